/**
 * Login info (spec sections 3 and 4): fetched once per page from `GET /api/getLoginInfo` and cached;
 * a successful result with a qbid is `isLogin: true`, anything else (a failure included) `false`.
 * Components read it with `useLoginInfo()`; a login or logout calls `refreshLoginInfo()`.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { API } from '../../common/protocol.js';
import type { LoginInfoData } from '../../common/login.js';
import { call } from '../platform/request.js';

export interface LoginInfo {
  isLogin: boolean;
  qbid: string;
  logo: string;
  nick_name: string;
}

export const LOGGED_OUT: LoginInfo = Object.freeze({ isLogin: false, qbid: '', logo: '', nick_name: '' });

/** The answer of getLoginInfo, read the spec's way. */
export function toLoginInfo(answer: unknown): LoginInfo {
  const a = answer as { ret?: unknown; data?: Partial<LoginInfoData> | null } | null;
  const qbid = a?.ret === 0 && typeof a.data?.qbid === 'string' ? a.data.qbid : '';
  if (!qbid) return LOGGED_OUT;
  return {
    isLogin: true,
    qbid,
    logo: typeof a!.data!.logo === 'string' ? a!.data!.logo : '',
    nick_name: typeof a!.data!.nick_name === 'string' ? a!.data!.nick_name : '',
  };
}

let current: LoginInfo | null = null;
let pending: Promise<LoginInfo> | null = null;
const listeners = new Set<() => void>();

function publish(info: LoginInfo) {
  current = info;
  for (const listener of listeners) listener();
}

async function fetchLoginInfo(): Promise<LoginInfo> {
  try {
    return toLoginInfo(await call({ url: API.getLoginInfo, method: 'GET', silent: true, withUserInfo: false }));
  } catch (error) {
    console.error('getLoginInfo failed', error);
    return LOGGED_OUT;
  }
}

/** The login info, fetched on first use and cached for the page's life. */
export function getLoginInfo(): Promise<LoginInfo> {
  pending ??= fetchLoginInfo().then((info) => {
    publish(info);
    return info;
  });
  return pending;
}

/** Fetches it again (after a login, a logout, a refused call). */
export function refreshLoginInfo(): Promise<LoginInfo> {
  pending = null;
  return getLoginInfo();
}

/** Sets it without asking the server (the demo login answers with the new info). */
export function setLoginInfo(info: LoginInfo): void {
  pending = Promise.resolve(info);
  publish(info);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The login info, or null while it is not known yet (and during server rendering). */
export function useLoginInfo(): LoginInfo | null {
  useEffect(() => {
    void getLoginInfo();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Ends the login on the server (`GET /api/logout`) and here. */
export async function logout(): Promise<void> {
  try {
    await call({ url: API.logout, method: 'GET', silent: true, withUserInfo: false });
  } catch (error) {
    console.error('logout failed', error);
  }
  await refreshLoginInfo();
}
