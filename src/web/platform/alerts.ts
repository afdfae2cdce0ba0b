/** The alert service (spec section 8's "alert"): one message at a time, shown by <AlertHost /> (never window.alert). */
export interface AlertItem {
  id: number;
  message: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const queue: (AlertItem & { resolve: () => void })[] = [];
let nextId = 1;

function emit() {
  for (const l of listeners) l();
}

/** Queues a message; resolves when the visitor closes it. */
export function showAlert(message: string): Promise<void> {
  return new Promise((resolve) => {
    queue.push({ id: nextId++, message, resolve });
    if (queue.length === 1) emit();
  });
}

/** The alert on screen, or null (a stable object while it shows). */
export function currentAlert(): AlertItem | null {
  return queue[0] ?? null;
}

export function dismissAlert(id: number): void {
  if (queue[0]?.id !== id) return;
  queue.shift()!.resolve();
  emit();
}

export function subscribeAlerts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
