import { describe, expect, it } from 'vitest';
import { EMPTY, fromLocalInput, infoToWrite, toLocalInput } from './metadata.js';

describe('metadata form', () => {
  it('round-trips dates through the datetime-local field (to the minute)', () => {
    const iso = '2026-03-04T05:06:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });
  it.each([
    ['', ''],
    ['nonsense', ''],
  ])('%j reads as %j', (input, out) => {
    expect(toLocalInput(input)).toBe(out);
    expect(fromLocalInput(input)).toBe(out);
  });
  it('trims fields, or clears everything', () => {
    const form = { ...EMPTY, title: '  报告 ', author: '张三' };
    expect(infoToWrite(form, false)).toMatchObject({ title: '报告', author: '张三' });
    expect(infoToWrite(form, true)).toEqual(EMPTY);
  });
});
