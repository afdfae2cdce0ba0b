import { describe, expect, it } from 'vitest';
import { defaults, defineOptions, fromQuery, fromStored, initialValues, opt, toQuery, toStored } from './schema.js';

const schema = defineOptions({
  mode: opt.choice(['s2t', 't2s', 'tw'] as const, 's2t'),
  indent: opt.int(2, { min: 0, max: 8 }),
  ratio: opt.number(0.5, { min: 0, max: 1 }),
  sort: opt.bool(false),
  color: opt.color('#000000'),
  label: opt.text('', { maxLength: 5 }),
  side: opt.oneOf([0, 1920, 1280], 0),
});

describe('option fields', () => {
  it.each([
    ['choice', schema.mode, ['s2t', 'tw'], ['S2T', '', 'x']],
    ['int', schema.indent, ['0', '8', '3'], ['9', '-1', '2.5', 'abc', '']],
    ['number', schema.ratio, ['0', '0.25', '1'], ['1.01', 'NaN', 'Infinity', '']],
    ['bool', schema.sort, ['1', '0', 'true', 'false'], ['yes', '', '2']],
    ['color', schema.color, ['#fff', 'ff0000', '#11223344', '#ABCDEF'], ['#ggg', '#12345', 'red']],
    ['text', schema.label, ['', 'abc', '汉字汉字汉', '😀😀😀😀😀'], ['abcdef', '汉字汉字汉字']],
    ['oneOf', schema.side, ['0', '1920', '1280'], ['1', '', ' ', '1920.5']],
  ] as const)('%s accepts valid text and refuses the rest', (_, field, good, bad) => {
    for (const raw of good) expect(field.parse(raw), raw).not.toBeUndefined();
    for (const raw of bad) expect((field.parse as (r: string) => unknown)(raw), raw).toBeUndefined();
  });

  it('number fields carry their range, so the page’s number box takes the same limits', () => {
    expect(opt.int(5, { min: 1, max: 50 }).range).toEqual({ min: 1, max: 50, integer: true });
    expect(opt.number(1.5, { min: 0.01, max: 100 }).range).toEqual({ min: 0.01, max: 100, integer: false });
    expect(opt.choice(['a', 'b'], 'a').range).toBeUndefined();
  });

  it('normalises colours to lower case with a #', () => {
    expect(schema.color.parse('ABCDEF')).toBe('#abcdef');
  });

  it('refuses option names the platform uses in URLs', () => {
    expect(() => defineOptions({ callfrom: opt.bool(false) })).toThrow(/reserved/);
  });
});

describe('options in the URL and in storage', () => {
  it('reads valid values from a query and ignores invalid ones and other params', () => {
    expect(fromQuery(schema, '?mode=tw&indent=12&sort=1&callfrom=share_wx&color=%23FF0000')).toEqual({
      mode: 'tw',
      sort: true,
      color: '#ff0000',
    });
  });

  it('writes only values that differ from the default, and keeps the page’s other params', () => {
    const values = { ...defaults(schema), mode: 't2s' as const, indent: 4 };
    expect(toQuery(schema, values, '?callfrom=share_pc&sort=1')).toBe('?callfrom=share_pc&mode=t2s&indent=4');
    expect(toQuery(schema, defaults(schema), '?mode=t2s')).toBe('');
  });

  it('round-trips through storage; broken or foreign storage is ignored', () => {
    const values = { ...defaults(schema), ratio: 0.75, label: '汉字' };
    expect(fromStored(schema, toStored(schema, values))).toEqual(values);
    expect(fromStored(schema, '{not json')).toEqual({});
    expect(fromStored(schema, '"a string"')).toEqual({});
    expect(fromStored(schema, JSON.stringify({ mode: 'zz', indent: '3', other: 'x' }))).toEqual({ indent: 3 });
  });

  it('starts from defaults, then storage, then the link (the link wins)', () => {
    const stored = toStored(schema, { ...defaults(schema), mode: 'tw', indent: 4 });
    expect(initialValues(schema, stored, '?mode=t2s')).toEqual({ ...defaults(schema), mode: 't2s', indent: 4 });
    expect(initialValues(schema, null, '')).toEqual(defaults(schema));
  });
});
