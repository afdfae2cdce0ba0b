import { describe, expect, it } from 'vitest';
import { catalogOf, liveCategories, matchRoute, RESERVED_SLUGS, STATIC_PAGES, staticPagePath } from './routes.js';
import { CATEGORIES } from '../common/categories.js';

/** Two tools: image and video categories have one each, the others none. */
const TOOLS = [
  { slug: 'qrcode', category: 'img' },
  { slug: 'privacy', category: 'img' },
  { slug: 'video_2_gif', category: 'video' },
];
const known = catalogOf(TOOLS);
const everything = { hasTool: () => true, hasCategory: () => true };

describe('matchRoute', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/index.html', { kind: 'home' }],
    ['/category/img', { kind: 'category', category: 'img' }],
    ['/category/img.html', { kind: 'category', category: 'img' }],
    ['/category/video/', { kind: 'category', category: 'video' }],
    ['/category/pdf', { kind: 'notFound' }],
    ['/category/text.html', { kind: 'notFound' }],
    ['/en/', { kind: 'home' }],
    ['/en', { kind: 'home' }],
    ['/en/index.html', { kind: 'home' }],
    ['/en/category/img', { kind: 'category', category: 'img' }],
    ['/en/category/pdf', { kind: 'notFound' }],
    ['/en/qrcode.html?callfrom=share_pc', { kind: 'tool', slug: 'qrcode' }],
    ['/en/terms.html', { kind: 'page', page: 'terms' }],
    ['/en/feedback.html', { kind: 'feedback' }],
    ['/en/nope.html', { kind: 'notFound' }],
    ['/enqrcode.html', { kind: 'notFound' }],
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
    expect(matchRoute('/feedback.html', everything)).toEqual({ kind: 'feedback' });
    expect(RESERVED_SLUGS).toContain('feedback');
  });

  it('a static page wins over a tool of the same name', () => {
    expect(matchRoute('/privacy.html', everything)).toEqual({ kind: 'page', page: 'privacy' });
  });

  it('only categories with tools exist: shown, pre-rendered and routed (an empty one answers 404)', () => {
    expect(liveCategories(TOOLS).map((c) => c.id)).toEqual(['img', 'video']);
    expect(liveCategories([]).map((c) => c.id)).toEqual([]);
    // In navigation order, whatever the order of the tools.
    const all = CATEGORIES.map((c, i) => ({ slug: `t${i}`, category: c.id })).reverse();
    expect(liveCategories(all).map((c) => c.id)).toEqual(CATEGORIES.map((c) => c.id));
    // A category whose last tool leaves: no longer routed; the first tool of an empty one makes it appear.
    expect(matchRoute('/category/video', catalogOf(TOOLS.slice(0, 2)))).toEqual({ kind: 'notFound' });
    expect(matchRoute('/category/pdf', catalogOf([...TOOLS, { slug: 'pdf_merge', category: 'pdf' }]))).toEqual({
      kind: 'category',
      category: 'pdf',
    });
  });

  it('static pages are reserved slugs with .html paths', () => {
    for (const page of STATIC_PAGES) {
      expect(RESERVED_SLUGS).toContain(page);
      expect(staticPagePath(page)).toBe(`/${page}.html`);
    }
  });
});
