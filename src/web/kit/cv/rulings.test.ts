/** Table rules found by opencv.js morphology (`rulings.testutil.ts` runs it in its own Node). */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Segment } from './rulings.js';

let found: { table: Segment[]; text: Segment[] };
beforeAll(() => {
  const script = fileURLToPath(new URL('./rulings.testutil.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 120_000 });
  found = JSON.parse(out.trim().split('\n').pop()!) as typeof found;
}, 150_000);

const near = (a: number, b: number) => Math.abs(a - b) <= 3;

describe('findRulings', () => {
  it.each([
    ['h', [40, 100, 160, 220, 280], [40, 600]],
    ['v', [40, 240, 420, 600], [40, 280]],
  ] as ['h' | 'v', number[], [number, number]][])('finds every %s rule, end to end', (dir, ats, [from, to]) => {
    const rules = found.table.filter((s) => s.dir === dir).sort((a, b) => a.at - b.at);
    expect(rules.map((r) => Math.round(r.at))).toHaveLength(ats.length);
    rules.forEach((r, i) => {
      expect(near(r.at, ats[i]!)).toBe(true);
      expect(near(r.from, from)).toBe(true);
      expect(near(r.to, to)).toBe(true);
    });
  });
  // Strokes of characters in a row (十一月二十八日) can pass for a short horizontal rule, but nothing
  // upright does, so no grid of cells comes out of a page of text.
  it('finds no upright rules in lines of text', () => {
    expect(found.text.filter((s) => s.dir === 'v')).toEqual([]);
    expect(found.text.length).toBeLessThanOrEqual(3);
  });
});
