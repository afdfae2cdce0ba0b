import Box from '@mui/material/Box';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import { useMessages } from '../i18n/index.js';
import { pwaMessages } from './messages.js';
import { useOffline } from './status.js';

/** Says so while the browser is offline: browser tools keep working, server features wait for the network. */
export function OfflineNotice() {
  const m = useMessages(pwaMessages);
  if (!useOffline()) return null;
  return (
    <Box
      role="status"
      data-testid="offline-notice"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        mt: 1,
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: 'surface.selected',
        color: 'text.primary',
        fontSize: 13.5,
        lineHeight: 1.6,
      }}
    >
      <CloudOffIcon fontSize="small" sx={{ mt: '2px', flexShrink: 0, color: 'primary.main' }} />
      <span>{m.offline}</span>
    </Box>
  );
}
