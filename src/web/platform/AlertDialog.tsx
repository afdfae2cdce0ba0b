import { useEffect, useState, useSyncExternalStore } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { defineMessages, useMessages } from '../i18n/index.js';
import { currentAlert, dismissAlert, subscribeAlerts, type AlertItem } from './alerts.js';

const messages = defineMessages({
  zh: { title: '提示', ok: '确定' },
  en: { title: 'Notice', ok: 'OK' },
});

/** Shows the alert service's messages as an accessible modal dialog (loaded by AlertHost on the first alert). */
export function AlertDialog() {
  const m = useMessages(messages);
  const item = useSyncExternalStore(subscribeAlerts, currentAlert, () => null);
  // Keep the last message while the dialog fades out.
  const [shown, setShown] = useState<AlertItem | null>(item);
  useEffect(() => {
    if (item) setShown(item);
  }, [item]);
  const close = () => item && dismissAlert(item.id);

  return (
    <Dialog
      open={item !== null}
      onClose={close}
      role="alertdialog"
      aria-labelledby="alert-title"
      aria-describedby="alert-message"
      data-testid="alert-dialog"
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: '16px' } } }}
    >
      <DialogTitle id="alert-title" sx={{ fontSize: 17, fontWeight: 700, pb: 1 }}>
        {m.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText
          id="alert-message"
          data-testid="alert-message"
          sx={{ color: 'text.primary', wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}
        >
          {shown?.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          variant="contained"
          disableElevation
          onClick={close}
          autoFocus
          data-testid="alert-ok"
          sx={{ borderRadius: 5, px: 3 }}
        >
          {m.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
