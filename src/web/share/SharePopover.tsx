/** The desktop share popover; its code (with the QR encoder) is fetched the first time it opens. */
import { lazyPart } from '../ui/lazy-part.js';
import type { SharePopoverProps } from './SharePopoverPanel.js';

const Panel = lazyPart(() => import('./SharePopoverPanel.js').then((m) => m.SharePopoverPanel));

export function SharePopover(props: SharePopoverProps) {
  return <Panel when={props.open} {...props} />;
}
