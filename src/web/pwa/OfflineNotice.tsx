import Box from '@mui/material/Box';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import { useMessages } from '../i18n/index.js';
import { pwaMessages } from './messages.js';
import { useOffline, useServerState } from './status.js';

/**
 * The one notice for "server features cannot run now": the browser is offline, the server does not answer,
 * or it says its queue or storage is full. Browser tools keep working in every case, and the text says so.
 */
export function OfflineNotice() {
  const m = useMessages(pwaMessages);
  const offline = useOffline();
  const server = useServerState();
  const text = offline
    ? m.offline
    : server === 'unreachable'
      ? m.serverUnreachable
      : server === 'busy'
        ? m.serverBusy
        : null;
  if (!text) return null;
  return (
    <Box
      role="status"
      data-testid="offline-notice"
      data-state={offline ? 'offline' : server}
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
      <span>{text}</span>
    </Box>
  );
}
