/**
 * The document engine on real opencv.js, on a page drawn and photographed at an angle by
 * `document.testutil.ts`, which runs in its own Node (opencv.js stalls inside the test runner's workers).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

interface Measured {
  cornerErrors: number[] | null;
  pageInNoise: boolean;
  aspect: number;
  bwAgreement: number;
  shadowPaper: number[];
  shadowInk: number;
  skewMeasured: number;
  skewRemoved: number;
}

let m: Measured;
beforeAll(() => {
  const script = fileURLToPath(new URL('./document.testutil.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 120_000 });
  m = JSON.parse(out.trim().split('\n').pop()!) as Measured;
}, 150_000);

describe('document engine', () => {
  it('finds the page outline within a few pixels of each corner', () => {
    expect(m.cornerErrors).not.toBeNull();
    for (const e of m.cornerErrors!) expect(e).toBeLessThan(8);
  });
  it('finds no page in a photo of plain texture', () => expect(m.pageInNoise).toBe(false));
  it('flattens the page to upright lines in black and white', () => {
    // The longer opposite edges of the photographed quad set the shape.
    expect(m.aspect).toBeCloseTo(Math.hypot(710, 50) / Math.hypot(70, 770), 1);
    expect(m.bwAgreement).toBeGreaterThan(0.9);
  });
  it('lifts a shadow across the page: the paper comes out even, the ink stays dark', () => {
    expect(Math.max(...m.shadowPaper) - Math.min(...m.shadowPaper)).toBeLessThan(20);
    expect(Math.min(...m.shadowPaper)).toBeGreaterThan(220);
    expect(m.shadowInk).toBeLessThan(80);
  });
  it('measures and removes a 5° skew (lines going down to the right)', () => {
    expect(Math.abs(m.skewMeasured - 5)).toBeLessThan(0.4);
    expect(Math.abs(m.skewRemoved - 5)).toBeLessThan(0.4);
  });
});
