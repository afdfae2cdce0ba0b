/** The alert dialog, mounted once in App: its code is fetched when the first alert is shown. */
import { useSyncExternalStore } from 'react';
import { lazyPart } from '../ui/lazy-part.js';
import { currentAlert, subscribeAlerts } from './alerts.js';

const Dialog = lazyPart(() => import('./AlertDialog.js').then((m) => m.AlertDialog));

export function AlertHost() {
  const item = useSyncExternalStore(subscribeAlerts, currentAlert, () => null);
  return <Dialog when={item !== null} />;
}
