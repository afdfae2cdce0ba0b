/**
 * Open Graph, Twitter and WeChat (`itemprop`) share tags for a pre-rendered page, so a link pasted
 * into a chat shows a card, and its canonical and language links. URLs are absolute, on the site's public
 * origin (the build writes `ORIGIN_PLACEHOLDER`, which the server fills in). Pure.
 */
import { LANGS, localePath, type Lang } from '../../common/lang.js';
import { SHARE_IMAGE_SIZE } from './images.js';

export interface ShareMeta {
  title: string;
  description: string;
  /** The page's path on the site (`/qrcode.html`). */
  path: string;
  /** The share image's path (`/share/qrcode.png`). */
  image: string;
  siteName: string;
  lang: Lang;
}

function escapeAttr(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function shareMetaTags(meta: ShareMeta, origin: string): string[] {
  const url = new URL(localePath(meta.path, meta.lang), origin).href;
  const image = new URL(meta.image, origin).href;
  const tag = (attr: 'property' | 'name' | 'itemprop', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeAttr(value)}">`;
  return [
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', meta.siteName),
    tag('property', 'og:locale', meta.lang === 'zh' ? 'zh_CN' : 'en_US'),
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

/**
 * The page's canonical address (in its own language) and its other language (`hreflang`, with zh as the
 * default for any other language), for search engines.
 */
export function languageLinks(path: string, lang: Lang, origin: string): string[] {
  const href = (l: Lang) => escapeAttr(new URL(localePath(path, l), origin).href);
  return [
    `<link rel="canonical" href="${href(lang)}">`,
    ...LANGS.map((l) => `<link rel="alternate" hreflang="${l === 'zh' ? 'zh-CN' : 'en'}" href="${href(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href('zh')}">`,
  ];
}
