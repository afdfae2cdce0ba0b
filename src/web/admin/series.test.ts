import { describe, expect, it } from 'vitest';
import { OTHER, formatBytes, percent, shortDay, topSeries } from './series.js';

describe('dashboard series', () => {
  const days = ['2031-01-01', '2031-01-02', '2031-01-03'];
  const rows = [
    { day: '2031-01-01', tool: 'a', count: 5 },
    { day: '2031-01-02', tool: 'a', count: 1 },
    { day: '2031-01-01', tool: 'b', count: 3 },
    { day: '2031-01-03', tool: 'c', count: 2 },
    { day: '2031-01-03', tool: 'd', count: 2 },
    { day: '2030-12-31', tool: 'a', count: 100 }, // outside the days: ignored
  ];
  it('keeps the top tools and adds up the rest, one value per day', () => {
    expect(topSeries(rows, days, 2)).toEqual([
      { key: 'a', data: [5, 1, 0], total: 6 },
      { key: 'b', data: [3, 0, 0], total: 3 },
      { key: OTHER, data: [0, 0, 4], total: 4 },
    ]);
  });
  it('has no other series when every tool fits, and none at all without data', () => {
    expect(topSeries(rows, days, 10).map((s) => s.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(topSeries([], days, 5)).toEqual([]);
  });
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1500, '1.5 KB'],
    [2_000_000_000, '2.0 GB'],
    [123_456_789, '123 MB'],
  ])('formats %i bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
  it('shortens days and computes shares', () => {
    expect(shortDay('2031-01-09')).toBe('01-09');
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(1, 0)).toBe(0);
  });
});
