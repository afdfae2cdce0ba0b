import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from './App.js';
import { matchRoute, STATIC_PAGES, staticPagePath, type Route } from './routes.js';
import { TOOLS, findTool, toolPageLoader } from './registry.js';
import { createEmotionCache } from './emotion.js';
import { CATEGORIES } from '../common/categories.js';
import { toolPath } from '../common/tool-meta.js';
import { translate } from './i18n/index.js';
import { LEGAL } from './pages/legal.js';

/** Every path the build pre-renders, with the file it is written to. */
export function prerenderTargets(): { url: string; file: string }[] {
  return [
    { url: '/', file: 'index.html' },
    ...CATEGORIES.map((c) => ({ url: `/category/${c.id}`, file: `category/${c.id}.html` })),
    ...TOOLS.map((t) => ({ url: toolPath(t.slug), file: `${t.slug}.html` })),
    ...STATIC_PAGES.map((page) => ({ url: staticPagePath(page), file: `${page}.html` })),
    { url: '/404', file: '404.html' },
  ];
}

export interface Rendered {
  html: string;
  head: string;
  route: Route;
}

/** Renders one URL to HTML in zh; a tool page's component is loaded through the same lazy loader the browser uses. */
export async function render(url: string): Promise<Rendered> {
  const route = matchRoute(url, (slug) => Boolean(findTool(slug)));
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  let Tool: ComponentType | undefined;
  if (route.kind === 'tool') Tool = (await toolPageLoader(route.slug)?.())?.default;
  const html = renderToString(<App route={route} Tool={Tool} cache={cache} />);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  return { html, head: headTags(route) + styles, route };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function headTags(route: Route): string {
  const siteName = translate('zh', 'site.name');
  let title = translate('zh', 'site.title');
  let description = translate('zh', 'site.description');
  if (route.kind === 'tool') {
    const meta = findTool(route.slug)!;
    title = `${meta.name.zh} - ${siteName}`;
    description = meta.description.zh;
  } else if (route.kind === 'category') {
    const c = CATEGORIES.find((x) => x.id === route.category)!;
    title = `${c.zh} - ${siteName}`;
  } else if (route.kind === 'page') {
    const doc = LEGAL[route.page].zh;
    title = `${doc.title} - ${siteName}`;
    description = doc.lead;
  } else if (route.kind === 'notFound') {
    title = `${translate('zh', 'notFound.title')} - ${siteName}`;
  }
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
  ].join('\n    ');
}
