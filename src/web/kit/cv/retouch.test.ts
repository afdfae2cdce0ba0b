/**
 * The retouching engine on real opencv.js, on pictures drawn by `retouch.testutil.ts`, which runs in its
 * own Node (opencv.js stalls inside the test runner's workers).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

interface Diff {
  before: number;
  after: number;
}
interface Measured {
  inpaint_telea: Diff & { size: number[]; outside: number };
  inpaint_ns: Diff & { size: number[]; outside: number };
  inpaintEmpty: number;
  ink: Record<string, boolean>;
  moire: Diff & { notched: number; cleanChange: number };
  beauty: {
    skin: number;
    spreadBefore: number;
    spreadAfter: number;
    greyKept: number[];
    edgeKept: number[];
    tonedEnds: number[];
  };
}

let m: Measured;
beforeAll(() => {
  const script = fileURLToPath(new URL('./retouch.testutil.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 120_000 });
  m = JSON.parse(out.trim().split('\n').pop()!) as Measured;
}, 150_000);

describe('retouch engine', () => {
  it.each(['telea', 'ns'] as const)('inpaints a scratch away at full size (%s), leaving the rest alone', (method) => {
    const r = m[`inpaint_${method}`];
    expect(r.size).toEqual([400, 300]);
    expect(r.before).toBeGreaterThan(5);
    expect(r.after).toBeLessThan(1);
    expect(r.outside).toBe(0);
  });
  it('changes nothing for an empty mask', () => expect(m.inpaintEmpty).toBe(0));
  it('tells print, blue pen, red pen and shaded paper apart', () => {
    expect(m.ink).toEqual({ print: true, blue: true, red: true, paperDark: true, paperLight: true });
  });
  it('notches a periodic pattern out and leaves a picture without one as it was', () => {
    expect(m.moire.notched).toBeGreaterThan(0);
    expect(m.moire.before).toBeGreaterThan(10);
    expect(m.moire.after).toBeLessThan(m.moire.before / 5);
    expect(m.moire.cleanChange).toBeLessThan(1);
  });
  it('smooths skin, keeps edges and non-skin colours, stretches a flat tone', () => {
    expect(m.beauty.skin).toBeGreaterThan(0.4);
    expect(m.beauty.skin).toBeLessThan(0.6);
    expect(m.beauty.spreadAfter).toBeLessThan(m.beauty.spreadBefore / 2);
    expect(m.beauty.greyKept).toEqual([140, 140, 140]);
    expect(m.beauty.edgeKept[0]).toBeLessThan(70);
    expect(m.beauty.edgeKept[1]).toBeGreaterThan(130);
    expect(m.beauty.tonedEnds[0]).toBeLessThan(90);
    expect(m.beauty.tonedEnds[1]).toBeGreaterThan(140);
  });
});
