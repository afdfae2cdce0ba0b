import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from './App.js';
import {
  catalogOf,
  FEEDBACK_PATH,
  liveCategories,
  matchRoute,
  STATIC_PAGES,
  staticPagePath,
  type Route,
} from './routes.js';
import { TOOLS, findTool } from './registry.js';
import { loadRoutePage, routeSources } from './route-page.js';
import { createEmotionCache } from './emotion.js';
import { LANGS, langOfPath, localePath, type Lang } from '../common/lang.js';
import { ORIGIN_PLACEHOLDER } from '../common/public-origin.js';
import { toolPath } from '../common/tool-meta.js';
import { loadLang, translate } from './i18n/index.js';
import { languageLinks, shareMetaTags } from './share/meta-tags.js';
import { shareImagePath } from './share/images.js';
import { pageHead } from './page-head.js';

/** The source of what an en page loads before it hydrates besides its route's chunks: the en strings. */
const EN_SOURCES = ['src/web/i18n/en.ts'];

/**
 * Every path the build pre-renders, with the file it is written to: each page in zh (at the root) and in
 * en (under `/en/`). Categories without tools are left out (their address answers 404).
 */
export function prerenderTargets(): { url: string; file: string }[] {
  const zh = [
    { url: '/', file: 'index.html' },
    ...liveCategories(TOOLS).map((c) => ({ url: `/category/${c.id}`, file: `category/${c.id}.html` })),
    ...TOOLS.map((t) => ({ url: toolPath(t.slug), file: `${t.slug}.html` })),
    ...STATIC_PAGES.map((page) => ({ url: staticPagePath(page), file: `${page}.html` })),
    { url: FEEDBACK_PATH, file: 'feedback.html' },
    { url: '/404', file: '404.html' },
  ];
  return LANGS.flatMap((lang) =>
    zh.map(({ url, file }) => ({ url: localePath(url, lang), file: lang === 'zh' ? file : `${lang}/${file}` })),
  );
}

export interface Rendered {
  html: string;
  head: string;
  route: Route;
  lang: Lang;
  /** The source files of the chunks the page loads before it hydrates (scripts/prerender.ts preloads them). */
  sources: string[];
}

/** Renders one URL (`/en/...` in en) to HTML; the page (and a tool's component) is loaded through the same loader the browser uses. */
export async function render(url: string): Promise<Rendered> {
  const lang = langOfPath(url);
  await loadLang(lang);
  const route = matchRoute(url, catalogOf(TOOLS));
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const Page = await loadRoutePage(route);
  const html = renderToString(<App Page={Page} cache={cache} lang={lang} />);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  const sources = await routeSources(route);
  // The en strings are shared by every en page: they go with the page's shared chunks, before a tool's own.
  if (lang === 'en') sources.splice(route.kind === 'tool' ? 2 : sources.length, 0, ...EN_SOURCES);
  return { html, head: headTags(route, lang) + styles, route, lang, sources };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function headTags(route: Route, lang: Lang): string {
  const { title, description, path } = pageHead(route, lang);
  const image = shareImagePath(route.kind === 'tool' ? findTool(route.slug)!.slug : undefined);
  const siteName = translate(lang, 'site.name');
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    // Share cards (Open Graph, Twitter, WeChat/QQ) and language links: every page but the 404 page.
    ...(path === null
      ? []
      : [
          ...languageLinks(path, lang, ORIGIN_PLACEHOLDER),
          ...shareMetaTags({ title, description, path, image, siteName, lang }, ORIGIN_PLACEHOLDER),
        ]),
  ].join('\n    ');
}
