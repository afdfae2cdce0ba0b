import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { buildMindMap, fileStem, MAX_CHARS, MAX_NODES, outline, textOf } from './mindmap.js';

describe('buildMindMap', () => {
  it('headings and lists become one tree', () => {
    const map = buildMindMap('# 项目\n## 目标\n- 上线\n- **增长**\n## 人员\n1. 小明\n2. 小红\n', 'en');
    expect(outline(map.root)).toBe(
      ['项目', '  目标', '    上线', '    增长', '  人员', '    1. 小明', '    2. 小红'].join('\n'),
    );
    expect(map.nodes).toBe(7);
    expect(map.depth).toBe(3);
    expect(fileStem(map, 'mindmap')).toBe('项目');
  });

  it('several top headings share an empty root', () => {
    const map = buildMindMap('# A\n# B\n', 'en');
    expect(outline(map.root)).toBe('A\nB');
    expect(fileStem(map, 'mindmap')).toBe('mindmap');
  });

  it.each([
    ['CRLF', '# 根\r\n- 子\r\n'],
    ['emoji and astral', '# 🎯 目标 𠮷\n- 😀\n'],
  ])('%s', (_, md) => {
    const map = buildMindMap(md, 'en');
    expect(map.nodes).toBe(2);
    expect(outline(map.root)).not.toContain('\r');
  });

  it('nested lists give depth', () => {
    const map = buildMindMap('- a\n  - b\n    - c\n      - d\n', 'en');
    expect(map.depth).toBeGreaterThanOrEqual(4);
  });

  it('a big outline up to MAX_NODES, refused beyond', () => {
    const md = (n: number) => `# 大纲\n${Array.from({ length: n }, (_, i) => `## 节 ${i}\n- 点 ${i}\n`).join('')}`;
    expect(buildMindMap(md(249), 'en').nodes).toBe(499);
    expect(() => buildMindMap(md(2000), 'en')).toThrow(
      new InputError(`The outline has 4001 nodes; over ${MAX_NODES} take long to draw: split it into several maps`),
    );
  });

  it.each([
    ['', 'Type a Markdown outline'],
    ['   \n', 'Type a Markdown outline'],
    ['x'.repeat(MAX_CHARS + 1), 'The outline is too long (over 500,000 characters): split it into several maps'],
  ])('refuses %#', (md, message) => {
    expect(() => buildMindMap(md, 'en')).toThrow(new InputError(message));
  });
});

describe('textOf', () => {
  it.each([
    ['&#x9879;&#x76ee;', '项目'],
    ['<strong>&#x589e;</strong> &amp; <em>b</em>', '增 & b'],
    ['&#128512;', '😀'],
    ['&unknown;', '&unknown;'],
  ])('%s', (html, text) => {
    expect(textOf(html)).toBe(text);
  });
});
