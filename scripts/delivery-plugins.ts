/**
 * Vite plugins that keep the JavaScript a page needs before it is interactive small (see
 * scripts/bundle-budget.ts for the budget they serve, docs/architecture.md "Delivery").
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

/**
 * One `core` chunk for what every page runs before hydrating: everything statically imported by the
 * client entry and by the page shell. Left to itself the bundler splits this set by which pages share
 * each module into a score of small chunks, and brotli compresses one file far better than twenty
 * (about 8 KB on the home page). Lazily loaded parts (dialogs, panels, tools) stay out of it.
 */
export function coreChunk(roots: string[]): { plugin: Plugin; test: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let core: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'toolbox:core-chunk',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  const test = (id: string) => {
    if (!core) {
      core = new Set();
      const stack = [...imports.keys()].filter((id) => roots.some((root) => id.endsWith(root)));
      if (stack.length !== roots.length) throw new Error(`core chunk: roots not found (${roots.join(', ')})`);
      while (stack.length) {
        const next = stack.pop()!;
        if (core.has(next)) continue;
        core.add(next);
        stack.push(...(imports.get(next) ?? []));
      }
    }
    return core.has(id);
  };
  return { plugin, test };
}

const MUI_STYLES = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]/;

/**
 * MUI's `createTheme` and `ThemeProvider` carry the CSS-variables theme machinery (color schemes,
 * the scheme script, storage sync: about 5 KB brotli) whether a theme uses it or not. Our theme does not
 * (`src/web/theme.ts`: one light palette, no `cssVariables`, no `colorSchemes`), and for such a theme
 * both already take their "no vars" path; this plugin makes them only that path, and fails loudly if
 * the theme ever asks for CSS variables.
 */
export function muiThemeWithoutCssVars(): Plugin {
  return {
    name: 'toolbox:mui-theme-without-css-vars',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0];
      if (!MUI_STYLES.test(file)) return null;
      if (/[\\/]createTheme\.js$/.test(file)) {
        return `import createThemeNoVars from "./createThemeNoVars.js";
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options)
    throw new Error('toolbox: CSS-variable themes are left out of the build (scripts/delivery-plugins.ts)');
  return createThemeNoVars(options, ...args);
}
`;
      }
      if (/[\\/]ThemeProvider\.js$/.test(file)) {
        return `'use client';
import * as React from 'react';
import ThemeProviderNoVars from "./ThemeProviderNoVars.js";
import THEME_ID from "./identifier.js";
import { jsx as _jsx } from "react/jsx-runtime";
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme)
      throw new Error('toolbox: CSS-variable themes are left out of the build (scripts/delivery-plugins.ts)');
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
`;
      }
      return null;
    },
  };
}

/** A tool's `meta.ts` as the registry imports it (server side only); `?full` is a tool page's own copy. */
const TOOL_META = /[\\/]src[\\/]tools[\\/][^\\/]+[\\/]meta\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** What a page needs of each tool to hydrate (navigation, cards, more tools, search results): src/web/registry.ts. */
export interface ToolIndexEntry {
  slug: string;
  /** The zh name. */
  name: string;
  /** The en name (the en pages' navigation and search; descriptions come with `virtual:tool-texts`). */
  en: string;
  category: string;
  order: number;
  added?: string;
}

/** The id of the HTML's link to the tool index (src/web/registry.ts `TOOL_INDEX_LINK_ID`). */
export const TOOL_INDEX_LINK_ID = 'tool-index';

/**
 * The tool index: every tool's slug, zh and en names, category, order and date, as one JSON file
 * (`/assets/tool-index-<hash>.json`, immutable) that every page's HTML preloads
 * (`<link id="tool-index" rel="preload" as="fetch">`) and the registry reads before hydrating
 * (src/web/registry.ts `loadToolIndex`). So the JavaScript a page runs carries nothing per tool and does
 * not change when a tool is added: a new tool adds about 17 bytes (brotli) to this data file. The
 * server-side render keeps the whole metas, and a tool's meta module never reaches a browser chunk (the
 * build fails if one does).
 */
export function toolIndex(toolsDir: string): Plugin {
  let href = '/tool-index.json'; // the dev server's address; a build's has the content hash
  const client = (name: string) => name === 'client';
  const json = (watch?: (file: string) => void) => JSON.stringify(toolIndexEntries(toolsDir, watch));
  return {
    name: 'toolbox:tool-index',
    buildStart() {
      if (this.environment.config.command !== 'build' || !client(this.environment.name)) return;
      const source = json((file) => this.addWatchFile(file));
      const fileName = `assets/tool-index-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.json`;
      this.emitFile({ type: 'asset', fileName, source });
      href = `/${fileName}`;
    },
    // In the browser build a bare meta module is only referenced from the registry's server branch.
    transform(code, id) {
      if (client(this.environment.name) && TOOL_META.test(id)) return { code, map: null, moduleSideEffects: false };
      return null;
    },
    generateBundle(_options, bundle) {
      if (!client(this.environment.name)) return;
      for (const chunk of Object.values(bundle)) {
        const meta = chunk.type === 'chunk' ? chunk.moduleIds.find((m) => TOOL_META.test(m)) : undefined;
        if (meta) this.error(`${meta} is in the browser chunk ${chunk.fileName}: pages read the tool index instead`);
      }
    },
    // Every page asks for the index as soon as its HTML arrives, alongside its chunks.
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { id: TOOL_INDEX_LINK_ID, rel: 'preload', as: 'fetch', crossorigin: '', href },
        injectTo: 'head',
      },
    ],
    configureServer(server) {
      server.middlewares.use(href, (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(json());
      });
    },
  };
}

