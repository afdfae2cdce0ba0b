/**
 * A styled preview kept up to date: the Worker runs the style on the preview-sized picture whenever the
 * picture or the options change (a change aborts the run before it), and says when it is busy.
 */
import { useEffect, useState } from 'react';
import type { Pixels } from './pixels.js';
import { stylize, type StyleJob } from './style-client.js';

export function useStyled(
  job: Omit<StyleJob, 'image'> | null,
  image: Pixels | null,
  key: string,
): { result: Pixels | null; busy: boolean; failed: boolean; resultKey: string | null } {
  const [state, setState] = useState<{
    result: Pixels | null;
    image: Pixels | null;
    key: string | null;
    failed: boolean;
  }>({ result: null, image: null, key: null, failed: false });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!image || !job) return;
    const abort = new AbortController();
    // A short pause so dragging a slider runs the style once, not at every step.
    const timer = setTimeout(() => {
      setBusy(true);
      stylize({ ...job, image }, abort.signal).then(
        (result) => {
          if (abort.signal.aborted) return;
          setState({ result, image, key, failed: false });
          setBusy(false);
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          console.error('style failed', error);
          setState((s) => ({ ...s, failed: true }));
          setBusy(false);
        },
      );
    }, 150);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // The key stands for the job's options.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [image, key]);
  // A result of an earlier picture is not shown over this one.
  const current = image !== null && state.image === image;
  return { result: current ? state.result : null, busy, failed: state.failed, resultKey: current ? state.key : null };
}
