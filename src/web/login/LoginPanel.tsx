/** The page's one login panel: its code (LoginPanelView) is fetched the first time it opens. */
import { lazyPart } from '../ui/lazy-part.js';
import { usePanelState } from './panel.js';

const Panel = lazyPart(() => import('./LoginPanelView.js').then((m) => m.LoginPanelView));

export function LoginPanel() {
  return <Panel when={usePanelState().open} />;
}
