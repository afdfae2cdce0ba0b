import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from './App.js';
import { FEEDBACK_PATH, matchRoute, STATIC_PAGES, staticPagePath, type Route } from './routes.js';
import { TOOLS, findTool } from './registry.js';
import { loadRoutePage, routeSources } from './route-page.js';
import { createEmotionCache } from './emotion.js';
import { CATEGORIES } from '../common/categories.js';
import { toolPath } from '../common/tool-meta.js';
import { translate } from './i18n/index.js';
import { LEGAL } from './pages/legal.js';
import { parsePublicOrigin, shareMetaTags } from './share/meta-tags.js';
import { shareImagePath } from './share/images.js';
import { feedbackMessages } from './feedback/messages.js';

/** Where the site is served, for absolute share URLs: PUBLIC_ORIGIN at build (pre-render) time. */
const PUBLIC_ORIGIN = parsePublicOrigin(process.env.PUBLIC_ORIGIN);

/** Every path the build pre-renders, with the file it is written to. */
export function prerenderTargets(): { url: string; file: string }[] {
  return [
    { url: '/', file: 'index.html' },
    ...CATEGORIES.map((c) => ({ url: `/category/${c.id}`, file: `category/${c.id}.html` })),
    ...TOOLS.map((t) => ({ url: toolPath(t.slug), file: `${t.slug}.html` })),
    ...STATIC_PAGES.map((page) => ({ url: staticPagePath(page), file: `${page}.html` })),
    { url: FEEDBACK_PATH, file: 'feedback.html' },
    { url: '/404', file: '404.html' },
  ];
}

export interface Rendered {
  html: string;
  head: string;
  route: Route;
  /** The source files of the chunks the page loads before it hydrates (scripts/prerender.ts preloads them). */
  sources: string[];
}

/** Renders one URL to HTML in zh; the page (and a tool's component) is loaded through the same loader the browser uses. */
export async function render(url: string): Promise<Rendered> {
  const route = matchRoute(url, (slug) => Boolean(findTool(slug)));
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const Page = await loadRoutePage(route);
  const html = renderToString(<App Page={Page} cache={cache} />);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  return { html, head: headTags(route) + styles, route, sources: await routeSources(route) };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function headTags(route: Route): string {
  const siteName = translate('zh', 'site.name');
  let title = translate('zh', 'site.title');
  let description = translate('zh', 'site.description');
  let path: string | null = '/';
  if (route.kind === 'tool') {
    const meta = findTool(route.slug)!;
    title = `${meta.name.zh} - ${siteName}`;
    description = meta.description.zh;
    path = toolPath(meta.slug);
  } else if (route.kind === 'category') {
    const c = CATEGORIES.find((x) => x.id === route.category)!;
    title = `${c.zh} - ${siteName}`;
    path = `/category/${c.id}`;
  } else if (route.kind === 'page') {
    const doc = LEGAL[route.page].zh;
    title = `${doc.title} - ${siteName}`;
    description = doc.lead;
    path = staticPagePath(route.page);
  } else if (route.kind === 'feedback') {
    title = `${feedbackMessages.zh.title} - ${siteName}`;
    description = feedbackMessages.zh.lead;
    path = FEEDBACK_PATH;
  } else if (route.kind === 'notFound') {
    title = `${translate('zh', 'notFound.title')} - ${siteName}`;
    path = null;
  }
  const image = shareImagePath(route.kind === 'tool' ? route.slug : undefined);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    // Share cards (Open Graph, Twitter, WeChat/QQ): every page but the 404 page.
    ...(path === null ? [] : shareMetaTags({ title, description, path, image, siteName }, PUBLIC_ORIGIN)),
  ].join('\n    ');
}
