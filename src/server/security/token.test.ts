import { describe, expect, it } from 'vitest';
import { bearerToken, isVisitorId, newVisitorId, signToken, verifyToken } from './token.js';

const SECRET = 'k'.repeat(64);
const NOW = 1_800_000_000;

describe('anonymous tokens', () => {
  it('verifies a token it signed and gives back the visitor id', () => {
    const token = signToken(SECRET, 'tbx_abcdefghijklmnopqrstuvwx_v1', NOW + 60);
    expect(verifyToken(SECRET, token, NOW)).toEqual({
      ok: true,
      visitorId: 'tbx_abcdefghijklmnopqrstuvwx_v1',
      expiresAt: NOW + 60,
    });
  });

  it('refuses a token signed with another secret, or with any part changed', () => {
    const token = signToken(SECRET, 'visitor-one', NOW + 60);
    expect(verifyToken('x'.repeat(64), token, NOW)).toEqual({ ok: false, reason: 'forged' });
    const [v, id, exp, sig] = token.split('.');
    expect(verifyToken(SECRET, [v, 'visitor-two', exp, sig].join('.'), NOW).ok).toBe(false);
    expect(verifyToken(SECRET, [v, id, String(NOW + 999_999), sig].join('.'), NOW)).toEqual({
      ok: false,
      reason: 'forged',
    });
    const flipped = sig[0] === 'A' ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    expect(verifyToken(SECRET, [v, id, exp, flipped].join('.'), NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyToken(SECRET, [v, id, exp, sig.slice(1)].join('.'), NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuses an expired token, the expiry second included', () => {
    const token = signToken(SECRET, 'visitor-one', NOW);
    expect(verifyToken(SECRET, token, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyToken(SECRET, token, NOW - 1).ok).toBe(true);
  });

  it('calls anything not shaped like a token malformed', () => {
    for (const t of [
      '',
      'abc',
      'v2.visitor-one.1.sig',
      'v1.bad id.1.sig',
      'v1.visitor-one.soon.sig',
      'v1.visitor-one.1.sig.extra',
    ]) {
      expect(verifyToken(SECRET, t, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('accepts well-formed visitor ids only, never the shared no_user_id', () => {
    expect(isVisitorId('tbx_abcdefghijklmnopqrstuvwx_v1')).toBe(true);
    expect(isVisitorId(newVisitorId())).toBe(true);
    expect(newVisitorId()).not.toBe(newVisitorId());
    for (const v of ['no_user_id', 'short', 'has space in it', 'a.b.c.d.e.f', 'x'.repeat(65), undefined, 42])
      expect(isVisitorId(v)).toBe(false);
    expect(() => signToken(SECRET, 'no_user_id', NOW)).toThrow();
  });

  it('reads the token of a Bearer authorization value', () => {
    expect(bearerToken('Bearer v1.abc.1.x_y-z')).toBe('v1.abc.1.x_y-z');
    expect(bearerToken('bearer v1.abc')).toBeNull();
    expect(bearerToken('Bearer two words')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
