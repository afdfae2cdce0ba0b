import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { imagePage } from '../../web/kit/pdf/pure.js';
import { pageOptions, pdfName, SCHEMA } from './pictures.js';

const o = defaults(SCHEMA);

describe('pageOptions', () => {
  it.each([
    [o, { paper: { width: 595.28, height: 841.89 }, orientation: 'auto', margin: 28.35 }],
    [
      { ...o, paper: 'fit' as const, margin: 0 },
      { paper: null, orientation: 'auto', margin: 0 },
    ],
    [
      { ...o, paper: 'Letter' as const, orientation: 'landscape' as const, margin: 25 },
      { paper: { width: 612, height: 792 }, orientation: 'landscape', margin: 70.87 },
    ],
  ])('%j', (values, expected) => {
    const r = pageOptions(values);
    expect({ ...r, margin: Math.round(r.margin * 100) / 100 }).toEqual(expected);
  });
  it('puts a wide picture on a landscape A4 with 10 mm margins, centred', () => {
    const at = imagePage(2000, 1000, pageOptions(o));
    expect(Math.round(at.pageWidth)).toBe(842);
    expect(Math.round(at.pageHeight)).toBe(595);
    expect(Math.round(at.width)).toBe(785); // 842 - 2·28.35
    expect(Math.round(at.x)).toBe(28);
    expect(Math.round(at.y + at.height / 2)).toBe(298);
  });
});

describe('pdfName', () => {
  it.each([
    [['照片.HEIC', 'b.png'], '照片-等2张.pdf'],
    [['scan.jpg'], 'scan.pdf'],
    [[], 'images.pdf'],
  ])('%j', (names, name) => expect(pdfName(names)).toBe(name));
});
