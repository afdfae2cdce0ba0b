import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { sortTools, type ToolMeta } from '../common/tool-meta.js';

export const TOOLS_DIR = fileURLToPath(new URL('../tools', import.meta.url));

function toolFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** The same registry the web side builds with import.meta.glob: every `src/tools/<slug>/meta.ts`. */
export async function loadTools(dir = TOOLS_DIR): Promise<ToolMeta[]> {
  const metas: ToolMeta[] = [];
  for (const folder of toolFolders(dir)) {
    const file = path.join(dir, folder, 'meta.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { default: ToolMeta };
    metas.push(mod.default);
  }
  return sortTools(metas);
}

export interface ToolServer {
  slug: string;
  plugin: FastifyPluginAsync;
}

/** The server side of the tools that have one: every `src/tools/<slug>/server.ts` (default export: a Fastify plugin). */
export async function loadToolServers(dir = TOOLS_DIR): Promise<ToolServer[]> {
  const servers: ToolServer[] = [];
  for (const folder of toolFolders(dir)) {
    const file = path.join(dir, folder, 'server.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { default: FastifyPluginAsync };
    servers.push({ slug: folder, plugin: mod.default });
  }
  return servers;
}
