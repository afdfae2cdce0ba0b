import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { buildUrl, parseQuery, parseUrl, type Options } from './url-parse.js';

const o: Options = { decoded: true, sortKeys: false };

describe('parseUrl', () => {
  it('takes every part apart', () => {
    const p = parseUrl(
      'https://user:p%40ss@Example.COM:8080/a/%E9%A1%B5%E9%9D%A2/?q=%E5%9C%A8%E7%BA%BF+%E5%B7%A5%E5%85%B7&page=2#top',
      o,
      'en',
    );
    expect(p).toMatchObject({
      protocol: 'https:',
      username: 'user',
      password: 'p@ss',
      hostname: 'example.com',
      port: '8080',
      defaultPort: '443',
      origin: 'https://example.com:8080',
      pathname: '/a/%E9%A1%B5%E9%9D%A2/',
      segments: ['a', '页面'],
      hash: 'top',
      assumedScheme: false,
      params: [
        { key: 'q', value: '在线 工具' },
        { key: 'page', value: '2' },
      ],
    });
  });

  it.each([
    ['no scheme', 'www.example.com/s?wd=1', 'https://www.example.com/s?wd=1', true],
    ['host and port only', 'localhost:3000/api', 'https://localhost:3000/api', true],
    ['scheme-relative', '//cdn.example.com/x.js', 'https://cdn.example.com/x.js', false],
    ['Chinese in the path, spaces', 'https://例子.cn/搜 索', 'https://xn--fsqu00a.cn/%E6%90%9C%20%E7%B4%A2', false],
    ['emoji in the query', 'https://a.cn/?e=😀', 'https://a.cn/?e=%F0%9F%98%80', false],
    ['mailto', 'mailto:someone@example.com?subject=hi', 'mailto:someone@example.com?subject=hi', false],
    ['surrounding whitespace and CRLF', '  https://a.cn/x \r\n', 'https://a.cn/x', false],
  ])('%s', (_, text, href, assumed) => {
    const p = parseUrl(text, o, 'en');
    expect(p.href).toBe(href);
    expect(p.assumedScheme).toBe(assumed);
  });

  it('keeps repeated keys in order, and raw values when asked', () => {
    const text = 'https://a.cn/?id=1&id=2&tag=a%20b&flag&x=1+2';
    expect(parseUrl(text, o, 'en').params).toEqual([
      { key: 'id', value: '1' },
      { key: 'id', value: '2' },
      { key: 'tag', value: 'a b' },
      { key: 'flag', value: '' },
      { key: 'x', value: '1 2' },
    ]);
    expect(parseUrl(text, { ...o, decoded: false }, 'en').params[2]).toEqual({ key: 'tag', value: 'a%20b' });
  });

  it.each([
    ['', 'Type a URL'],
    ['   ', 'Type a URL'],
    ['https://a.cn/\nhttps://b.cn/', 'A URL cannot hold line breaks or tabs: parse one URL at a time'],
    ['http://', 'This is not a URL that can be parsed: check the scheme (such as https://), host name and port'],
    [
      'https://a.cn:99999/',
      'This is not a URL that can be parsed: check the scheme (such as https://), host name and port',
    ],
    [
      'https://a b.cn/',
      'This is not a URL that can be parsed: check the scheme (such as https://), host name and port',
    ],
  ])('refuses %j', (text, message) => {
    expect(() => parseUrl(text, o, 'en')).toThrow(new InputError(message));
  });

  it('says it in Chinese', () => {
    expect(() => parseUrl('', o, 'zh')).toThrow(new InputError('请输入网址'));
  });

  it('parses a URL with a 200 KB query', () => {
    const long = `https://a.cn/?${Array.from({ length: 20_000 }, (_, i) => `k${i}=${i}`).join('&')}`;
    expect(parseUrl(long, o, 'en').params).toHaveLength(20_000);
  });
});

describe('parseQuery', () => {
  it.each([
    ['', []],
    ['?', []],
    [
      '?a=1&&b',
      [
        { key: 'a', value: '1' },
        { key: 'b', value: '' },
      ],
    ],
    ['a=%E4%B8%AD', [{ key: 'a', value: '中' }]],
  ])('%j', (q, params) => {
    expect(parseQuery(q, true)).toEqual(params);
  });
});

describe('buildUrl', () => {
  const round = (text: string, options = o) => buildUrl(parseUrl(text, options, 'en'), options, 'en');
  it.each([
    'https://user:pw@example.com:8080/a/b?q=%E5%9C%A8%E7%BA%BF+%E5%B7%A5%E5%85%B7&page=2#top',
    'http://a.cn/',
    'https://a.cn/?id=1&id=2',
  ])('round trip %s', (text) => {
    expect(round(text)).toBe(text);
  });

  it('rebuilds edits: a changed value, a new key, sorted keys, a new port and hash', () => {
    const p = parseUrl('https://a.cn/p?b=2&a=1', o, 'en');
    const edited = { ...p, port: '8443', hash: '结果', params: [...p.params, { key: 'q', value: '中 文&=' }] };
    expect(buildUrl(edited, o, 'en')).toBe(
      'https://a.cn:8443/p?b=2&a=1&q=%E4%B8%AD+%E6%96%87%26%3D#%E7%BB%93%E6%9E%9C',
    );
    expect(buildUrl(edited, { ...o, sortKeys: true }, 'en')).toBe(
      'https://a.cn:8443/p?a=1&b=2&q=%E4%B8%AD+%E6%96%87%26%3D#%E7%BB%93%E6%9E%9C',
    );
  });

  it('drops empty rows and keeps raw values when not decoding', () => {
    const p = parseUrl('https://a.cn/?x=a%20b', { ...o, decoded: false }, 'en');
    const edited = { ...p, params: [...p.params, { key: '', value: '' }, { key: 'flag', value: '' }] };
    expect(buildUrl(edited, { ...o, decoded: false }, 'en')).toBe('https://a.cn/?x=a%20b&flag');
  });

  it.each([
    [{ port: '70000' }, 'The port must be a whole number from 0 to 65535'],
    [{ port: 'abc' }, 'The port must be a whole number from 0 to 65535'],
    [{ hostname: '' }, 'The host name is missing (such as example.com)'],
    [{ hostname: 'a b' }, 'The host name holds characters that are not allowed'],
    [{ protocol: '1x' }, 'Invalid scheme: it starts with a letter and holds only letters, digits and + - .'],
  ])('refuses %j', (change, message) => {
    const p = { ...parseUrl('https://a.cn/', o, 'en'), ...change };
    expect(() => buildUrl(p, o, 'en')).toThrow(new InputError(message));
  });
});
