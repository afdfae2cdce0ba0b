/**
 * A page's title, description and address in a language: the pre-rendered `<head>` (entry-server.tsx)
 * and, when a visitor switches language on the page, the tab's title (i18n/choice.ts) come from here.
 */
import { CATEGORIES } from '../common/categories.js';
import type { Lang } from '../common/lang.js';
import { toolPath } from '../common/tool-meta.js';
import { translate } from './i18n/index.js';
import { FEEDBACK_PATH, staticPagePath, type Route } from './routes.js';
import { findTool } from './registry.js';
import { LEGAL } from './pages/legal.js';
import { feedbackMessages } from './feedback/messages.js';

export interface PageHead {
  title: string;
  description: string;
  /** The page's address in zh terms (`/qrcode.html`), or null for the not-found page. */
  path: string | null;
}

export function pageHead(route: Route, lang: Lang): PageHead {
  const siteName = translate(lang, 'site.name');
  const titled = (name: string) => `${name} - ${siteName}`;
  const description = translate(lang, 'site.description');
  switch (route.kind) {
    case 'tool': {
      const meta = findTool(route.slug)!;
      return { title: titled(meta.name[lang]), description: meta.description[lang], path: toolPath(meta.slug) };
    }
    case 'category': {
      const c = CATEGORIES.find((x) => x.id === route.category)!;
      return { title: titled(c[lang]), description, path: `/category/${c.id}` };
    }
    case 'page': {
      const doc = LEGAL[route.page][lang];
      return { title: titled(doc.title), description: doc.lead, path: staticPagePath(route.page) };
    }
    case 'feedback':
      return {
        title: titled(feedbackMessages[lang].title),
        description: feedbackMessages[lang].lead,
        path: FEEDBACK_PATH,
      };
    case 'notFound':
      return { title: titled(translate(lang, 'notFound.title')), description, path: null };
    case 'home':
      return { title: translate(lang, 'site.title'), description, path: '/' };
  }
}
