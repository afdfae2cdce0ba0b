import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOffRounded';
import { useI18n } from '../i18n/index.js';
import { TOOLS } from '../registry.js';
import { Shell } from '../shell/Shell.js';
import { ToolGrid } from '../home/ToolCard.js';
import { SOFT_BG } from '../theme.js';

/** The page for every unknown address (served with HTTP status 404), inside the shell so the visitor can go on. */
export function NotFoundPage() {
  const { t, href } = useI18n();
  const suggestions = TOOLS.slice(0, 6);
  return (
    <Shell active={null}>
      <Box
        data-testid="not-found"
        sx={{
          textAlign: 'center',
          bgcolor: SOFT_BG,
          borderRadius: 3,
          mt: { xs: 1, md: 2 },
          px: 3,
          py: { xs: 5, md: 7 },
        }}
      >
        <Box
          sx={{
            width: 88,
            height: 88,
            mx: 'auto',
            borderRadius: '50%',
            bgcolor: 'surface.selected',
            color: 'primary.main',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <SearchOffIcon sx={{ fontSize: 46 }} />
        </Box>
        <Typography sx={{ fontSize: 14, fontWeight: 700, letterSpacing: 2, color: 'primary.main', mt: 2.5 }}>
          404
        </Typography>
        <Typography component="h1" sx={{ fontSize: { xs: 20, md: 24 }, fontWeight: 700, mt: 0.5 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3, fontSize: 15, maxWidth: 480, mx: 'auto' }}>
          {t('notFound.body')}
        </Typography>
        <Button variant="contained" href={href('/')} data-testid="not-found-home" sx={{ borderRadius: 5, px: 3.5 }}>
          {t('notFound.home')}
        </Button>
      </Box>
      {suggestions.length > 0 && (
        <Box component="section" sx={{ mt: { xs: 3, md: 4 } }}>
          <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1.5 }}>
            {t('notFound.suggest')}
          </Typography>
          <ToolGrid tools={suggestions} />
        </Box>
      )}
    </Shell>
  );
}
