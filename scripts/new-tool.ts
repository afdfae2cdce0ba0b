/**
 * `npm run new-tool -- <slug> <category> <kind>` writes a tool folder on the kit (kind: text, file or
 * options): meta, placeholder icon, messages, the logic module with a table-driven test, the page, and an
 * e2e skeleton. The logic and its tests fail until they are written: a tool is listed when it works.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isCategoryId } from '../src/common/categories.js';
import { SLUG_PATTERN } from '../src/common/tool-meta.js';
import { formattedToolFiles, type ToolKind, TOOL_KINDS } from './new-tool-templates.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The reference catalogue (names and keywords), when this checkout sits beside the shared folder. */
const CATALOGUE = path.resolve(ROOT, '../shared/reference/catalogue.json');

function fail(message: string): never {
  console.error(`new-tool: ${message}`);
  console.error(`usage: npm run new-tool -- <slug> <category> <${TOOL_KINDS.join('|')}>`);
  process.exit(2);
}

function catalogueEntry(slug: string): { name: string; keywords: string[] } | null {
  if (!existsSync(CATALOGUE)) return null;
  const data = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as {
    categories: { tools: { path: string; name: string; keywords: string[] }[] }[];
  };
  for (const c of data.categories) for (const t of c.tools) if (t.path === slug) return t;
  return null;
}

const [slug, category, kind] = process.argv.slice(2);
if (!slug || !SLUG_PATTERN.test(slug)) fail(`"${slug ?? ''}" is not a slug (letters, digits, underscores)`);
if (!category || !isCategoryId(category)) fail(`"${category ?? ''}" is not a category`);
if (!kind || !(TOOL_KINDS as readonly string[]).includes(kind)) fail(`"${kind ?? ''}" is not a kind`);
const folder = path.join(ROOT, 'src/tools', slug);
if (existsSync(folder)) fail(`src/tools/${slug} exists already`);

const entry = catalogueEntry(slug);
const files = await formattedToolFiles(
  {
    slug,
    category,
    kind: kind as ToolKind,
    zhName: entry?.name ?? slug,
    keywords: entry?.keywords ?? [slug],
  },
  ROOT,
);
mkdirSync(folder, { recursive: true });
for (const [file, text] of Object.entries(files)) {
  const target = path.join(ROOT, file);
  if (existsSync(target)) fail(`${file} exists already`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  console.log(`wrote ${file}`);
}
console.log(`\nNext: write the logic and its test rows, the names and intro in meta.ts, the icon, and the e2e flow.`);
