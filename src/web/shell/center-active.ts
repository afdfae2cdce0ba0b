import { useEffect, type RefObject } from 'react';

/** The scrollTop that puts `item` in the vertical centre of `container`. */
export function centeredScrollTop(container: HTMLElement, item: HTMLElement): number {
  const c = container.getBoundingClientRect();
  const i = item.getBoundingClientRect();
  const offset = i.top - c.top + container.scrollTop;
  return Math.max(0, offset - (container.clientHeight - i.height) / 2);
}

/** Keeps the active entry centred: instantly on load, smoothly on resize. */
export function useCenterActive(containerRef: RefObject<HTMLElement | null>, selector = '[data-active="true"]') {
  useEffect(() => {
    const center = (behavior: ScrollBehavior) => {
      const container = containerRef.current;
      const item = container?.querySelector<HTMLElement>(selector);
      if (container && item) container.scrollTo({ top: centeredScrollTop(container, item), behavior });
    };
    center('instant');
    const onResize = () => center('smooth');
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [containerRef, selector]);
}
