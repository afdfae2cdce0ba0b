import { describe, expect, it } from 'vitest';
import cnchar from 'cnchar';
import radical from 'cnchar-radical';
import { createEngine } from './radical.js';

cnchar.use(radical);
const engine = createEngine(cnchar);

describe('describe', () => {
  it.each([
    ['江', '氵', 3, 6, ['jiāng']],
    ['好', '女', 3, 6, ['hǎo', 'hào']],
    ['长', '长', 4, 4, ['cháng', 'zhǎng']],
    ['国', '囗', 3, 8, ['guó']],
    ['想', '心', 4, 13, ['xiǎng']],
  ])('%s: radical %s (%i strokes), %i strokes, %o', (char, rad, radStrokes, strokes, readings) => {
    const [info] = engine.describe(char).found;
    expect(info).toMatchObject({ char, radical: rad, radicalStrokes: radStrokes, strokes, readings });
  });
  it('takes each character once, keeps order, and reports what it cannot read', () => {
    const { found, unknown } = engine.describe('长春长 a1！');
    expect(found.map((f) => f.char)).toEqual(['长', '春']);
    expect(unknown).toEqual(['a', '1', '！']);
  });
  it('answers empty input with nothing', () => {
    expect(engine.describe('  ')).toEqual({ found: [], unknown: [] });
  });
});

describe('radicals', () => {
  it('lists characters of a radical', () => {
    const chars = engine.charsOf('氵')!;
    expect(chars).toContain('江');
    expect(chars).toContain('河');
    expect(chars.length).toBeGreaterThan(300);
  });
  it('answers a non-radical with null', () => {
    expect(engine.charsOf('a')).toBeNull();
  });
  it('lists radicals in stroke order', () => {
    const list = engine.radicals();
    expect(list.length).toBeGreaterThan(150);
    expect(list[0].strokes).toBe(1);
    expect(list.map((r) => r.strokes)).toEqual([...list.map((r) => r.strokes)].sort((a, b) => a - b));
  });
});
