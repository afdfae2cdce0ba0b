/**
 * Which login types a browser can use (spec section 6: 'all' when the browser check passes, else QQ only).
 * The check: WeChat's website login shows a QR code that must be scanned with WeChat on a phone, so it
 * works on a desktop browser (scan the screen with the phone) and inside the WeChat app (long-press the
 * QR to recognise it), not in a phone's ordinary browser (the phone cannot scan its own screen).
 */
import type { AllowedLoginTypes } from '../../common/login.js';
import { isPc } from '../platform/tracking.js';

export function isWeChatApp(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export function canUseWeChatQr(userAgent: string): boolean {
  return isPc(userAgent) === 1 || isWeChatApp(userAgent);
}

export function defaultLoginTypes(userAgent: string): AllowedLoginTypes {
  return canUseWeChatQr(userAgent) ? 'all' : 'qq';
}

export interface ServerLoginOptions {
  qq: boolean;
  wx: boolean;
  demo: boolean;
}

export type PanelButton = 'qq' | 'wx' | 'demo';

/** The buttons the panel shows: the allowed types the server offers, then the demo login when it is on. */
export function panelButtons(allowed: AllowedLoginTypes, server: ServerLoginOptions): PanelButton[] {
  const buttons: PanelButton[] = [];
  if ((allowed === 'all' || allowed === 'qq') && server.qq) buttons.push('qq');
  if ((allowed === 'all' || allowed === 'wx') && server.wx) buttons.push('wx');
  if (server.demo) buttons.push('demo');
  return buttons;
}
