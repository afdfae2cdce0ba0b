import { CATEGORIES, isCategoryId, type CategoryId } from '../common/categories.js';
import { withoutLang } from '../common/lang.js';

/** Pages of the site that are not tools (their names are reserved: no tool may use them as a slug). */
export const STATIC_PAGES = ['privacy', 'terms', 'agreement'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** Slugs a tool may never take: the static pages and the files the build writes next to the tool pages. */
export const RESERVED_SLUGS: readonly string[] = [...STATIC_PAGES, 'index', '404', 'feedback', 'en'];

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

/** What exists on the site: its tools and, through them, its categories. */
export interface Catalog {
  hasTool: (slug: string) => boolean;
  hasCategory: (id: CategoryId) => boolean;
}

/**
 * The categories the site shows, pre-renders and routes, in navigation order: those with at least one tool.
 * An empty one would be a dead end ("共 0 个工具"): it is left out of the navigation and the home page, and
 * its address answers 404 until a tool joins it (then it is pre-rendered like the others).
 */
export function liveCategories(tools: readonly { category: string }[]): (typeof CATEGORIES)[number][] {
  return CATEGORIES.filter((c) => tools.some((t) => t.category === c.id));
}

/** The catalog of a list of tools. */
export function catalogOf(tools: readonly { slug: string; category: string }[]): Catalog {
  const live = new Set<string>(liveCategories(tools).map((c) => c.id));
  return { hasTool: (slug) => tools.some((t) => t.slug === slug), hasCategory: (id) => live.has(id) };
}

/** Maps a URL path (either language: `/en/...` is the same page in en) to a page of the catalog. */
export function matchRoute(pathname: string, catalog: Catalog): Route {
  const path = withoutLang((pathname.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/');
  if (path === '/' || path === '/index.html') return { kind: 'home' };
  const category = /^\/category\/([a-z]+)(?:\.html)?$/.exec(path);
  if (category)
    return isCategoryId(category[1]) && catalog.hasCategory(category[1])
      ? { kind: 'category', category: category[1] }
      : { kind: 'notFound' };
  if (path === FEEDBACK_PATH) return { kind: 'feedback' };
  const page = /^\/([A-Za-z0-9_]+)\.html$/.exec(path);
  if (page && isStaticPage(page[1])) return { kind: 'page', page: page[1] };
  if (page && catalog.hasTool(page[1])) return { kind: 'tool', slug: page[1] };
  return { kind: 'notFound' };
}

export function categoryPath(id: CategoryId | 'all'): string {
  return id === 'all' ? '/' : `/category/${id}`;
}

export function staticPagePath(page: StaticPage): string {
  return `/${page}.html`;
}
