/**
 * What the shell needs to know before the PWA code loads: whether the browser is offline, and whether
 * an install offer is open (set by install.ts, which loads after hydration). Tiny on purpose: it is in
 * every page's first JavaScript; the notice and the offer themselves load when shown.
 */
import { useSyncExternalStore } from 'react';

function onlineEvents(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOffline(): boolean {
  return useSyncExternalStore(
    onlineEvents,
    () => !navigator.onLine,
    () => false,
  );
}

let offered = false;
const listeners = new Set<() => void>();

export function setInstallOffered(value: boolean): void {
  if (offered === value) return;
  offered = value;
  listeners.forEach((l) => l());
}

export function useInstallOffered(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => offered,
    () => false,
  );
}

/**
 * Whether the server's tools can run, as the last `/api/getNetStatus` said (net-watch.ts keeps it, after
 * hydration): 'ok' until told otherwise, 'unreachable' when the call got no answer, 'busy' when the server
 * answered that its queue or storage is full.
 */
export type ServerState = 'ok' | 'unreachable' | 'busy';

let serverState: ServerState = 'ok';
const serverListeners = new Set<() => void>();

export function setServerState(value: ServerState): void {
  if (serverState === value) return;
  serverState = value;
  serverListeners.forEach((l) => l());
}

export function useServerState(): ServerState {
  return useSyncExternalStore(
    (l) => {
      serverListeners.add(l);
      return () => serverListeners.delete(l);
    },
    () => serverState,
    () => 'ok',
  );
}
