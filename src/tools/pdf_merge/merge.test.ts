import { describe, expect, it } from 'vitest';
import { mergedName, mergePlan } from './merge.js';

describe('mergePlan', () => {
  it.each([
    [
      [2, 1],
      [
        { source: 0, page: 0 },
        { source: 0, page: 1 },
        { source: 1, page: 0 },
      ],
    ],
    [
      [1, 0, 2],
      [
        { source: 0, page: 0 },
        { source: 2, page: 0 },
        { source: 2, page: 1 },
      ],
    ],
    [[], []],
  ])('%j', (counts, plan) => expect(mergePlan(counts)).toEqual(plan));
});

describe('mergedName', () => {
  it.each([
    [['报告.pdf', 'b.PDF', 'c.pdf'], '报告-合并3个.pdf'],
    [['a.pdf'], 'a.pdf'],
    [['.pdf', 'b.pdf'], 'document-合并2个.pdf'],
    [[], 'document.pdf'],
  ])('%j', (names, name) => expect(mergedName(names)).toBe(name));
});
