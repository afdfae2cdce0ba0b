/** The "tap the top right" overlay of WeChat and QQ; its code is fetched the first time it opens. */
import { lazyPart } from '../ui/lazy-part.js';

const Panel = lazyPart(() => import('./ShareOverlayPanel.js').then((m) => m.ShareOverlayPanel));

export function ShareOverlay(props: { open: boolean; onClose: () => void }) {
  return <Panel when={props.open} {...props} />;
}
