import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { cropCut, marginsBox, SCHEMA } from './crop.js';

const o = defaults(SCHEMA);
const A4 = { width: 595.28, height: 841.89 };
const round = (x: object) =>
  JSON.parse(JSON.stringify(x, (_, v) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v)));

describe('cropCut', () => {
  it.each([
    [
      o,
      { x: 0.1, y: 0.2, w: 0.5, h: 0.6 },
      { ok: true, cut: { left: 0.1, top: 0.2, right: 0.4, bottom: 0.2 }, unit: 'fraction' },
    ],
    [o, null, { ok: false, reason: 'no-box' }],
    [o, { x: 0.1, y: 0.2, w: 0.005, h: 0.6 }, { ok: false, reason: 'no-box' }],
    [
      { ...o, mode: 'margins' as const, top: 25.4, left: 0, right: 12.7, bottom: 0 },
      null,
      { ok: true, cut: { left: 0, top: 72, right: 36, bottom: 0 }, unit: 'pt' },
    ],
    [{ ...o, mode: 'margins' as const, left: 110, right: 110 }, null, { ok: false, reason: 'too-much' }],
  ])('%j with box %j', (values, box, expected) => expect(round(cropCut(values, box, A4))).toEqual(expected));
});

describe('marginsBox', () => {
  it('shows 10 mm margins on A4', () =>
    expect(round(marginsBox(o, A4))).toEqual({ x: 0.05, y: 0.03, w: 0.9, h: 0.93 }));
  it('never goes negative', () =>
    expect(marginsBox({ ...o, left: 300, right: 300 }, A4)).toMatchObject({ x: 1, w: 0 }));
});
