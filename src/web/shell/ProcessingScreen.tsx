import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useI18n } from '../i18n/index.js';
import processingImage from '../assets/processing.svg';

/** Full-screen "processing" overlay: an image and the spec's text. */
export function ProcessingScreen({ open }: { open: boolean }) {
  const { t } = useI18n();
  if (!open) return null;
  return (
    <Box
      role="alertdialog"
      aria-live="assertive"
      data-testid="processing-screen"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 1500,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(255,255,255,0.92)',
        gap: 2,
      }}
    >
      <Box component="img" src={processingImage} alt="" sx={{ width: 120, height: 120 }} />
      <Typography color="text.secondary">{t('processing')}</Typography>
    </Box>
  );
}
