/** The toast rules (spec section 2), free of React: one toast at a time, 3000 ms by default, the next after it is gone. */
export const TOAST_DURATION_MS = 3000;
/** Pause between one toast disappearing and the next appearing, so the change is visible. */
export const TOAST_GAP_MS = 200;

export interface ToastItem {
  id: number;
  message: string;
  duration: number;
}

/**
 * Shows toasts one at a time through `onChange` (the toast now shown, or null when none is).
 * A toast asked for while another shows waits its turn; asking again for a message already
 * showing or waiting does nothing, so a repeated click does not queue a string of copies.
 */
export class ToastQueue {
  private waiting: ToastItem[] = [];
  private current: ToastItem | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private nextId = 1;

  constructor(
    private readonly onChange: (toast: ToastItem | null) => void,
    private readonly gapMs = TOAST_GAP_MS,
  ) {}

  show(message: string, duration = TOAST_DURATION_MS): void {
    if (!message) return;
    if (this.current?.message === message || this.waiting.some((t) => t.message === message)) return;
    this.waiting.push({ id: this.nextId++, message, duration: duration > 0 ? duration : TOAST_DURATION_MS });
    // Idle (nothing shown, no gap running): show it now.
    if (!this.current && this.timer === undefined) this.next();
  }

  /** The toast shown now. */
  get shown(): ToastItem | null {
    return this.current;
  }

  /** How many toasts wait behind the one shown. */
  get pending(): number {
    return this.waiting.length;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = [];
    this.current = null;
  }

  private next(): void {
    this.timer = undefined;
    const toast = this.waiting.shift();
    if (!toast) return;
    this.current = toast;
    this.onChange(toast);
    this.timer = setTimeout(() => this.hide(), toast.duration);
  }

  private hide(): void {
    this.current = null;
    this.onChange(null);
    this.timer = this.waiting.length > 0 ? setTimeout(() => this.next(), this.gapMs) : undefined;
  }
}
