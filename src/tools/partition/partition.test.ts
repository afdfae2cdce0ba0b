import { describe, expect, it } from 'vitest';
import { cylinderMiB, diskAsShown, explorerSize, ntfsCapacity, ntfsMiB, parseSizes, plan } from './partition.js';

describe('NTFS sizes', () => {
  it.each([
    [1, 1025, '1.00 GB', '0.99 GB'],
    [10, 10241, '10.0 GB', '9.99 GB'],
    [50, 51201, '50.0 GB', '49.9 GB'],
    [100, 102401, '100 GB', '99.9 GB'],
    [200, 204801, '200 GB', '199 GB'],
    [1024, 1048577, '1.00 TB', '0.99 TB'],
  ])('%i GB → type %i MB, Explorer shows %s (N × 1024 would show %s)', (gb, mib, shown, plain) => {
    expect(ntfsMiB(gb)).toBe(mib);
    expect(explorerSize(ntfsCapacity(mib))).toBe(shown);
    expect(explorerSize(ntfsCapacity(gb * 1024))).toBe(plain);
  });

  it('capacity is the partition less one 4 KiB cluster', () => {
    expect(ntfsCapacity(102400)).toBe(102400 * 1024 * 1024 - 4096);
  });
});

describe('cylinder-aligned sizes (the published table of old tools)', () => {
  it.each([
    [10, 10245],
    [20, 20482],
    [40, 40963],
    [50, 51208],
    [100, 102407],
    [190, 194561],
  ])('%i GB → %i MB', (gb, mib) => {
    expect(cylinderMiB(gb)).toBe(mib);
  });
});

describe('explorerSize', () => {
  it.each([
    [999, '999 bytes'],
    [1000, '0.97 KB'],
    [1536, '1.50 KB'],
    [1023.99 * 1024 * 1024 * 1024, '0.99 TB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(explorerSize(bytes)).toBe(text);
  });
});

describe('disk and plan', () => {
  it('a 1 TB disk shows as about 931 GB', () => {
    expect(diskAsShown(1, 'TB').gib).toBeCloseTo(931.32, 2);
  });
  it.each([
    ['100, 200', [100, 200]],
    ['100 200，300', [100, 200, 300]],
    ['', null],
    ['100, 1.5', null],
    ['0', null],
  ])('parseSizes(%j)', (text, sizes) => {
    expect(parseSizes(text)).toEqual(sizes);
  });
  it('totals the plan', () => {
    const p = plan([100, 200]);
    expect(p.totalMiB).toBe(102401 + 204801);
    expect(p.rows[1]).toMatchObject({ gb: 200, mib: 204801, shown: '200 GB', plainShown: '199 GB', cylinder: 204806 });
  });
});

describe('planView', () => {
  it('words the plan', async () => {
    const { planView } = await import('./view.js');
    const { messages } = await import('./messages.js');
    const v = planView([100, 200], 1, 'TB', messages.zh);
    expect(v.cards.headline.value).toBe('102401 MB');
    expect(v.cards.stats.map((s) => s.value)).toEqual(['307,202 MB', '931.32 GB', '631.32 GB']);
    expect(v.groups[0].rows.map((r) => r.value)).toEqual(['102401', '100 GB', '99.9 GB', '102407']);
    expect(planView([1000], 500, 'GB', messages.zh).cards.stats[2].value).toBe('超出 534.34 GB');
  });
});
