import { lazy, Suspense, useState, type ComponentType } from 'react';

export type LazyPart<P extends object> = ComponentType<P & { when: boolean }> & {
  /** Starts fetching the part's code (on a hint of intent: hover, focus, idle). */
  preload: () => Promise<unknown>;
};

/**
 * A part of the page that only some visitors use (a dialog, a menu, an overlay, the phone drawer): its
 * code is its own chunk, fetched the first time `when` is true, so it is not in the JavaScript a page
 * needs before it is interactive. Until then it renders nothing — the same as a closed MUI dialog, so
 * pre-rendered HTML and hydration agree. Once loaded it stays mounted, so closing transitions play.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const Lazy = lazy(start);
  function Part({ when, ...props }: P & { when: boolean }) {
    const [used, setUsed] = useState(when);
    if (when && !used) setUsed(true);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as unknown as P)} />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload: start });
}
