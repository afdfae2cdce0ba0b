/**
 * Open Graph, Twitter and WeChat (`itemprop`) share tags for a pre-rendered page, so a link pasted
 * into a chat shows a card. URLs are absolute, on the site's public origin. Pure.
 */
import { SHARE_IMAGE_SIZE } from './images.js';

export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';

export interface ShareMeta {
  title: string;
  description: string;
  /** The page's path on the site (`/qrcode.html`). */
  path: string;
  /** The share image's path (`/share/qrcode.png`). */
  image: string;
  siteName: string;
}

/** `PUBLIC_ORIGIN` (scheme, host and optional port; a trailing slash is dropped), or the default. Throws on anything else. */
export function parsePublicOrigin(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEFAULT_PUBLIC_ORIGIN;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(
      `PUBLIC_ORIGIN must be an absolute http(s) origin such as https://tools.example.com, got "${value}"`,
    );
  }
  if (
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== '/' && url.pathname !== '')
  ) {
    throw new Error(
      `PUBLIC_ORIGIN must be only a scheme, host and port (no path, query or credentials), got "${value}"`,
    );
  }
  return url.origin;
}

function escapeAttr(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function shareMetaTags(meta: ShareMeta, origin: string): string[] {
  const url = new URL(meta.path, origin).href;
  const image = new URL(meta.image, origin).href;
  const tag = (attr: 'property' | 'name' | 'itemprop', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeAttr(value)}">`;
  return [
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', meta.siteName),
    tag('property', 'og:locale', 'zh_CN'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', url),
    tag('property', 'og:image', image),
    tag('property', 'og:image:type', 'image/png'),
    tag('property', 'og:image:width', String(SHARE_IMAGE_SIZE)),
    tag('property', 'og:image:height', String(SHARE_IMAGE_SIZE)),
    tag('name', 'twitter:card', 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image),
    // WeChat and QQ read schema.org microdata for the card.
    tag('itemprop', 'name', meta.title),
    tag('itemprop', 'description', meta.description),
    tag('itemprop', 'image', image),
  ];
}
