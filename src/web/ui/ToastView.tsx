import Snackbar from '@mui/material/Snackbar';

/** The toast itself (a top snackbar), loaded by ToastProvider when the first toast shows. */
export function ToastView({ open, message }: { open: boolean; message: string }) {
  return (
    <Snackbar
      open={open}
      message={message}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 72, sm: 80 } }}
      slotProps={{
        content: {
          role: 'status',
          'data-testid': 'toast',
          sx: {
            bgcolor: 'rgba(29,33,41,0.92)',
            borderRadius: 2.5,
            minWidth: 'auto',
            justifyContent: 'center',
            fontSize: 14,
            px: 2.5,
          },
        } as object,
      }}
    />
  );
}
