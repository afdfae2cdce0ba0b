import { describe, expect, it } from 'vitest';
import { buildLines, mergeRuns } from './lines.js';
import { run, texts, words } from './fixtures.testutil.js';

describe('runs into lines', () => {
  it.each([
    ['words on one baseline, spaces put back', [...words('The quick brown', 72, 100)], ['The quick brown']],
    ['Chinese runs join without spaces', [run('人工智能', 72, 100), run('正在改变', 112, 100)], ['人工智能正在改变']],
    [
      'a Latin run and a CJK run whose baselines differ by 2pt are one line',
      [run('版本', 72, 100), run('2.0', 92, 98)],
      ['版本2.0'],
    ],
    ['two lines, top first', [run('second', 72, 120), run('first', 72, 100)], ['first', 'second']],
    [
      'a wide gap splits a line (columns, tab stops)',
      [run('left', 72, 100), run('right', 300, 100)],
      ['left', 'right'],
    ],
    ['a bullet and its text stay together', [run('●', 90, 100), run('支持批量转换', 108, 100)], ['● 支持批量转换']],
    ['text drawn twice (fake bold) counts once', [run('粗体', 72, 100), run('粗体', 72.3, 100)], ['粗体']],
    ['rotated text is left out', [run('正文', 72, 100), run('水印', 200, 300, { angle: 45 })], ['正文']],
  ])('%s', (_, runs, want) => expect(texts(buildLines(runs))).toEqual(want));

  it('marks text drawn twice as bold, and keeps the words where they were drawn', () => {
    const [line] = buildLines([run('粗体', 72, 100), run('粗体', 72.3, 100)]);
    expect(line.runs[0].bold).toBe(true);
    const [two] = buildLines(words('net 9,314.10', 72, 100));
    expect(two.words.map((w) => w.text)).toEqual(['net', '9,314.10']);
  });

  it('merges glyph-by-glyph runs of one style into one, not across styles', () => {
    const glyphs = [...'Hello'].map((ch, i) => run(ch, 72 + i * 5, 100));
    const merged = mergeRuns([...glyphs, run('bold', 100.5, 100, { bold: true })]);
    expect(merged.map((r) => r.text)).toEqual(['Hello', 'bold']);
  });
});
