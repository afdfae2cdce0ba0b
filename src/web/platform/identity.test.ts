import { describe, expect, it } from 'vitest';
import { IDENTITY_COOKIE } from '../../common/protocol.js';
import {
  ID_PREFIX,
  ID_SUFFIX,
  NO_USER_ID,
  ensureCookieUserId,
  isUserId,
  makeUserId,
  readHostIdentity,
  type CookieJar,
} from './identity.js';

/** A cookie jar that remembers name=value and the attributes of every write, and can refuse domain cookies. */
function fakeJar(initial = '', { refuseDomain = false, refuseAll = false } = {}) {
  const values = new Map<string, string>();
  for (const part of initial.split(';').filter(Boolean)) {
    const [k, v] = part.trim().split('=');
    values.set(k, v);
  }
  const writes: string[] = [];
  const jar: CookieJar = {
    get: () => [...values].map(([k, v]) => `${k}=${v}`).join('; '),
    set: (c) => {
      writes.push(c);
      if (refuseAll || (refuseDomain && /; domain=/.test(c))) return;
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      values.set(pair.slice(0, eq), pair.slice(eq + 1));
    },
  };
  return { jar, writes, values };
}

const https = { hostname: 'a.b.example.com', protocol: 'https:' };

describe('user id format', () => {
  it('is the prefix, 24 random letters and digits, the suffix', () => {
    const id = makeUserId();
    expect(id.startsWith(ID_PREFIX)).toBe(true);
    expect(id.endsWith(ID_SUFFIX)).toBe(true);
    expect(id.length).toBe(ID_PREFIX.length + 24 + ID_SUFFIX.length);
    expect(id.slice(ID_PREFIX.length, -ID_SUFFIX.length)).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(isUserId(id)).toBe(true);
    expect(makeUserId()).not.toBe(id);
  });

  it('rejects other values', () => {
    expect(isUserId(`${ID_PREFIX}short${ID_SUFFIX}`)).toBe(false);
    expect(isUserId(`${ID_PREFIX}${'a'.repeat(23)}!${ID_SUFFIX}`)).toBe(false);
    expect(isUserId(NO_USER_ID)).toBe(false);
    expect(isUserId(null)).toBe(false);
  });
});

describe('ensureCookieUserId', () => {
  it('creates the cookie for 3650 days under the parent domain, Secure on https', () => {
    const { jar, writes } = fakeJar();
    const now = Date.UTC(2024, 0, 1);
    const id = ensureCookieUserId(jar, https, makeUserId, now);
    expect(isUserId(id)).toBe(true);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain(`${IDENTITY_COOKIE}=${id}`);
    expect(writes[0]).toContain('max-age=315360000');
    expect(writes[0]).toContain(`expires=${new Date(now + 3650 * 86_400_000).toUTCString()}`);
    expect(writes[0]).toContain('domain=.example.com');
    expect(writes[0]).toContain('samesite=Strict');
    expect(writes[0]).toMatch(/; secure$/);
  });

  it('keeps an existing id', () => {
    const existing = makeUserId();
    const { jar, writes } = fakeJar(`${IDENTITY_COOKIE}=${existing}`);
    expect(ensureCookieUserId(jar, https)).toBe(existing);
    expect(writes).toHaveLength(0);
  });

  it('replaces a malformed value', () => {
    const { jar } = fakeJar(`${IDENTITY_COOKIE}=garbage`);
    const id = ensureCookieUserId(jar, https);
    expect(isUserId(id)).toBe(true);
  });

  it('writes a host-only, non-Secure cookie on an IP address over http', () => {
    const { jar, writes } = fakeJar();
    ensureCookieUserId(jar, { hostname: '127.0.0.1', protocol: 'http:' });
    expect(writes[0]).not.toContain('domain=');
    expect(writes[0]).not.toContain('secure');
  });

  it('falls back to a host-only cookie when the browser refuses the domain', () => {
    const { jar, writes } = fakeJar('', { refuseDomain: true });
    const id = ensureCookieUserId(jar, { hostname: 'tools.example.co.uk', protocol: 'https:' });
    expect(isUserId(id)).toBe(true);
    expect(writes).toHaveLength(2);
    expect(writes[1]).not.toContain('domain=');
  });

  it('gives no_user_id when the cookie cannot be kept or no id can be made', () => {
    expect(ensureCookieUserId(fakeJar('', { refuseAll: true }).jar, https)).toBe(NO_USER_ID);
    const throwing = () => {
      throw new Error('no crypto');
    };
    const { jar, values } = fakeJar();
    expect(ensureCookieUserId(jar, https, throwing)).toBe(NO_USER_ID);
    expect(values.size).toBe(0); // the failure value is not stored
    const broken: CookieJar = {
      get: () => {
        throw new Error('blocked');
      },
      set: () => {},
    };
    expect(ensureCookieUserId(broken, https)).toBe(NO_USER_ID);
  });
});

describe('readHostIdentity', () => {
  it('is null without a host API', async () => {
    expect(await readHostIdentity(undefined)).toBeNull();
    expect(await readHostIdentity({})).toBeNull();
    expect(await readHostIdentity({ app: {} })).toBeNull();
  });

  it('reads guid, qua2 and qimei36 from the callback', async () => {
    const host = {
      app: {
        getBrowserParam: (cb: (p: object) => void) =>
          void setTimeout(() => cb({ guid: 'g1', qua2: 'QV=3', qimei36: 'q36' }), 5),
      },
    };
    expect(await readHostIdentity(host)).toEqual({ guid: 'g1', qua2: 'QV=3', qimei36: 'q36' });
  });

  it('accepts a returned value or promise and the older `qua` name', async () => {
    expect(await readHostIdentity({ app: { getBrowserParam: () => ({ guid: 'g2', qua: 'Q1' }) } })).toEqual({
      guid: 'g2',
      qua2: 'Q1',
      qimei36: '',
    });
    expect(await readHostIdentity({ app: { getBrowserParam: () => Promise.resolve({ guid: 'g3' }) } })).toEqual({
      guid: 'g3',
      qua2: '',
      qimei36: '',
    });
  });

  it('waits for the callback when the host returns something else', async () => {
    const host = {
      app: {
        getBrowserParam: (cb: (p: object) => void) => (setTimeout(() => cb({ guid: 'g4' }), 5), 17) as unknown as void,
      },
    };
    expect(await readHostIdentity(host)).toEqual({ guid: 'g4', qua2: '', qimei36: '' });
  });

  it('is null when the host throws, answers without a guid, or never answers', async () => {
    expect(
      await readHostIdentity({
        app: {
          getBrowserParam: () => {
            throw new Error('x');
          },
        },
      }),
    ).toBeNull();
    expect(await readHostIdentity({ app: { getBrowserParam: (cb) => cb({ guid: '  ' }) } })).toBeNull();
    expect(await readHostIdentity({ app: { getBrowserParam: () => undefined } }, 20)).toBeNull();
    expect(await readHostIdentity({ app: { getBrowserParam: () => Promise.reject(new Error('no')) } })).toBeNull();
  });
});
