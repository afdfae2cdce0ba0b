import { describe, expect, it } from 'vitest';
import { matchRoute, RESERVED_SLUGS, STATIC_PAGES, staticPagePath } from './routes.js';

const known = (slug: string) => slug === 'qrcode' || slug === 'privacy';

describe('matchRoute', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/index.html', { kind: 'home' }],
    ['/category/img', { kind: 'category', category: 'img' }],
    ['/category/img.html', { kind: 'category', category: 'img' }],
    ['/category/video/', { kind: 'category', category: 'video' }],
    ['/qrcode.html', { kind: 'tool', slug: 'qrcode' }],
    ['/qrcode.html?callfrom=share_wx', { kind: 'tool', slug: 'qrcode' }],
    ['/privacy.html', { kind: 'page', page: 'privacy' }],
    ['/terms.html', { kind: 'page', page: 'terms' }],
    ['/feedback.html', { kind: 'feedback' }],
    ['/feedback.html?host=a.example&path=%2Fqrcode.html', { kind: 'feedback' }],
    ['/nope', { kind: 'notFound' }],
    ['/nope.html', { kind: 'notFound' }],
    ['/qrcode', { kind: 'notFound' }],
    ['/category/nope', { kind: 'notFound' }],
    ['/category/', { kind: 'notFound' }],
    ['/404', { kind: 'notFound' }],
    ['/404.html', { kind: 'notFound' }],
    ['/../qrcode.html', { kind: 'notFound' }],
  ])('%s', (path, route) => {
    expect(matchRoute(path, known)).toEqual(route);
  });

  it('the feedback page wins over a tool of the same name', () => {
    expect(matchRoute('/feedback.html', () => true)).toEqual({ kind: 'feedback' });
    expect(RESERVED_SLUGS).toContain('feedback');
  });

  it('a static page wins over a tool of the same name', () => {
    expect(matchRoute('/privacy.html', () => true)).toEqual({ kind: 'page', page: 'privacy' });
  });

  it('static pages are reserved slugs with .html paths', () => {
    for (const page of STATIC_PAGES) {
      expect(RESERVED_SLUGS).toContain(page);
      expect(staticPagePath(page)).toBe(`/${page}.html`);
    }
  });
});
