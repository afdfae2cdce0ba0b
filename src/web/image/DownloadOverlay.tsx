import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMessages } from '../i18n/index.js';
import { imageMessages } from './messages.js';

/** The loading overlay shown while an image is being saved. */
export function DownloadOverlay({ open }: { open: boolean }) {
  const msg = useMessages(imageMessages);
  if (!open) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="download-overlay"
      sx={{ position: 'fixed', inset: 0, zIndex: 1400, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'rgba(0,0,0,0.35)' }}
    >
      <Box sx={{ bgcolor: 'rgba(32,33,36,0.9)', color: '#fff', borderRadius: 3, px: 4, py: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size={32} sx={{ color: '#fff' }} />
        <Typography sx={{ fontSize: 14 }}>{msg.saving}</Typography>
      </Box>
    </Box>
  );
}

/** `useImageSave` moved to `SaveImage.tsx`, where it saves through the shared save helper (`save.ts`). */
export { useImageSave } from './SaveImage.js';
