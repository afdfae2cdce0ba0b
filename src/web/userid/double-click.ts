/**
 * Double-click detection with our own window (spec section 9: 500 ms) rather than the `dblclick`
 * event, whose interval is the operating system's setting and which phones do not send reliably.
 */
export const DOUBLE_CLICK_MS = 500;

export interface DoubleClickDetector {
  /** Records a click; true when it completes a double click (the pair is then used up). */
  click(): boolean;
  dispose(): void;
}

export function createDoubleClickDetector(windowMs = DOUBLE_CLICK_MS): DoubleClickDetector {
  let armed: ReturnType<typeof setTimeout> | undefined;
  const disarm = () => {
    clearTimeout(armed);
    armed = undefined;
  };
  return {
    click() {
      if (armed !== undefined) {
        disarm();
        return true;
      }
      armed = setTimeout(disarm, windowMs);
      return false;
    },
    dispose: disarm,
  };
}