/** The tool index, read from each tool folder's `meta.ts` (its literal values). */
export function toolIndexEntries(toolsDir: string, watch: (file: string) => void = () => {}): ToolIndexEntry[] {
  return toolMetaObjects(toolsDir, watch).map(({ file, field }) => {
    const value = (name: string, optional = false) => {
      const node = field(name, optional);
      return node && literalValue(node, `${file}: ${name}`);
    };
    const name = value('name') as { zh?: unknown; en?: unknown };
    const entry: ToolIndexEntry = {
      slug: value('slug') as string,
      name: name.zh as string,
      en: name.en as string,
      category: value('category') as string,
      order: value('order') as number,
    };
    const added = value('added', true);
    if (added !== undefined) entry.added = added as string;
    for (const [key, v] of Object.entries(entry))
      if (typeof v !== (key === 'order' ? 'number' : 'string')) throw new Error(`${file}: unexpected ${key} value`);
    return entry;
  });
}

/** Each tool folder's `defineTool({...})` object, with a lookup of its properties' value nodes. */
function toolMetaObjects(
  toolsDir: string,
  watch: (file: string) => void,
): { file: string; code: string; field: (name: string, optional?: boolean) => Node | undefined }[] {
  const out = [];
  for (const slug of readdirSync(toolsDir).sort()) {
    const file = path.join(toolsDir, slug, 'meta.ts');
    if (!existsSync(file)) continue;
    watch(file);
    const code = readFileSync(file, 'utf8');
    const program = parseAst(code, { lang: 'ts' }) as unknown as { body: Node[] };
    const declaration = program.body.find((n) => n.type === 'ExportDefaultDeclaration')?.declaration as
      Node | undefined;
    const object = (declaration?.arguments as Node[] | undefined)?.[0];
    if (object?.type !== 'ObjectExpression') throw new Error(`${file}: expected \`export default defineTool({...})\``);
    const field = (name: string, optional = false) => {
      const property = (object.properties as Node[]).find((p) => keyName(p) === name);
      const value = property?.value as Node | undefined;
      if (!value && !optional) throw new Error(`${file}: no ${name}`);
      return value;
    };
    out.push({ file, code, field });
  }
  return out;
}

/** The value of a literal: a string, number or boolean, or an object or array of them (nothing computed). */
function literalValue(node: Node, where: string): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      if ((node.expressions as Node[]).length === 0) return quasis[0].value.cooked;
      break;
    }
    case 'ArrayExpression':
      return (node.elements as Node[]).map((e) => literalValue(e, where));
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as Node[]).map((p) => {
          const key = keyName(p);
          if (key === undefined) throw new Error(`${where}: expected plain keys`);
          return [key, literalValue(p.value as Node, where)];
        }),
      );
  }
  throw new Error(`${where}: expected a literal value`);
}

/** A property's name: `name: ...` or `"name": ...`. */
function keyName(property: Node): string | undefined {
  const key = property.key as Node | undefined;
  if (key?.type === 'Identifier') return String(key.name);
  if (key?.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

const TOOL_TEXTS = 'virtual:tool-texts';

/**
 * `virtual:tool-texts`: every tool's `{ slug, name, description }` (both languages), one small module
 * generated from the tool folders' `meta.ts` (their literal values, copied), loaded when a visitor
 * switches to English (src/web/registry.ts `loadToolTexts`).
 */
export function toolTexts(toolsDir: string): Plugin {
  return {
    name: 'toolbox:tool-texts',
    resolveId: (id) => (id === TOOL_TEXTS ? `\0${TOOL_TEXTS}` : null),
    load(id) {
      if (id !== `\0${TOOL_TEXTS}`) return null;
      const entries = toolMetaObjects(toolsDir, (file) => this.addWatchFile(file)).map(({ code, field }) => {
        const source = (name: string) => {
          const value = field(name)!;
          return code.slice(value.start, value.end);
        };
        return `{ slug: ${source('slug')}, name: ${source('name')}, description: ${source('description')} }`;
      });
      return `export default [\n${entries.join(',\n')}\n];\n`;
    },
  };
}
