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
