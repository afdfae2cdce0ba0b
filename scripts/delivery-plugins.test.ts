import { describe, expect, it } from 'vitest';
import { loadTools, TOOLS_DIR } from '../src/server/registry.js';
import { TOOL_INDEX_LINK_ID } from '../src/web/registry.js';
import { toolIndex, toolIndexEntries } from './delivery-plugins.js';

describe('toolIndexEntries', () => {
  it('reads what pages need of every tool from the metas, as the server has them', async () => {
    const tools = await loadTools();
    const bySlug = new Map(toolIndexEntries(TOOLS_DIR).map((e) => [e.slug, e]));
    expect(bySlug.size).toBe(tools.length);
    for (const t of tools)
      expect(bySlug.get(t.slug), t.slug).toEqual({
        slug: t.slug,
        name: t.name.zh,
        en: t.name.en,
        category: t.category,
        order: t.order,
        ...(t.added ? { added: t.added } : {}),
      });
  });
});

describe('toolIndex', () => {
  it('links the index from every page under the id the registry looks for', () => {
    const plugin = toolIndex(TOOLS_DIR);
    const tags = (plugin.transformIndexHtml as unknown as () => { attrs: Record<string, string> }[])();
    expect(tags[0].attrs).toMatchObject({ id: TOOL_INDEX_LINK_ID, rel: 'preload', as: 'fetch' });
  });
});
