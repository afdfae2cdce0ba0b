import { describe, expect, it } from 'vitest';
import { backHref, readSource } from './source.js';

describe('feedback source', () => {
  it('reads host and path from the query', () => {
    expect(readSource('?host=tools.example.com&path=%2Fqrcode.html')).toEqual({
      host: 'tools.example.com',
      path: '/qrcode.html',
    });
    expect(readSource('')).toEqual({ host: '', path: '' });
  });

  it('keeps markup as text and drops control characters', () => {
    expect(readSource(`?path=${encodeURIComponent('/<script>alert(1)</script>\u0000')}`).path).toBe(
      '/<script>alert(1)</script>',
    );
  });

  it('cuts values to what the server accepts', () => {
    expect(readSource(`?host=${'h'.repeat(300)}`).host).toHaveLength(255);
  });

  it('links back only to a path on this site', () => {
    expect(backHref({ host: 'a.example', path: '/qrcode.html' }, 'a.example')).toBe('/qrcode.html');
    expect(backHref({ host: '', path: '/category/img' }, 'a.example')).toBe('/category/img');
    for (const path of [
      '',
      'qrcode.html',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://evil.example/',
      '/a b',
    ]) {
      expect(backHref({ host: 'a.example', path }, 'a.example'), path).toBeNull();
    }
    expect(backHref({ host: 'evil.example', path: '/qrcode.html' }, 'a.example')).toBeNull();
  });
});
