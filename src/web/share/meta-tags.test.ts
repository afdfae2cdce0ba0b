import { describe, expect, it } from 'vitest';
import { languageLinks, shareMetaTags } from './meta-tags.js';

describe('share meta tags', () => {
  const tags = shareMetaTags(
    {
      title: '二维码生成 - 随手工具箱',
      description: 'A "quoted" <b>desc</b> & more',
      path: '/qrcode.html',
      image: '/share/qrcode.png',
      siteName: '随手工具箱',
      lang: 'zh',
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

describe('language links', () => {
  it('an en page: canonical in en, both languages, zh the default', () => {
    expect(languageLinks('/qrcode.html', 'en', 'https://tools.example.com')).toEqual([
      '<link rel="canonical" href="https://tools.example.com/en/qrcode.html">',
      '<link rel="alternate" hreflang="zh-CN" href="https://tools.example.com/qrcode.html">',
      '<link rel="alternate" hreflang="en" href="https://tools.example.com/en/qrcode.html">',
      '<link rel="alternate" hreflang="x-default" href="https://tools.example.com/qrcode.html">',
    ]);
  });

  it('the home page: / and /en/; og:url and og:locale follow the language', () => {
    expect(languageLinks('/', 'zh', 'https://t.example')[0]).toBe('<link rel="canonical" href="https://t.example/">');
    expect(languageLinks('/', 'zh', 'https://t.example')[2]).toBe(
      '<link rel="alternate" hreflang="en" href="https://t.example/en/">',
    );
    const en = shareMetaTags(
      { title: 'QR', description: 'd', path: '/qrcode.html', image: '/share/qrcode.png', siteName: 's', lang: 'en' },
      'https://t.example',
    );
    expect(en).toContain('<meta property="og:url" content="https://t.example/en/qrcode.html">');
    expect(en).toContain('<meta property="og:locale" content="en_US">');
    expect(en).toContain('<meta property="og:image" content="https://t.example/share/qrcode.png">');
  });
});
