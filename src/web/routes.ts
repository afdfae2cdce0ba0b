import { isCategoryId, type CategoryId } from '../common/categories.js';

export type Route =
  | { kind: 'home' }
  | { kind: 'category'; category: CategoryId }
  | { kind: 'tool'; slug: string }
  | { kind: 'notFound' };

/** Maps a URL path to a page; `knownSlug` says whether a tool exists. */
export function matchRoute(pathname: string, knownSlug: (slug: string) => boolean): Route {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/index.html') return { kind: 'home' };
  const category = /^\/category\/([a-z]+)(?:\.html)?$/.exec(path);
  if (category) return isCategoryId(category[1]) ? { kind: 'category', category: category[1] } : { kind: 'notFound' };
  const tool = /^\/([A-Za-z0-9_]+)\.html$/.exec(path);
  if (tool && knownSlug(tool[1])) return { kind: 'tool', slug: tool[1] };
  return { kind: 'notFound' };
}

export function categoryPath(id: CategoryId | 'all'): string {
  return id === 'all' ? '/' : `/category/${id}`;
}
