/**
 * "Install the app": keeps the browser's `beforeinstallprompt` event (Chromium browsers fire it once the
 * site is installable: manifest, icons, service worker) so the page can offer its own install button,
 * unless the visitor said "not now" in the last 30 days or the site already runs installed.
 */
import { storage } from '../platform/storage.js';
import { setInstallOffered } from './status.js';

export const INSTALL_DISMISSED_KEY = 'toolbox_install_dismissed';
export const DISMISS_DAYS = 30;

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const changed = () => setInstallOffered(deferred !== null && !dismissedRecently(storage.get(INSTALL_DISMISSED_KEY)));

/** True when a dismissal stored at `stored` (epoch ms as text) still holds at `now`. */
export function dismissedRecently(stored: string | null, now = Date.now()): boolean {
  const at = Number(stored);
  return Number.isFinite(at) && at > 0 && now - at < DISMISS_DAYS * 24 * 3600 * 1000;
}

export function watchInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: the page offers it in its own words
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

/** Shows the browser's install dialog; the offer goes either way. */
export async function install(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  changed();
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}

export function dismissInstall(): void {
  storage.set(INSTALL_DISMISSED_KEY, String(Date.now()));
  changed();
}
