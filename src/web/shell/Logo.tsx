import Box from '@mui/material/Box';
import { useI18n } from '../i18n/index.js';
import logo from '../assets/logo.svg';

export function Logo() {
  const { t } = useI18n();
  return (
    <Box
      component="a"
      href="/"
      data-testid="logo"
      aria-label={t('site.name')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        px: 1,
        py: 2.5,
        color: 'text.primary',
        textDecoration: 'none',
      }}
    >
      <Box component="img" src={logo} alt="" sx={{ width: 36, height: 36 }} />
      <Box>
        <Box sx={{ fontWeight: 700, fontSize: 17, lineHeight: 1.3 }}>{t('site.name')}</Box>
        <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{t('site.slogan')}</Box>
      </Box>
    </Box>
  );
}
