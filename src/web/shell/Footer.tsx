import Box from '@mui/material/Box';
import { useI18n } from '../i18n/index.js';
import logo from '../assets/logo.svg';
import { UserIdArea } from '../userid/UserIdArea.js';

export function Footer() {
  const { t, href } = useI18n();
  const year = 2026;
  return (
    <Box
      component="footer"
      sx={{
        position: 'relative',
        mx: { xs: 1.5, md: 3 },
        pt: 4,
        pb: { xs: 10, md: 4 },
        borderTop: 1,
        borderColor: 'line.light',
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
      }}
    >
      <Box component="img" src={logo} alt="" sx={{ width: 32, height: 32 }} />
      <Box sx={{ fontSize: 12, color: 'text.secondary', lineHeight: 1.8 }}>
        <Box sx={{ fontSize: 15, fontWeight: 600, color: 'text.primary' }}>{t('footer.motto')}</Box>
        <Box component="a" href={href('/privacy.html')} sx={{ color: 'inherit' }}>
          {t('footer.privacy')}
        </Box>
        <Box component="span" sx={{ mx: 1 }}>
          |
        </Box>
        <Box component="a" href={href('/terms.html')} sx={{ color: 'inherit' }}>
          {t('footer.terms')}
        </Box>
        <Box>
          © {year} {t('site.name')}
        </Box>
      </Box>
      <UserIdArea />
    </Box>
  );
}
