/**
 * The login panel's state (spec sections 2 and 4), pure: hidden → shown → closed, or a login button
 * clicked. Without the agreement a click only flashes a warning on the checkbox for AGREEMENT_FLASH_MS;
 * WeChat turns the panel into its QR code (tip and footer hidden). The panel component and its
 * store below drive it; the rules are tested in Node.
 */
import { useSyncExternalStore } from 'react';
import type { AllowedLoginTypes } from '../../common/login.js';
import { storage } from '../platform/storage.js';
import type { PanelButton } from './browser.js';

export const AGREEMENT_FLASH_MS = 1000;
export const LAST_LOGIN_TYPE_KEY = 'qbtool_last_login_type';

export interface PanelState {
  open: boolean;
  /** A custom tip, or null for the default 快捷登录，数据同步. */
  tip: string | null;
  /** The types asked for; null: the browser check decides. */
  types: AllowedLoginTypes | null;
  agreed: boolean;
  autoLogin: boolean;
  /** The agreement checkbox is flashing its warning. */
  warning: boolean;
  /** 'choose': the login buttons; 'wx': WeChat's QR code; 'busy': on the way to a provider. */
  view: 'choose' | 'wx' | 'busy';
}

export const CLOSED: PanelState = {
  open: false,
  tip: null,
  types: null,
  agreed: false,
  autoLogin: true,
  warning: false,
  view: 'choose',
};

export type PanelAction =
  | { type: 'open'; tip?: string | null; types?: AllowedLoginTypes | null }
  | { type: 'close' }
  | { type: 'agree'; value: boolean }
  | { type: 'autoLogin'; value: boolean }
  | { type: 'warningOver' }
  | { type: 'click'; button: PanelButton }
  | { type: 'back' }
  | { type: 'failed' };

/** What a click leads to: nothing but the warning, or the login of that type. */
export function clickOutcome(state: PanelState, button: PanelButton): 'warn' | PanelButton {
  return state.agreed ? button : 'warn';
}

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'open':
      // The agreement and auto login keep what the visitor chose the last time in this page.
      return {
        ...state,
        open: true,
        tip: action.tip ?? null,
        types: action.types ?? null,
        warning: false,
        view: 'choose',
      };
    case 'close':
      return { ...state, open: false, warning: false, view: 'choose' };
    case 'agree':
      return { ...state, agreed: action.value, warning: action.value ? false : state.warning };
    case 'autoLogin':
      return { ...state, autoLogin: action.value };
    case 'warningOver':
      return { ...state, warning: false };
    case 'click': {
      if (clickOutcome(state, action.button) === 'warn') return { ...state, warning: true };
      return { ...state, warning: false, view: action.button === 'wx' ? 'wx' : 'busy' };
    }
    case 'back':
    case 'failed':
      return { ...state, view: 'choose' };
  }
}

/** The tip line: the custom tip or the default. */
export function tipText(state: PanelState, defaultTip: string): string {
  return state.tip ?? defaultTip;
}

/** The last login type used (marked in the panel). */
export function lastLoginType(): PanelButton | null {
  const v = storage.get(LAST_LOGIN_TYPE_KEY);
  return v === 'qq' || v === 'wx' || v === 'demo' ? v : null;
}

export function rememberLoginType(type: PanelButton): void {
  storage.set(LAST_LOGIN_TYPE_KEY, type);
}

// ---- the page's one panel ----

let state: PanelState = CLOSED;
const listeners = new Set<() => void>();

export function dispatchPanel(action: PanelAction): void {
  const next = panelReducer(state, action);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the login panel (the rating passes the tip 请先登录). */
export function openLoginPanel(options: { tip?: string; types?: AllowedLoginTypes } = {}): void {
  dispatchPanel({ type: 'open', tip: options.tip ?? null, types: options.types ?? null });
}

export function closeLoginPanel(): void {
  dispatchPanel({ type: 'close' });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePanelState(): PanelState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
}
