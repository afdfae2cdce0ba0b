import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_SECONDS, adminSessionValid, adminSessionValue, adminTokenMatches } from './admin.js';

describe('admin token', () => {
  const token = 'a-long-admin-token-0123456789';

  it('accepts exactly `Bearer <token>`', () => {
    expect(adminTokenMatches(`Bearer ${token}`, token)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const header of [
      undefined,
      '',
      token,
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `bearer ${token}`,
      `Bearer  ${token}`,
      `Bearer ${token} `,
      `Basic ${token}`,
      'Bearer ',
    ]) {
      expect(adminTokenMatches(header, token), String(header)).toBe(false);
    }
  });
});

describe('admin session cookie', () => {
  const token = 'a-long-admin-token-0123456789';
  const now = 2_000_000_000;
  it('is valid until it expires, for this token only', () => {
    const value = adminSessionValue(token, now);
    expect(adminSessionValid(value, token, now)).toBe(true);
    expect(adminSessionValid(value, token, now + ADMIN_SESSION_SECONDS - 1)).toBe(true);
    expect(adminSessionValid(value, token, now + ADMIN_SESSION_SECONDS)).toBe(false);
    expect(adminSessionValid(value, `${token}-changed`, now)).toBe(false);
  });
  it('cannot be extended or forged', () => {
    const [, exp, mac] = adminSessionValue(token, now).split('.');
    expect(adminSessionValid(`v1.${Number(exp) + 3600}.${mac}`, token, now)).toBe(false);
    expect(adminSessionValid(`v1.${exp}.${'A'.repeat(43)}`, token, now)).toBe(false);
    for (const bad of [undefined, '', 'v1', `v2.${exp}.${mac}`, `v1.${exp}.${mac}x`])
      expect(adminSessionValid(bad, token, now)).toBe(false);
  });
});
