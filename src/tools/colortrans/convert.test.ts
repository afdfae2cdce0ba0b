import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { describeColor, parseColor, reportText, type Options } from './convert.js';

const o: Options = { against: '#ffffff', upper: false };
const formats = (text: string, options = o) =>
  Object.fromEntries(describeColor(text, options, 'en').formats.map((f) => [f.id, f.value]));

describe('reads every notation as the same colour', () => {
  it.each([
    '#1f6feb',
    '1F6FEB',
    'rgb(31, 111, 235)',
    'rgb(31 111 235)',
    '31, 111, 235',
    '31 111 235',
    'hsv(216, 87%, 92%)',
    'hsb 216 87 92',
    'cmyk(87%, 53%, 0%, 8%)',
  ])('%s', (text) => {
    // HSV and CMYK are rounded to whole percent, so they land within one step of the hex.
    const { r, g, b } = parseColor(text, 'en').toRgb();
    expect(Math.abs(r - 31) + Math.abs(g - 111) + Math.abs(b - 235)).toBeLessThanOrEqual(4);
  });
});

describe('writes every notation', () => {
  it('pure red', () => {
    expect(formats('red')).toEqual({
      hex: '#ff0000',
      rgb: 'rgb(255, 0, 0)',
      hsl: 'hsl(0, 100%, 50%)',
      hsv: 'hsv(0, 100%, 100%)',
      cmyk: 'cmyk(0%, 100%, 100%, 0%)',
      hwb: 'hwb(0 0% 0%)',
      lab: 'lab(54.29% 80.81 69.89)',
      name: 'red',
    });
  });
  it('white and black', () => {
    expect(formats('#fff')).toMatchObject({ hex: '#ffffff', cmyk: 'cmyk(0%, 0%, 0%, 0%)', name: 'white' });
    expect(formats('000')).toMatchObject({ hex: '#000000', cmyk: 'cmyk(0%, 0%, 0%, 100%)', name: 'black' });
  });
  it('alpha is kept', () => {
    expect(formats('rgba(255, 0, 0, 0.5)')).toMatchObject({
      hex: '#ff000080',
      rgb: 'rgba(255, 0, 0, 0.5)',
      hsv: 'hsva(0, 100%, 100%, 0.5)',
    });
    expect(formats('#ff000080').hex).toBe('#ff000080');
  });
  it('upper-case hex on request', () => {
    expect(formats('#1f6feb', { ...o, upper: true }).hex).toBe('#1F6FEB');
  });
  it('a closest name is marked as not exact', () => {
    const r = describeColor('#1f6feb', o, 'en');
    expect(r.name).toEqual({ value: 'royalblue', exact: false });
    expect(describeColor('RebeccaPurple', o, 'en').name).toEqual({ value: 'rebeccapurple', exact: true });
  });
  it('all formats as lines', () => {
    expect(reportText(describeColor('red', o, 'en')).split('\n')).toHaveLength(8);
  });
});

describe('contrast (WCAG 2.1 examples)', () => {
  it.each([
    ['#000000', '#ffffff', 21, [true, true, true, true]],
    ['#ffffff', '#ffffff', 1, [false, false, false, false]],
    ['#777777', '#ffffff', 4.48, [false, true, false, false]],
    ['#767676', '#ffffff', 4.54, [true, true, false, true]],
    ['#595959', '#ffffff', 7, [true, true, true, true]],
  ] as const)('%s on %s', (fg, bg, ratio, [aa, aaLarge, aaa, aaaLarge]) => {
    const c = describeColor(fg, { ...o, against: bg }, 'en').contrast;
    expect(c.ratio).toBeCloseTo(ratio, 1);
    expect([c.aa, c.aaLarge, c.aaa, c.aaaLarge]).toEqual([aa, aaLarge, aaa, aaaLarge]);
  });
});

describe('bad input', () => {
  it.each([
    ['', 'Type a colour'],
    ['  ', 'Type a colour'],
    ['#12', 'Not a colour this tool reads: HEX, rgb(), hsl(), hsv(), cmyk(), hwb(), lab() and CSS names work'],
    ['notacolor', 'Not a colour this tool reads: HEX, rgb(), hsl(), hsv(), cmyk(), hwb(), lab() and CSS names work'],
    ['😀', 'Not a colour this tool reads: HEX, rgb(), hsl(), hsv(), cmyk(), hwb(), lab() and CSS names work'],
    ['300, 0, 0', 'A value is out of range: RGB is 0–255, percentages 0–100'],
    ['cmyk(120%, 0, 0, 0)', 'A value is out of range: RGB is 0–255, percentages 0–100'],
    ['hsv(10, 200%, 50%)', 'A value is out of range: RGB is 0–255, percentages 0–100'],
  ])('%j', (text, message) => {
    expect(() => parseColor(text, 'en')).toThrow(new InputError(message));
  });
  it('in Chinese', () => {
    expect(() => parseColor('', 'zh')).toThrow(new InputError('请输入颜色'));
  });
});
