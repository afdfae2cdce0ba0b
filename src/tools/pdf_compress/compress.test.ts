import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { outcomeOf, SCHEMA, targetBytes } from './compress.js';

const o = defaults(SCHEMA);
const file = (size: number) => ({ name: 'a.pdf', blob: new Blob([new Uint8Array(size)]) });

describe('compressor options', () => {
  it.each([
    [{ ...o }, undefined],
    [{ ...o, useTarget: true, targetKb: 500 }, 500_000],
  ])('%j targets %s bytes', (values, bytes) => expect(targetBytes(values)).toBe(bytes));
  it.each([
    [
      { files: [file(400)], inputBytes: 1000, keptOriginal: false },
      { kind: 'smaller', before: 1000, after: 400, percent: 60 },
    ],
    [
      { files: [file(300)], inputBytes: 1000, keptOriginal: false, reached: true },
      { kind: 'smaller', before: 1000, after: 300, percent: 70, reached: true },
    ],
    [
      { files: [file(900)], inputBytes: 1000, keptOriginal: false, reached: false },
      { kind: 'smaller', before: 1000, after: 900, percent: 10, reached: false },
    ],
    [
      { files: [file(1000)], inputBytes: 1000, keptOriginal: true },
      { kind: 'kept', before: 1000 },
    ],
  ])('tells %#', (answer, outcome) => expect(outcomeOf(answer)).toEqual(outcome));
});
