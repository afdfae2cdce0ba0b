import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyPart } from './lazy-part.js';
import { TOAST_DURATION_MS, ToastQueue, type ToastItem } from './toast-queue.js';

export { TOAST_DURATION_MS };

const View = lazyPart(() => import('./ToastView.js').then((m) => m.ToastView));

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
  const [show] = useState<ShowToast>(
    () => (message: string, duration?: number) => queue.current?.show(message, duration),
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <View when={current !== null} open={current !== null} message={current?.message ?? lastMessage} />
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
