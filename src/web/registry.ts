import type { CategoryId } from '../common/categories.js';
import { sortTools, type ToolMeta } from '../common/tool-meta.js';

/**
 * Every tool's meta, in the registry's one order. The server (pre-rendering) has the whole metas, from
 * the tool folders. In the browser it starts empty and `loadToolIndex()` fills it before the page
 * hydrates, from the tool index (scripts/delivery-plugins.ts `toolIndex`): slug, zh and en names,
 * category, order and date, as a JSON file the page's HTML preloads. So no page's JavaScript carries
 * anything per tool, nor changes when a tool is added. Left out there: the introduction and keywords (a
 * tool's own page loads its full meta), the descriptions (pre-rendered cards keep their server HTML; a
 * visitor who switches language loads them: `loadToolTexts`).
 */
export const TOOLS: ToolMeta[] = import.meta.env.SSR
  ? sortTools(
      Object.values(import.meta.glob<{ default: ToolMeta }>('../tools/*/meta.ts', { eager: true })).map(
        (m) => m.default,
      ),
    )
  : [];

export function findTool(slug: string): ToolMeta | undefined {
  return TOOLS.find((t) => t.slug === slug);
}

/** One entry of the tool index (the JSON file). */
interface ToolIndexEntry {
  slug: string;
  name: string;
  en: string;
  category: CategoryId;
  order: number;
  added?: string;
}

/** The id of the page's link to the tool index (written by scripts/delivery-plugins.ts `toolIndex`). */
export const TOOL_INDEX_LINK_ID = 'tool-index';

/** Fills the browser's registry from the tool index; the page's HTML has already asked for the file. */
export async function loadToolIndex(): Promise<void> {
  if (import.meta.env.SSR || TOOLS.length > 0) return;
  const link = document.getElementById(TOOL_INDEX_LINK_ID) as HTMLLinkElement | null;
  if (!link) throw new Error('this page does not link the tool index');
  const response = await fetch(link.href);
  if (!response.ok) throw new Error(`tool index: ${response.status}`);
  const entries = (await response.json()) as ToolIndexEntry[];
  TOOLS.push(
    ...sortTools(
      entries.map(({ slug, name, en, category, order, added }) => ({
        slug,
        name: { zh: name, en },
        description: { zh: '', en: '' },
        keywords: [],
        category,
        intro: { zh: [], en: [] },
        order,
        ...(added ? { added } : {}),
      })),
    ),
  );
}

/**
 * The tools' descriptions and en names: the registry's copy in the browser leaves them out (the
 * pre-rendered cards keep their server HTML); a visitor who picks English loads them all at once, and
 * they fill the registry's metas in place.
 */
let textsLoaded = typeof window === 'undefined'; // the server's copy is complete

export async function loadToolTexts(): Promise<void> {
  if (textsLoaded) return;
  const { default: texts } = await import('virtual:tool-texts');
  for (const text of texts) {
    const meta = findTool(text.slug);
    if (meta) Object.assign(meta, { name: text.name, description: text.description });
  }
  textsLoaded = true;
}

/** Whether every meta has its descriptions and en names (always on the server). */
export function toolTextsLoaded(): boolean {
  return textsLoaded;
}
