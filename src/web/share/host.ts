/**
 * The product's own browser, seen through its JS API (the same `window.browser.app` object that
 * `platform/identity.ts` reads the visitor's identity from). Its share call is
 *   window.browser.app.share({title, description, url, img_url}, callback?)
 * A build may name a script that provides the API (`VITE_HOST_JSAPI_URL`); it is loaded through the
 * platform's one script loader, once, and only when the API is not already there.
 */
import type { HostBrowserApi } from '../platform/identity.js';
import { loadScript } from '../platform/load-script.js';
import type { ShareOptions } from './options.js';

export interface HostShareOptions {
  title: string;
  description: string;
  url: string;
  img_url: string;
}

interface HostShareApp {
  share?: (options: HostShareOptions, callback?: (result?: unknown) => void) => unknown;
}

export type HostShare = (options: HostShareOptions) => void;

/** The host's share function bound to its object, or null when the page is not in the product's browser. */
export function hostShareOf(host: HostBrowserApi | undefined): HostShare | null {
  const app = host?.app as HostShareApp | undefined;
  const share = app?.share;
  if (typeof share !== 'function') return null;
  return (options) => void share.call(app, options, () => {});
}

/** The host's argument: the spec's share options under the names the host API uses. */
export function toHostOptions(options: ShareOptions): HostShareOptions {
  return { title: options.title, description: options.desc, url: options.link, img_url: options.img_url };
}

const HOST_JSAPI_URL: string = import.meta.env.VITE_HOST_JSAPI_URL ?? '';

/** Loads the configured host JS API script if the API is missing; never throws (no API just means another path). */
export async function ensureHostApi(
  url = HOST_JSAPI_URL,
  load: (url: string) => Promise<void> = loadScript,
): Promise<void> {
  if (!url || typeof window === 'undefined' || hostShareOf(window.browser)) return;
  try {
    await load(url);
  } catch {
    // Logged by the loader; the share button falls back to the other paths.
  }
}
