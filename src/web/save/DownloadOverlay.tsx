import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMessages } from '../i18n/index.js';
import { saveMessages } from './messages.js';

/** The loading overlay shown while a result is being saved (the spec's download loading overlay). */
export function DownloadOverlay({ open, images = true }: { open: boolean; images?: boolean }) {
  const m = useMessages(saveMessages);
  if (!open) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="download-overlay"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 1400,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(0,0,0,0.35)',
      }}
    >
      <Box
        sx={{
          bgcolor: 'rgba(32,33,36,0.9)',
          color: 'common.white',
          borderRadius: 3,
          px: 4,
          py: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <CircularProgress size={32} sx={{ color: 'common.white' }} />
        <Typography sx={{ fontSize: 14 }}>{images ? m.saving : m.savingFile}</Typography>
      </Box>
    </Box>
  );
}
