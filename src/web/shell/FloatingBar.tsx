import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import { useI18n } from '../i18n/index.js';
import { feedbackHref } from './feedback.js';

const itemSx = { width: 44, height: 44, bgcolor: '#fff', border: '1px solid #eceef2', boxShadow: '0 2px 8px rgba(0,0,0,.05)', borderRadius: 2, fontSize: 13, color: 'text.primary', display: 'flex', alignItems: 'center', justifyContent: 'center', textDecoration: 'none' };

/** Floating links on the right: back to top, feedback (with the current host and path). */
export function FloatingBar() {
  const { t } = useI18n();
  const [href, setHref] = useState('/feedback.html');
  useEffect(() => setHref(feedbackHref(window.location.host, window.location.pathname)), []);
  return (
    <Box sx={{ position: 'fixed', right: { xs: 8, md: 20 }, bottom: { xs: 24, md: 120 }, display: 'flex', flexDirection: 'column', gap: 1.25, zIndex: 9 }}>
      <Tooltip title={t('backToTop')} placement="left">
        <IconButton aria-label={t('backToTop')} sx={itemSx} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <VerticalAlignTopIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Box component="a" href={href} data-testid="feedback-link" sx={itemSx}>{t('feedback')}</Box>
    </Box>
  );
}
