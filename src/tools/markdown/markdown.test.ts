import { describe, expect, it } from 'vitest';
import { fileStem, htmlDocument, renderMarkdown, titleOf, type Options } from './markdown.js';

const o: Options = { html: false, breaks: true, linkify: true, view: 'split' };

describe('renderMarkdown', () => {
  it.each([
    ['empty', '', ''],
    ['heading', '# 标题', '<h1>标题</h1>\n'],
    ['emphasis and code', '**粗体** *斜体* `code`', '<p><strong>粗体</strong> <em>斜体</em> <code>code</code></p>\n'],
    ['strikethrough', '~~删除~~', '<p><s>删除</s></p>\n'],
    ['line break kept', '第一行\n第二行', '<p>第一行<br>\n第二行</p>\n'],
    ['CRLF', '第一行\r\n第二行', '<p>第一行<br>\n第二行</p>\n'],
    ['emoji and astral', '😀 𠮷', '<p>😀 𠮷</p>\n'],
    ['linkify', '见 https://example.com', '<p>见 <a href="https://example.com">https://example.com</a></p>\n'],
    [
      'table',
      '| a | b |\n|---|:-:|\n| 1 | 2 |',
      '<table>\n<thead>\n<tr>\n<th>a</th>\n<th style="text-align:center">b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td style="text-align:center">2</td>\n</tr>\n</tbody>\n</table>\n',
    ],
    ['fenced code', '```js\nlet a = 1 < 2;\n```', '<pre><code class="language-js">let a = 1 &lt; 2;\n</code></pre>\n'],
  ])('%s', (_, md, html) => {
    expect(renderMarkdown(md, o)).toBe(html);
  });

  it('escapes raw HTML unless allowed', () => {
    expect(renderMarkdown('<script>alert(1)</script>', o)).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
    expect(renderMarkdown('<b>x</b>', { ...o, html: true })).toBe('<p><b>x</b></p>\n');
  });

  it('refuses javascript: links (markdown-it validateLink)', () => {
    expect(renderMarkdown('[x](javascript:alert(1))', o)).toBe('<p>[x](javascript:alert(1))</p>\n');
  });

  it('single line breaks as spaces when asked', () => {
    expect(renderMarkdown('a\nb', { ...o, breaks: false })).toBe('<p>a\nb</p>\n');
  });

  it('renders a megabyte', () => {
    const big = '## 小节\n\n一段 **文字** 和 [链接](https://a.cn)。\n\n'.repeat(20_000);
    expect(renderMarkdown(big, o).match(/<h2>/g)).toHaveLength(20_000);
  });
});

describe('titles and files', () => {
  it.each([
    ['# 我的 *笔记*\n正文', '我的 笔记'],
    ['正文\n\n## 第二节 ##', '第二节'],
    ['没有标题', null],
    ['#不是标题', null],
  ])('%j', (md, title) => {
    expect(titleOf(md)).toBe(title);
  });
  it('file stems', () => {
    expect(fileStem('a/b:c?', 'x')).toBe('abc');
    expect(fileStem(null, 'markdown')).toBe('markdown');
    expect(fileStem('长'.repeat(100), 'x')).toHaveLength(60);
  });
  it('a whole document with an escaped title', () => {
    const doc = htmlDocument('<p>x</p>\n', '<a & b>');
    expect(doc).toContain('<title>&lt;a &amp; b&gt;</title>');
    expect(doc).toContain('<meta charset="utf-8">');
    expect(doc).toMatch(/<body>\n<p>x<\/p>\n<\/body>/);
  });
});
