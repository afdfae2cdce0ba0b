import { describe, expect, it } from 'vitest';
import { adminTokenMatches } from './admin.js';

describe('admin token', () => {
  const token = 'a-long-admin-token-0123456789';

  it('accepts exactly `Bearer <token>`', () => {
    expect(adminTokenMatches(`Bearer ${token}`, token)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const header of [undefined, '', token, `Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`, `bearer ${token}`, `Bearer  ${token}`, `Bearer ${token} `, `Basic ${token}`, 'Bearer ']) {
      expect(adminTokenMatches(header, token), String(header)).toBe(false);
    }
  });
});
