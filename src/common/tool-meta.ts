import { type CategoryId, categoryIndex } from './categories.js';

export interface Localized {
  zh: string;
  en: string;
}

/** Everything the site needs to know about a tool; one `meta.ts` per tool folder. */
export interface ToolMeta {
  /** The tool's path: its page is `/{slug}.html`. Letters, digits and underscores. */
  slug: string;
  name: Localized;
  /** One-line description (cards, search engines, share cards). */
  description: Localized;
  keywords: string[];
  category: CategoryId;
  /** Paragraphs of the "introduction and usage" section. */
  intro: { zh: string[]; en: string[] };
  /** Position inside its category (lower first). */
  order: number;
  /** ISO date the tool was added; a tool newer than 60 days gets a "NEW" mark. */
  added?: string;
  /** Old slugs of this tool: `/{old}.html` answers with a permanent redirect to `/{slug}.html`. */
  redirectFrom?: string[];
}

export const SLUG_PATTERN = /^[a-z0-9_]+$/i;

export function defineTool(meta: ToolMeta): ToolMeta {
  return meta;
}

/** The registry's one ordering: by category, then `order`, then slug. */
export function sortTools(tools: ToolMeta[]): ToolMeta[] {
  return [...tools].sort(
    (a, b) =>
      categoryIndex(a.category) - categoryIndex(b.category) || a.order - b.order || a.slug.localeCompare(b.slug),
  );
}

export function toolPath(slug: string): string {
  return `/${slug}.html`;
}

export function toolIconPath(slug: string): string {
  return `/icons/${slug}.svg`;
}

/** The item `GET /api/get_tool_list` answers with (the spec's "tool list item"). */
export interface ToolListItem {
  icon: string;
  name: string;
  keyword: string;
  url?: string;
  path: string;
}

export function toToolListItem(meta: ToolMeta): ToolListItem {
  return {
    icon: toolIconPath(meta.slug),
    name: meta.name.zh,
    keyword: [...meta.keywords, meta.name.en].join('|'),
    path: meta.slug,
  };
}
