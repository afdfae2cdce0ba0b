/** The tool registry is generated from the tool folders: every folder is complete and both sides agree. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCategoryId } from '../common/categories.js';
import { SLUG_PATTERN, toToolListItem } from '../common/tool-meta.js';
import { loadTools, TOOLS_DIR } from '../server/registry.js';
import { TOOLS, findTool } from './registry.js';
import { toolPageLoader } from './tool-chunks.js';
import { RESERVED_SLUGS } from './routes.js';

const folders = readdirSync(TOOLS_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

describe('tool folders', () => {
  it('there are tools', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  it.each(folders)('%s has meta.ts, icon.svg, a *Page.tsx and at least one *.test.ts', (folder) => {
    const files = readdirSync(path.join(TOOLS_DIR, folder));
    expect(files).toContain('meta.ts');
    expect(files).toContain('icon.svg');
    expect(
      files.filter((f) => /^[A-Z]\w*Page\.tsx$/.test(f)),
      'exactly one *Page.tsx',
    ).toHaveLength(1);
    expect(files.filter((f) => /\.test\.tsx?$/.test(f)).length, 'tests').toBeGreaterThan(0);
  });
});

describe('registry', () => {
  it('has one tool per folder, its slug being the folder name', () => {
    expect(TOOLS.map((t) => t.slug).sort()).toEqual(folders);
  });

  it('slugs are unique, well formed, and none is a reserved page name', () => {
    const slugs = TOOLS.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(SLUG_PATTERN);
      expect(RESERVED_SLUGS).not.toContain(slug);
    }
  });

  it('old slugs (redirectFrom) are well formed, unique, and never a live slug or a reserved name', () => {
    const live = new Set(TOOLS.map((t) => t.slug));
    const old = TOOLS.flatMap((t) => t.redirectFrom ?? []);
    expect(new Set(old).size).toBe(old.length);
    for (const slug of old) {
      expect(slug).toMatch(SLUG_PATTERN);
      expect(live.has(slug), slug).toBe(false);
      expect(RESERVED_SLUGS).not.toContain(slug);
    }
  });

  it.each(TOOLS.map((t) => [t.slug, t] as const))(
    '%s: a known category, names and texts in zh and en, a page',
    async (slug, tool) => {
      expect(isCategoryId(tool.category), tool.category).toBe(true);
      for (const text of [tool.name, tool.description]) {
        expect(text.zh.trim()).not.toBe('');
        expect(text.en.trim()).not.toBe('');
      }
      expect(tool.intro.zh.length).toBeGreaterThan(0);
      expect(tool.intro.en.length).toBeGreaterThan(0);
      expect(tool.keywords.length).toBeGreaterThan(0);
      expect(Number.isFinite(tool.order)).toBe(true);
      if (tool.added) expect(Number.isNaN(Date.parse(tool.added))).toBe(false);
      expect(findTool(slug)).toBe(tool);
      expect(existsSync(path.join(TOOLS_DIR, slug, 'icon.svg'))).toBe(true);
      const loader = toolPageLoader(slug);
      expect(loader).toBeTypeOf('function');
    },
  );

  it("the server's loadTools() and the web registry agree, in the same order", async () => {
    const server = await loadTools();
    expect(server).toEqual(TOOLS);
    expect(server.map(toToolListItem)).toEqual(TOOLS.map(toToolListItem));
  });

  it('findTool knows nothing else', () => {
    expect(findTool('nope')).toBeUndefined();
    expect(toolPageLoader('nope')).toBeUndefined();
  });
});
