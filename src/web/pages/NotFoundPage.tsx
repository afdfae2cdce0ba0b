import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useI18n } from '../i18n/index.js';
import { TOOLS } from '../registry.js';
import { Shell } from '../shell/Shell.js';
import { ToolGrid } from '../home/ToolCard.js';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <Shell active={null}>
      <Box sx={{ textAlign: 'center', py: { xs: 5, md: 8 } }} data-testid="not-found">
        <Typography sx={{ fontSize: 64, fontWeight: 800, color: '#d6def0', lineHeight: 1 }}>404</Typography>
        <Typography component="h1" sx={{ fontSize: 22, fontWeight: 700, mt: 2 }}>{t('notFound.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>{t('notFound.body')}</Typography>
        <Button variant="contained" href="/">{t('notFound.home')}</Button>
      </Box>
      <ToolGrid tools={TOOLS.slice(0, 6)} />
    </Shell>
  );
}
