/**
 * Where each tool's own chunks are: its page and its full meta (the registry's copy leaves out the
 * introduction and keywords). Only tool pages load this map (src/web/route-page.tsx), so the home and
 * category pages do not carry a loader per tool.
 */
import type { ComponentType } from 'react';
import type { ToolMeta } from '../common/tool-meta.js';

/** Each tool's page is its own lazily loaded chunk. */
const pageLoaders = import.meta.glob<{ default: ComponentType }>('../tools/*/*Page.tsx');

/** The glob key of a tool's module: `../tools/<slug>/…`. */
function keyOf(modules: Record<string, unknown>, slug: string): string | undefined {
  return Object.keys(modules).find((k) => k.startsWith(`../tools/${slug}/`));
}

export function toolPageLoader(slug: string): (() => Promise<{ default: ComponentType }>) | undefined {
  const key = keyOf(pageLoaders, slug);
  return key ? pageLoaders[key] : undefined;
}

/** The tool page's source file from the project root (its key in the build manifest), e.g. `src/tools/qrcode/QrcodePage.tsx`. */
export function toolPageSource(slug: string): string | undefined {
  const key = keyOf(pageLoaders, slug);
  return key ? `src/${key.slice(3)}` : undefined;
}

/** Each tool's whole meta (introduction and keywords included: scripts/delivery-plugins.ts). */
const fullMetas = import.meta.glob<{ default: ToolMeta }>('../tools/*/meta.ts', { query: '?full' });

export async function loadFullMeta(slug: string): Promise<ToolMeta | undefined> {
  const key = keyOf(fullMetas, slug);
  return key ? (await fullMetas[key]()).default : undefined;
}

/** The full meta's module id in the build manifest. */
export function fullMetaSource(slug: string): string {
  return `src/tools/${slug}/meta.ts?full`;
}
