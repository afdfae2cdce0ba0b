import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { sortTools, type ToolMeta } from '../common/tool-meta.js';

export const TOOLS_DIR = fileURLToPath(new URL('../tools/', import.meta.url));

/** The same registry the web side builds with import.meta.glob: every `src/tools/<slug>/meta.ts`. */
export async function loadTools(dir = TOOLS_DIR): Promise<ToolMeta[]> {
  const folders = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory());
  const metas: ToolMeta[] = [];
  for (const folder of folders) {
    const file = path.join(dir, folder.name, 'meta.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { default: ToolMeta };
    metas.push(mod.default);
  }
  return sortTools(metas);
}
