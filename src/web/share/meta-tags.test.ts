import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_ORIGIN, parsePublicOrigin, shareMetaTags } from './meta-tags.js';

describe('PUBLIC_ORIGIN', () => {
  it('defaults to the local server', () => {
    expect(parsePublicOrigin(undefined)).toBe(DEFAULT_PUBLIC_ORIGIN);
    expect(parsePublicOrigin(' ')).toBe('http://localhost:8080');
  });

  it('takes an origin, with or without a trailing slash', () => {
    expect(parsePublicOrigin('https://tools.example.com')).toBe('https://tools.example.com');
    expect(parsePublicOrigin('https://tools.example.com/')).toBe('https://tools.example.com');
    expect(parsePublicOrigin('http://10.0.0.2:8080')).toBe('http://10.0.0.2:8080');
  });

  it('refuses anything that is not just an origin', () => {
    for (const v of [
      'tools.example.com',
      'ftp://x.example',
      'https://x.example/sub',
      'https://u:p@x.example',
      'https://x.example/?a=1',
      'javascript:alert(1)',
    ]) {
      expect(() => parsePublicOrigin(v), v).toThrow(/PUBLIC_ORIGIN/);
    }
  });
});

describe('share meta tags', () => {
  const tags = shareMetaTags(
    {
      title: '二维码生成 - 随手工具箱',
      description: 'A "quoted" <b>desc</b> & more',
      path: '/qrcode.html',
      image: '/share/qrcode.png',
      siteName: '随手工具箱',
    },
    'https://tools.example.com',
  );
  const content = (attr: string, key: string) => {
    const tag = tags.find((t) => t.startsWith(`<meta ${attr}="${key}" `));
    return tag ? /content="([^"]*)"/.exec(tag)![1] : undefined;
  };

  it('have absolute og:url and og:image on the public origin', () => {
    expect(content('property', 'og:url')).toBe('https://tools.example.com/qrcode.html');
    expect(content('property', 'og:image')).toBe('https://tools.example.com/share/qrcode.png');
    expect(content('itemprop', 'image')).toBe('https://tools.example.com/share/qrcode.png');
    expect(content('name', 'twitter:image')).toBe('https://tools.example.com/share/qrcode.png');
  });

  it('carry title, description, type and card kind', () => {
    expect(content('property', 'og:title')).toBe('二维码生成 - 随手工具箱');
    expect(content('itemprop', 'name')).toBe('二维码生成 - 随手工具箱');
    expect(content('property', 'og:type')).toBe('website');
    expect(content('name', 'twitter:card')).toBe('summary');
    expect(content('property', 'og:image:width')).toBe('300');
  });

  it('escape text so it cannot leave the attribute', () => {
    expect(content('property', 'og:description')).toBe('A &#34;quoted&#34; &#60;b&#62;desc&#60;/b&#62; &#38; more');
    expect(tags.join('')).not.toContain('<b>');
  });
});
