import { isCategoryId, type CategoryId } from '../common/categories.js';

/** Pages of the site that are not tools (their names are reserved: no tool may use them as a slug). */
export const STATIC_PAGES = ['privacy', 'terms', 'agreement'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** Slugs a tool may never take: the static pages and the files the build writes next to the tool pages. */
export const RESERVED_SLUGS: readonly string[] = [...STATIC_PAGES, 'index', '404', 'feedback'];

export type Route =
  | { kind: 'home' }
  | { kind: 'category'; category: CategoryId }
  | { kind: 'tool'; slug: string }
  | { kind: 'page'; page: StaticPage }
  | { kind: 'feedback' }
  | { kind: 'notFound' };

/** The feedback page (its link carries the page the visitor came from: see shell/feedback.ts). */
export const FEEDBACK_PATH = '/feedback.html';

function isStaticPage(name: string): name is StaticPage {
  return (STATIC_PAGES as readonly string[]).includes(name);
}

/** Maps a URL path to a page; `knownSlug` says whether a tool exists. */
export function matchRoute(pathname: string, knownSlug: (slug: string) => boolean): Route {
  const path = (pathname.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/index.html') return { kind: 'home' };
  const category = /^\/category\/([a-z]+)(?:\.html)?$/.exec(path);
  if (category) return isCategoryId(category[1]) ? { kind: 'category', category: category[1] } : { kind: 'notFound' };
  if (path === FEEDBACK_PATH) return { kind: 'feedback' };
  const page = /^\/([A-Za-z0-9_]+)\.html$/.exec(path);
  if (page && isStaticPage(page[1])) return { kind: 'page', page: page[1] };
  if (page && knownSlug(page[1])) return { kind: 'tool', slug: page[1] };
  return { kind: 'notFound' };
}

export function categoryPath(id: CategoryId | 'all'): string {
  return id === 'all' ? '/' : `/category/${id}`;
}

export function staticPagePath(page: StaticPage): string {
  return `/${page}.html`;
}
