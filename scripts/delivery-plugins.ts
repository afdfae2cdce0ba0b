/**
 * Vite plugins that keep the JavaScript a page needs before it is interactive small (see
 * scripts/bundle-budget.ts for the budget they serve, docs/architecture.md "Delivery").
 */
import type { Plugin } from 'vite';

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

/** A tool's `meta.ts` as every page imports it (the registry); `?full` asks for the whole of it. */
const TOOL_META = /[\\/]src[\\/]tools[\\/][^\\/]+[\\/]meta\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * Every page carries every tool's meta (navigation, cards, search): in the browser build that copy keeps
 * only what a page needs to hydrate — slug, zh name, category, order, dates. Left out:
 * - the introduction and the search keywords (only a tool's own page shows them; it loads its full
 *   meta, `meta.ts?full`; search filters the server's list);
 * - the descriptions and the en names: pre-rendered tool cards keep their server HTML
 *   (src/web/home/ToolCard.tsx), and a visitor who picks English loads them all at once
 *   (`virtual:tool-texts`, below).
 * So each tool adds tens of bytes, not hundreds, to every page. The server-side render keeps everything.
 */
export function lightToolMetas(): Plugin {
  return {
    name: 'toolbox:light-tool-metas',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!TOOL_META.test(id)) return null;
      const program = this.parse(code, { lang: 'ts' }) as unknown as { body: Node[] };
      const declaration = program.body.find((n) => n.type === 'ExportDefaultDeclaration')?.declaration as
        Node | undefined;
      const call = declaration?.type === 'CallExpression' ? declaration : undefined;
      const object = (call?.arguments as Node[] | undefined)?.[0];
      if (object?.type !== 'ObjectExpression') this.error(`${id}: expected \`export default defineTool({...})\``);
      const edits: { start: number; end: number; text: string }[] = [];
      for (const property of object.properties as Node[]) {
        const name = keyName(property);
        const value = property.value as Node;
        const text = code.slice(value.start, value.end);
        if (
          (['intro', 'name', 'description'].includes(name ?? '') && !text.startsWith('{')) ||
          (name === 'keywords' && !text.startsWith('['))
        )
          this.error(`${id}: unexpected ${name} value`);
        if (name === 'intro') edits.push({ start: value.start, end: value.end, text: '{ zh: [], en: [] }' });
        if (name === 'keywords') edits.push({ start: value.start, end: value.end, text: '[]' });
        if (name === 'description') edits.push({ start: value.start, end: value.end, text: "{ zh: '', en: '' }" });
        if (name === 'name') {
          const en = localized(value, 'en');
          if (!en) this.error(`${id}: expected name: { zh, en }`);
          edits.push({ start: en.start, end: en.end, text: "''" });
        }
      }
      let out = code;
      for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
      return { code: out, map: null };
    },
  };
}

/** A property's name: `name: ...` or `"name": ...`. */
function keyName(property: Node): string | undefined {
  const key = property.key as Node | undefined;
  if (key?.type === 'Identifier') return String(key.name);
  if (key?.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** The value node of `lang` in a `{ zh: ..., en: ... }` object literal. */
function localized(value: Node, lang: string): Node | undefined {
  if (value.type !== 'ObjectExpression') return undefined;
  const property = (value.properties as Node[]).find((p) => keyName(p) === lang);
  return property?.value as Node | undefined;
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
    async load(id) {
      if (id !== `\0${TOOL_TEXTS}`) return null;
      const { readdirSync, readFileSync, existsSync } = await import('node:fs');
      const path = await import('node:path');
      const entries: string[] = [];
      for (const slug of readdirSync(toolsDir).sort()) {
        const file = path.join(toolsDir, slug, 'meta.ts');
        if (!existsSync(file)) continue;
        this.addWatchFile(file);
        const code = readFileSync(file, 'utf8');
        const program = this.parse(code, { lang: 'ts' }) as unknown as { body: Node[] };
        const declaration = program.body.find((n) => n.type === 'ExportDefaultDeclaration')?.declaration as
          Node | undefined;
        const object = (declaration?.arguments as Node[] | undefined)?.[0];
        if (object?.type !== 'ObjectExpression') this.error(`${file}: expected \`export default defineTool({...})\``);
        const field = (name: string) => {
          const property = (object.properties as Node[]).find((p) => keyName(p) === name);
          const value = property?.value as Node | undefined;
          if (!value) this.error(`${file}: no ${name}`);
          return code.slice(value.start, value.end);
        };
        entries.push(`{ slug: ${field('slug')}, name: ${field('name')}, description: ${field('description')} }`);
      }
      return `export default [\n${entries.join(',\n')}\n];\n`;
    },
  };
}
