/**
 * Keeps status.ts's server state from `/api/getNetStatus`: asked once after the page starts, again when the
 * browser comes back online or the tab is shown, and every 30 s while server tools are down (so the banner
 * goes away by itself). Offline, it does not ask: the offline notice already says everything.
 */
import { NET_STATUS_PATH, type NetStatusAnswer } from '../../common/net-status.js';
import { call, isApiError } from '../platform/request.js';
import { setServerState, type ServerState } from './status.js';

const RECHECK_DOWN_MS = 30_000;

let watching = false;
let timer: ReturnType<typeof setTimeout> | undefined;

async function ask(): Promise<ServerState> {
  try {
    const res = await call<NetStatusAnswer>({ url: NET_STATUS_PATH, method: 'GET', silent: true, withUserInfo: false });
    if (isApiError(res) || res.ret !== 0 || typeof res.data?.serverTools !== 'boolean') return 'unreachable';
    return res.data.serverTools ? 'ok' : 'busy';
  } catch {
    return 'unreachable';
  }
}

async function check(): Promise<void> {
  clearTimeout(timer);
  if (!navigator.onLine) return;
  const state = await ask();
  // The browser may have gone offline while the call was out: the offline notice covers that.
  if (!navigator.onLine) return;
  setServerState(state);
  if (state !== 'ok') timer = setTimeout(() => void check(), RECHECK_DOWN_MS);
}

export function watchNetStatus(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => void check());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  void check();
}
