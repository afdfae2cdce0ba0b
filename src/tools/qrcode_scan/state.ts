/** The reader's states: no image → image chosen → scanning → result, error or no content. */
import type { RunStatus } from '../../web/kit/run/use-tool-run.js';

/** The spec's maximum (7 MiB): a file of exactly this size is accepted. */
export const QR_MAX_BYTES = 7_340_032;

export type Phase = 'empty' | 'chosen' | 'scanning' | 'result' | 'none' | 'error';

/** The phase shown for whether an image is chosen, the scan's run status and how many codes it found. */
export function phaseOf(hasImage: boolean, status: RunStatus, codes: number): Phase {
  if (!hasImage) return 'empty';
  switch (status) {
    case 'idle':
      return 'chosen';
    case 'busy':
      return 'scanning';
    case 'error':
      return 'error';
    case 'done':
      return codes > 0 ? 'result' : 'none';
  }
}
