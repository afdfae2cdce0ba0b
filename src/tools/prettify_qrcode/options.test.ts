import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { designFileName, effectiveLevel, outputSide, SCHEMA } from './options.js';

describe('designer options', () => {
  const base = defaults(SCHEMA);
  it.each([
    ['M', false, 'M'],
    ['L', true, 'H'],
    ['Q', true, 'H'],
  ] as const)('level %s with logo %s → %s', (level, logo, out) =>
    expect(effectiveLevel({ ...base, level }, logo)).toBe(out),
  );
  it.each([
    [25, 8, 264],
    [33, 12, 492],
  ])('%i modules at %i px each → %i px', (modules, scale, side) => expect(outputSide(modules, scale)).toBe(side));
  it.each([
    ['https://example.com/a b', 'qrcode-example-com-a-b.png'],
    ['你好，世界', 'qrcode-你好-世界.png'],
    ['!!!', 'qrcode.png'],
  ])('%s → %s', (text, name) => expect(designFileName(text)).toBe(name));
  it('logo size stays within the readable limit', () => expect(SCHEMA.logoPct.parse('40')).toBeUndefined());
});
