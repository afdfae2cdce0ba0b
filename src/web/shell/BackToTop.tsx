import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import type { SxProps, Theme } from '@mui/material/styles';
import { useI18n } from '../i18n/index.js';

/** The floating back-to-top button (shown by FloatingBar once the page is scrolled). */
export function BackToTop({ sx }: { sx: SxProps<Theme> }) {
  const { t } = useI18n();
  return (
    <Tooltip title={t('backToTop')} placement="left">
      <IconButton
        aria-label={t('backToTop')}
        data-testid="back-to-top"
        sx={sx}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <VerticalAlignTopIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
