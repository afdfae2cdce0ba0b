import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import Snackbar from '@mui/material/Snackbar';

export const TOAST_DURATION_MS = 3000;

interface ToastItem {
  message: string;
  duration: number;
}

type ShowToast = (message: string, duration?: number) => void;
const ToastContext = createContext<ShowToast>(() => {});

/** One toast at a time; a toast asked for while another shows waits its turn. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const queue = useRef<ToastItem[]>([]);
  const [current, setCurrent] = useState<ToastItem | null>(null);

  const show = useCallback<ShowToast>((message, duration = TOAST_DURATION_MS) => {
    queue.current.push({ message, duration });
    setCurrent((c) => c ?? queue.current.shift() ?? null);
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(queue.current.shift() ?? null), current.duration);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <Snackbar
        open={current !== null}
        message={current?.message}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ content: { role: 'status', 'data-testid': 'toast' } as object }}
      />
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
