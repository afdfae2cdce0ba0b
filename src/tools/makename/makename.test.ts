import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildIndex,
  checkSurname,
  GENDERS,
  makeNames,
  markLine,
  MAX_NAMES,
  parsePoemLines,
  SOURCES,
  STOP_CHARS,
  type SurnameCheck,
} from './makename.js';

/** A fixed sequence of "random" words, so a test sees the same picks every run. */
function seq(start = 1) {
  let x = start;
  return (n: number) => Uint32Array.from({ length: n }, () => (x = (x * 1103515245 + 12345) >>> 0));
}

const text = readFileSync(new URL('../../common/poem-names/poem-lines.txt', import.meta.url), 'utf8');
const lines = parsePoemLines(text);
const index = buildIndex(lines);

describe('data/poem-lines.txt', () => {
  it('names its source and is small', () => {
    expect(text.slice(0, 400)).toContain('chinese-poetry 2.0.1 (MIT)');
    expect(text.slice(0, 400)).toContain('github.com/chinese-poetry/chinese-poetry');
    expect(Buffer.byteLength(text)).toBeLessThan(300_000);
  });
  it('has all three collections, every line ends a sentence and has a poem', () => {
    for (const s of ['shijing', 'chuci', 'tang'] as const)
      expect(lines.filter((l) => l.source === s).length).toBeGreaterThan(500);
    for (const l of lines) {
      expect(l.title).not.toBe('');
      expect(l.text).toMatch(/^[^\t@#]+$/u);
    }
    expect(lines.find((l) => l.text === '关关雎鸠，在河之洲。')).toMatchObject({
      title: '诗经·国风·周南·关雎',
      dynasty: '先秦',
      source: 'shijing',
    });
    expect(lines.find((l) => l.text.startsWith('帝高阳之苗裔兮'))).toMatchObject({ author: '屈原', source: 'chuci' });
  });
  it('rejects a line before any poem head', () => {
    expect(() => parsePoemLines('# c\n关关雎鸠')).toThrow(/line 2/);
  });
});

describe('checkSurname', () => {
  const rows: [string, SurnameCheck][] = [
    ['李', { ok: true, surname: '李' }],
    [' 欧阳 ', { ok: true, surname: '欧阳' }],
    ['', { ok: false, reason: 'empty' }],
    ['   ', { ok: false, reason: 'empty' }],
    ['Li', { ok: false, reason: 'notHan' }],
    ['李1', { ok: false, reason: 'notHan' }],
    ['司马相', { ok: false, reason: 'tooLong' }],
  ];
  it.each(rows)('%j → %j', (input, want) => expect(checkSurname(input)).toEqual(want));
});

describe('makeNames', () => {
  const rows = SOURCES.flatMap((source) => GENDERS.map((gender) => [source, gender] as const));
  it.each(rows)('source %s, gender %s: names from one real line of that source', (source, gender) => {
    const names = makeNames(index, { surname: '林', gender, source, count: MAX_NAMES }, seq(3));
    expect(names).toHaveLength(MAX_NAMES);
    expect(new Set(names.map((n) => n.given)).size).toBe(MAX_NAMES);
    for (const n of names) {
      const chars = [...n.line];
      expect(n.name).toBe(`林${n.given}`);
      expect(n.given).toMatch(/^[\u4e00-\u9fa5]{2}$/u);
      expect(chars[n.marks[0]] + chars[n.marks[1]]).toBe(n.given);
      expect(n.marks[0]).toBeLessThan(n.marks[1]);
      expect(n.given[0]).not.toBe(n.given[1]);
      expect(n.given).not.toContain('林');
      for (const ch of n.given) expect(STOP_CHARS.has(ch)).toBe(false);
      const line = lines.find((l) => l.text === n.line && l.title === n.title);
      expect(line).toBeDefined();
      if (source !== 'all') expect(line?.source).toBe(source);
    }
  });
  it('never uses a character of a two-character surname', () => {
    for (const n of makeNames(index, { surname: '欧阳', gender: 'any', source: 'all', count: 12 }, seq(9)))
      expect(n.given).not.toMatch(/[欧阳]/u);
  });
  it('clamps the count', () => {
    expect(makeNames(index, { surname: '王', gender: 'any', source: 'all', count: 0 }, seq())).toHaveLength(1);
    expect(makeNames(index, { surname: '王', gender: 'any', source: 'all', count: 99 }, seq())).toHaveLength(MAX_NAMES);
  });
  it('gives fewer names, not made-up ones, when the data runs out', () => {
    const tiny = buildIndex(parsePoemLines('@t\ta\t唐\n明月清风。\n明月清风。\n明月清风。'));
    const names = makeNames(tiny, { surname: '李', gender: 'any', source: 'all', count: 12 }, seq());
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(6);
    for (const n of names) expect('明月清风').toContain(n.given[0]);
  });
});

describe('markLine', () => {
  it('marks the two positions', () => {
    expect(
      markLine('明月松间照', [1, 4])
        .filter((p) => p.mark)
        .map((p) => p.text),
    ).toEqual(['月', '照']);
  });
});
