import { sortTools, type ToolMeta } from '../common/tool-meta.js';

/** Generated from the tool folders: every `src/tools/<slug>/meta.ts`. */
const metaModules = import.meta.glob<{ default: ToolMeta }>('../tools/*/meta.ts', { eager: true });

export const TOOLS: ToolMeta[] = sortTools(Object.values(metaModules).map((m) => m.default));

export function findTool(slug: string): ToolMeta | undefined {
  return TOOLS.find((t) => t.slug === slug);
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
