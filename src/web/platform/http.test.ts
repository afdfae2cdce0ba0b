import { describe, expect, it } from 'vitest';
import type { HttpMethod } from './payload.js';
import { shouldRetry, withQuery } from './http.js';

describe('withQuery', () => {
  it.each([
    ['/a', undefined, '/a'],
    ['/a', {}, '/a'],
    ['/a', { toolid: 'qrcode', n: 2 }, '/a?toolid=qrcode&n=2'],
    ['/a?x=1', { y: 'b c' }, '/a?x=1&y=b+c'],
    ['/a#top', { y: 1 }, '/a?y=1'],
    ['/a', { skip: undefined, none: null, ok: false }, '/a?ok=false'],
    ['/a', { userInfo: '{"guid":"g:1"}' }, '/a?userInfo=%7B%22guid%22:%22g:1%22%7D'],
    ['/a', { o: { k: 1 } }, '/a?o=%7B%22k%22:1%7D'],
    ['/a', { ids: [1, 2] }, '/a?ids[]=1&ids[]=2'],
    ['/a', { q: '中文&=?' }, '/a?q=%E4%B8%AD%E6%96%87%26%3D%3F'],
  ])('%s + %j → %s', (url, params, expected) => {
    expect(withQuery(url, params)).toBe(expected);
  });
});

describe('shouldRetry (axios-retry default condition)', () => {
  it.each<[HttpMethod, number | undefined, boolean]>([
    ['GET', undefined, true],
    ['POST', undefined, true],
    ['GET', 503, true],
    ['GET', 500, true],
    ['GET', 429, true],
    ['PUT', 502, true],
    ['DELETE', 599, true],
    ['HEAD', 504, true],
    ['POST', 503, false],
    ['PATCH', 503, false],
    ['GET', 404, false],
    ['GET', 400, false],
    ['GET', 600, false],
  ])('%s answered %s → %s', (method, status, expected) => {
    expect(shouldRetry(method, status)).toBe(expected);
  });
});
