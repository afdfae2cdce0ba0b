/**
 * markdown编辑器: Markdown to HTML with markdown-it (CommonMark, plus GFM tables and strikethrough), and a
 * standalone .html file of the result. Raw HTML in the Markdown is escaped unless the visitor allows it;
 * the page sanitises whatever it shows or exports with DOMPurify either way.
 */
import markdownIt, { type MarkdownIt } from 'markdown-it';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const SCHEMA = defineOptions({
  /** Raw HTML in the Markdown is kept (then sanitised), not shown as text. */
  html: opt.bool(false),
  /** A single line break is a <br> (as most Chinese editors and chat apps write). */
  breaks: opt.bool(true),
  linkify: opt.bool(true),
  view: opt.choice(['split', 'edit', 'preview'], 'split'),
});
export type Options = Values<typeof SCHEMA>;

const engines = new Map<string, MarkdownIt>();

function engine(o: Pick<Options, 'html' | 'breaks' | 'linkify'>): MarkdownIt {
  const key = `${o.html}:${o.breaks}:${o.linkify}`;
  let md = engines.get(key);
  if (!md) {
    md = markdownIt('default', { html: o.html, breaks: o.breaks, linkify: o.linkify });
    engines.set(key, md);
  }
  return md;
}

export function renderMarkdown(text: string, options: Pick<Options, 'html' | 'breaks' | 'linkify'>): string {
  return engine(options).render(text);
}

/** The first heading's text (the exported file's title and name), or null. */
export function titleOf(text: string): string | null {
  const m = text.match(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/m);
  return m ? m[1]!.replace(/[*_`~[\]]/g, '').trim() || null : null;
}

/** A name for a file: the title without characters file systems refuse, at most 60 characters. */
export function fileStem(title: string | null, fallback: string): string {
  const stem = (title ?? '')
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '')
    .trim()
    .slice(0, 60);
  return stem || fallback;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The exported page's own style (no external file, readable on phones and in print). */
const STYLE = `body{max-width:860px;margin:0 auto;padding:24px 16px;font:16px/1.75 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2328}
h1,h2{border-bottom:1px solid #d0d7de;padding-bottom:.3em}
a{color:#0969da}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f6f8fa;padding:.1em .35em;border-radius:4px;font-size:.9em}
pre{background:#f6f8fa;padding:12px 16px;border-radius:8px;overflow:auto}
pre code{background:none;padding:0}
blockquote{margin:0;padding:0 1em;color:#59636e;border-left:4px solid #d0d7de}
table{border-collapse:collapse;display:block;overflow:auto}
th,td{border:1px solid #d0d7de;padding:6px 12px}
img{max-width:100%}`;

/** A complete HTML document around (already sanitised) body HTML. */
export function htmlDocument(body: string, title: string): string {
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${STYLE}
</style>
</head>
<body>
${body}</body>
</html>
`;
}
