import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from './App.js';
import { matchRoute, type Route } from './routes.js';
import { TOOLS, findTool } from './registry.js';
import { createEmotionCache } from './emotion.js';
import { CATEGORIES } from '../common/categories.js';
import { toolPath } from '../common/tool-meta.js';
import { translate } from './i18n/index.js';

const pages = import.meta.glob<{ default: ComponentType }>('../tools/*/*Page.tsx', { eager: true });

function toolComponent(slug: string): ComponentType | undefined {
  const key = Object.keys(pages).find((k) => k.startsWith(`../tools/${slug}/`));
  return key ? pages[key].default : undefined;
}

/** Every path the build pre-renders, with the file it is written to. */
export function prerenderTargets(): { url: string; file: string }[] {
  return [
    { url: '/', file: 'index.html' },
    ...CATEGORIES.map((c) => ({ url: `/category/${c.id}`, file: `category/${c.id}.html` })),
    ...TOOLS.map((t) => ({ url: toolPath(t.slug), file: `${t.slug}.html` })),
    { url: '/404', file: '404.html' },
  ];
}

export interface Rendered {
  html: string;
  head: string;
  route: Route;
}

export function render(url: string): Rendered {
  const route = matchRoute(url, (slug) => Boolean(findTool(slug)));
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const Tool = route.kind === 'tool' ? toolComponent(route.slug) : undefined;
  const html = renderToString(<App route={route} Tool={Tool} cache={cache} />);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  return { html, head: headTags(route) + styles, route };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function headTags(route: Route): string {
  let title = translate('zh', 'site.title');
  let description = translate('zh', 'site.description');
  if (route.kind === 'tool') {
    const meta = findTool(route.slug)!;
    title = `${meta.name.zh} - ${translate('zh', 'site.name')}`;
    description = meta.description.zh;
  } else if (route.kind === 'category') {
    const c = CATEGORIES.find((x) => x.id === route.category)!;
    title = `${c.zh} - ${translate('zh', 'site.name')}`;
  } else if (route.kind === 'notFound') {
    title = `${translate('zh', 'notFound.title')} - ${translate('zh', 'site.name')}`;
  }
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
  ].join('\n    ');
}
