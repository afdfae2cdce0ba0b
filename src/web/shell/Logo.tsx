import Box from '@mui/material/Box';
import { useI18n } from '../i18n/index.js';
import logo from '../assets/logo.svg';

/** The site's logo and name, linking home; `compact` (the phone header) leaves out the slogan. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t, href } = useI18n();
  return (
    <Box
      component="a"
      href={href('/')}
      data-testid={compact ? 'header-logo' : 'logo'}
      aria-label={t('site.name')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: compact ? 1 : 1.25,
        px: compact ? 0.5 : 1,
        py: compact ? 0 : 2.5,
        minWidth: 0,
        color: 'text.primary',
        textDecoration: 'none',
      }}
    >
      <Box component="img" src={logo} alt="" sx={{ width: compact ? 28 : 36, height: compact ? 28 : 36 }} />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ fontWeight: 700, fontSize: compact ? 16 : 17, lineHeight: 1.3, whiteSpace: 'nowrap' }}>
          {t('site.name')}
        </Box>
        {!compact && <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{t('site.slogan')}</Box>}
      </Box>
    </Box>
  );
}
