import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS, ToastQueue, type ToastItem } from './toastQueue.js';

export { TOAST_DURATION_MS };

type ShowToast = (message: string, duration?: number) => void;
const ToastContext = createContext<ShowToast>(() => {});

/** One toast at a time (the rules live in `ToastQueue`); `useToast()` asks for one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastItem | null>(null);
  // The last message stays in the snackbar while it fades out.
  const [lastMessage, setLastMessage] = useState('');
  const queue = useRef<ToastQueue | null>(null);
  queue.current ??= new ToastQueue((toast) => {
    setCurrent(toast);
    if (toast) setLastMessage(toast.message);
  });
  useEffect(() => () => queue.current?.dispose(), []);
  const [show] = useState<ShowToast>(() => (message: string, duration?: number) => queue.current?.show(message, duration));

  return (
    <ToastContext.Provider value={show}>
      {children}
      <Snackbar
        open={current !== null}
        message={current?.message ?? lastMessage}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: { xs: 72, sm: 80 } }}
        slotProps={{
          content: {
            role: 'status',
            'data-testid': 'toast',
            sx: { bgcolor: 'rgba(29,33,41,0.92)', borderRadius: 2.5, minWidth: 'auto', justifyContent: 'center', fontSize: 14, px: 2.5 },
          } as object,
        }}
      />
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
