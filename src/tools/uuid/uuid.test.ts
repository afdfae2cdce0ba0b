import { describe, expect, it } from 'vitest';
import { formatUuid, generateUuids, v7Time, type Options } from './uuid.js';

const base: Options = { version: 'v4', count: 5, upper: false, hyphens: true, braces: false };
const RFC = /^[0-9a-f]{8}-[0-9a-f]{4}-([147])[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('generateUuids', () => {
  it.each(['v4', 'v7', 'v1'] as const)('%s: RFC 9562 layout, version and variant bits', (version) => {
    const ids = generateUuids({ ...base, version, count: 50 });
    expect(ids).toHaveLength(50);
    for (const id of ids) expect(RFC.exec(id)?.[1]).toBe(version.slice(1));
    expect(new Set(ids).size).toBe(50);
  });

  it('v7 starts with the time and sorts in creation order', () => {
    const before = Date.now();
    const ids = generateUuids({ ...base, version: 'v7', count: 200 });
    const after = Date.now();
    expect(v7Time(ids[0])).toBeGreaterThanOrEqual(before);
    expect(v7Time(ids[199])).toBeLessThanOrEqual(after);
    expect([...ids].sort()).toEqual(ids);
  });

  it('clamps the count to 1..1000', () => {
    expect(generateUuids({ ...base, count: 0 })).toHaveLength(1);
    expect(generateUuids({ ...base, count: 5000 })).toHaveLength(1000);
  });
});

describe('formatUuid', () => {
  const id = '0191e2a4-7b1c-7cc3-9a2e-3f4d5e6f7a8b';
  it.each([
    [{ upper: false, hyphens: true, braces: false }, id],
    [{ upper: true, hyphens: true, braces: false }, '0191E2A4-7B1C-7CC3-9A2E-3F4D5E6F7A8B'],
    [{ upper: false, hyphens: false, braces: false }, '0191e2a47b1c7cc39a2e3f4d5e6f7a8b'],
    [{ upper: true, hyphens: true, braces: true }, '{0191E2A4-7B1C-7CC3-9A2E-3F4D5E6F7A8B}'],
  ])('%j', (o, expected) => {
    expect(formatUuid(id, o)).toBe(expected);
  });
  it('reads the v7 time from any format', () => {
    expect(v7Time('{0191E2A47B1C7CC39A2E3F4D5E6F7A8B}')).toBe(0x0191e2a47b1c);
  });
});
