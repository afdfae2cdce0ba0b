import type { ComponentType } from 'react';
import { sortTools, type ToolMeta } from '../common/tool-meta.js';

/** Generated from the tool folders: every `src/tools/<slug>/meta.ts`. */
const metaModules = import.meta.glob<{ default: ToolMeta }>('../tools/*/meta.ts', { eager: true });
/** Each tool's page is its own lazily loaded chunk. */
const pageLoaders = import.meta.glob<{ default: ComponentType }>('../tools/*/*Page.tsx');

export const TOOLS: ToolMeta[] = sortTools(Object.values(metaModules).map((m) => m.default));

export function findTool(slug: string): ToolMeta | undefined {
  return TOOLS.find((t) => t.slug === slug);
}

export function toolPageLoader(slug: string): (() => Promise<{ default: ComponentType }>) | undefined {
  const key = Object.keys(pageLoaders).find((k) => k.startsWith(`../tools/${slug}/`));
  return key ? pageLoaders[key] : undefined;
}

/** The tool page's source file from the project root (its key in the build manifest), e.g. `src/tools/qrcode/QrcodePage.tsx`. */
export function toolPageSource(slug: string): string | undefined {
  const key = Object.keys(pageLoaders).find((k) => k.startsWith(`../tools/${slug}/`));
  return key ? `src/${key.slice(3)}` : undefined;
}

/**
 * Each tool's whole meta. In the browser build the registry's copy above leaves out what only a tool's
 * own page shows (introduction, search keywords: scripts/delivery-plugins.ts); a tool page loads this.
 */
const fullMetas = import.meta.glob<{ default: ToolMeta }>('../tools/*/meta.ts', { query: '?full' });

export async function loadFullMeta(slug: string): Promise<ToolMeta | undefined> {
  const key = Object.keys(fullMetas).find((k) => k.startsWith(`../tools/${slug}/`));
  return key ? (await fullMetas[key]()).default : undefined;
}

/** The full meta's module id in the build manifest. */
export function fullMetaSource(slug: string): string {
  return `src/tools/${slug}/meta.ts?full`;
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
