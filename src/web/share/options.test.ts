import { describe, expect, it } from 'vitest';
import { shareOptions } from './options.js';
import { shareImagePath } from './images.js';
import { toHostOptions, hostShareOf, ensureHostApi, type HostShareOptions } from './host.js';

const page = {
  title: '二维码生成',
  desc: '把文字或网址生成二维码',
  href: 'https://t.example/qrcode.html?x=1#h',
  origin: 'https://t.example',
  slug: 'qrcode',
};

describe('share options', () => {
  it('carry the title, description, the link with callfrom, and the tool’s absolute share image', () => {
    expect(shareOptions(page, 'share_qb')).toEqual({
      title: '二维码生成',
      desc: '把文字或网址生成二维码',
      link: 'https://t.example/qrcode.html?x=1&callfrom=share_qb#h',
      img_url: 'https://t.example/share/qrcode.png',
    });
  });

  it('use the site image for a page that is not a tool', () => {
    expect(shareOptions({ ...page, slug: undefined }, 'share_pc').img_url).toBe('https://t.example/share/site.png');
    expect(shareImagePath()).toBe('/share/site.png');
  });

  it('map to the host API’s names', () => {
    expect(toHostOptions(shareOptions(page, 'share_qb'))).toEqual({
      title: '二维码生成',
      description: '把文字或网址生成二维码',
      url: 'https://t.example/qrcode.html?x=1&callfrom=share_qb#h',
      img_url: 'https://t.example/share/qrcode.png',
    });
  });
});

describe('host share adapter', () => {
  it('is null without the host object or its share function', () => {
    expect(hostShareOf(undefined)).toBeNull();
    expect(hostShareOf({})).toBeNull();
    expect(hostShareOf({ app: {} })).toBeNull();
    expect(hostShareOf({ app: { share: 'no' } } as never)).toBeNull();
  });

  it('calls share on the host object with the options', () => {
    const calls: { self: unknown; options: HostShareOptions }[] = [];
    const app = {
      share(this: unknown, options: HostShareOptions) {
        calls.push({ self: this, options });
      },
    };
    const share = hostShareOf({ app } as never);
    const options = toHostOptions(shareOptions(page, 'share_qb'));
    share!(options);
    expect(calls).toEqual([{ self: app, options }]);
  });

  it('loads the configured host script only when the API is missing, and survives its failure', async () => {
    const loaded: string[] = [];
    const load = async (url: string) => void loaded.push(url);
    await ensureHostApi('https://t.example/jsapi.js', load);
    expect(loaded).toEqual([]); // no window in Node
    const g = globalThis as { window?: { browser?: unknown } };
    g.window = {};
    try {
      await ensureHostApi('', load);
      expect(loaded).toEqual([]);
      await ensureHostApi('https://t.example/jsapi.js', load);
      expect(loaded).toEqual(['https://t.example/jsapi.js']);
      await expect(
        ensureHostApi('https://t.example/bad.js', () =>
          Promise.reject(new Error('Failed to load script: https://t.example/bad.js')),
        ),
      ).resolves.toBeUndefined();
      g.window.browser = { app: { share: () => {} } };
      await ensureHostApi('https://t.example/jsapi.js', load);
      expect(loaded).toEqual(['https://t.example/jsapi.js']);
    } finally {
      delete g.window;
    }
  });
});
