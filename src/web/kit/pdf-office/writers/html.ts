/**
 * The flow → one self-contained HTML file that reads well on a phone: headings, paragraphs (weight,
 * slant, colour, relative size kept), lists, tables (scrolling sideways when wide), images inline as data
 * URIs, a thin rule where the PDF's pages break; text sized in rem and the column at most the page's
 * width, so it reflows on a small screen.
 */
import type { ImageBlock, Paragraph, Span, Table } from '../model.js';
import { chooseFont } from '../fonts.js';
import type { Section } from '../flow.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function base64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/** The CSS class of each face (the stacks are in the page's style sheet). */
const FACE_CLASS: Record<string, string> = { Arial: 'sans', 'Courier New': 'mono' };

function faceClass(font: string): string {
  const choice = chooseFont(font);
  if (choice.eastAsia === '楷体') return 'kai';
  if (choice.eastAsia === '仿宋') return 'fang';
  return FACE_CLASS[choice.latin] ?? 'serif';
}

function spanHtml(span: Span, body: number, baseFont: string): string {
  const styles: string[] = [];
  if (Math.abs(span.size - body) > 0.6) styles.push(`font-size:${Math.round((span.size / body) * 100) / 100}em`);
  if (span.color !== '#000000') styles.push(`color:${span.color}`);
  const face = faceClass(span.font);
  let html = escapeHtml(span.text);
  if (span.bold) html = `<strong>${html}</strong>`;
  if (span.italic) html = `<em>${html}</em>`;
  if (!styles.length && face === baseFont) return html;
  const cls = face !== baseFont ? ` class="${face}"` : '';
  return `<span${cls}${styles.length ? ` style="${styles.join(';')}"` : ''}>${html}</span>`;
}

function inline(p: Paragraph, body: number, baseFont: string, size = body): string {
  return p.spans.map((s) => spanHtml(s, size, baseFont)).join('');
}

function paragraphHtml(p: Paragraph, body: number, baseFont: string): string {
  const align = p.align === 'left' ? '' : ` style="text-align:${p.align}"`;
  if (p.kind === 'heading') {
    const level = Math.min(3, p.level ?? 1);
    const size = Math.max(...p.spans.map((s) => s.size));
    return `<h${level}${align}>${inline(p, body, baseFont, size)}</h${level}>`;
  }
  const indent = p.firstLine > body * 0.8 ? ' class="indent"' : '';
  return `<p${indent}${align}>${inline(p, body, baseFont)}</p>`;
}

function tableHtml(t: Table, body: number, baseFont: string): string {
  const nRows = t.rows.length - 1;
  const sizes = t.cells.flatMap((c) => c.paragraphs.flatMap((p) => p.spans.map((s) => s.size)));
  const size = sizes.sort((a, b) => a - b)[Math.floor(sizes.length / 2)] ?? body;
  const scale = Math.abs(size - body) > 0.6 ? ` style="font-size:${Math.round((size / body) * 100) / 100}em"` : '';
  const rows: string[] = [];
  for (let r = 0; r < nRows; r++) {
    const cells = t.cells
      .filter((c) => c.row === r)
      .sort((a, b) => a.col - b.col)
      .map((c) => {
        const attrs = [
          c.colSpan > 1 ? ` colspan="${c.colSpan}"` : '',
          c.rowSpan > 1 ? ` rowspan="${c.rowSpan}"` : '',
          c.fill ? ` style="background:${c.fill}"` : '',
        ].join('');
        return `<td${attrs}>${c.paragraphs.map((p) => inline(p, body, baseFont, size)).join('<br>')}</td>`;
      });
    rows.push(`<tr>${cells.join('')}</tr>`);
  }
  return `<div class="table"><table class="${t.ruled ? 'ruled' : 'plain'}"${scale}>${rows.join('')}</table></div>`;
}

function imageHtml(block: ImageBlock): string {
  if (!block.image.data) return '';
  const type = block.image.type === 'jpg' ? 'jpeg' : 'png';
  const width = Math.round((block.width * 96) / 72);
  return `<figure><img alt="" width="${width}" src="data:image/${type};base64,${base64(block.image.data)}"></figure>`;
}

export function writeHtml(sections: Section[], title: string, lang = 'zh-CN'): string {
  const all = sections.flatMap((s) => s.blocks.map((b) => b.block));
  const paragraphs = all.filter((b): b is Paragraph => b.type === 'paragraph');
  const spans = paragraphs.filter((p) => p.kind !== 'heading').flatMap((p) => p.spans);
  const weight = new Map<number, number>();
  for (const s of spans) weight.set(s.size, (weight.get(s.size) ?? 0) + s.text.length);
  const body = [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10.5;
  const fontWeight = new Map<string, number>();
  for (const s of spans) fontWeight.set(faceClass(s.font), (fontWeight.get(faceClass(s.font)) ?? 0) + s.text.length);
  const baseFont = [...fontWeight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'serif';
  const stack = (face: string) =>
    chooseFont({ sans: 'Arial', mono: 'Courier', kai: 'KaiTi', fang: 'FangSong' }[face] ?? 'Times').css;
  const pageWidth = Math.max(...sections.map((s) => s.width - s.margins.left - s.margins.right), 300);
  const out: string[] = [];
  let list: 'ul' | 'ol' | null = null;
  const closeList = () => {
    if (list) out.push(`</${list}>`);
    list = null;
  };
  for (const section of sections)
    for (const { block, pageBreakBefore } of section.blocks) {
      if (pageBreakBefore) {
        closeList();
        out.push('<hr class="page">');
      }
      if (block.type === 'paragraph' && block.kind === 'list') {
        const tag = block.ordered ? 'ol' : 'ul';
        if (list !== tag) {
          closeList();
          const start = block.ordered ? /\d+/.exec(block.marker ?? '')?.[0] : undefined;
          out.push(start && start !== '1' ? `<ol start="${start}">` : `<${tag}>`);
          list = tag;
        }
        out.push(`<li>${inline(block, body, baseFont)}</li>`);
        continue;
      }
      closeList();
      if (block.type === 'paragraph') out.push(paragraphHtml(block, body, baseFont));
      else if (block.type === 'table') out.push(tableHtml(block, body, baseFont));
      else out.push(imageHtml(block));
    }
  closeList();
  const css = [
    `html{-webkit-text-size-adjust:100%}`,
    `body{margin:0;background:#f6f7f9;color:#1d2129;font-family:${stack(baseFont)};font-size:${Math.round((body / 10.5) * 100)}%;line-height:1.75}`,
    ...['serif', 'sans', 'mono', 'kai', 'fang'].map((face) => `.${face}{font-family:${stack(face)}}`),
    `main{box-sizing:border-box;max-width:${Math.round((pageWidth * 96) / 72) + 48}px;margin:0 auto;padding:24px;background:#fff;min-height:100vh}`,
    `h1,h2,h3{line-height:1.35;margin:1.2em 0 .6em}h1{font-size:1.6rem}h2{font-size:1.3rem}h3{font-size:1.1rem}`,
    `p{margin:0 0 .75em;overflow-wrap:anywhere}p.indent{text-indent:2em}`,
    `ul,ol{padding-left:1.6em;margin:0 0 .75em}li{margin:.2em 0}`,
    `figure{margin:1em 0;text-align:center}img{max-width:100%;height:auto}`,
    `.table{overflow-x:auto;margin:0 0 1em;-webkit-overflow-scrolling:touch}table{border-collapse:collapse;min-width:60%}`,
    `td{padding:.35em .6em;vertical-align:top}table.ruled td{border:1px solid #c9cdd4}`,
    `hr.page{border:0;border-top:1px dashed #c9cdd4;margin:2em 0}`,
    `@media (max-width:600px){main{padding:16px}body{font-size:100%}}`,
  ].join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${css}
</style>
</head>
<body>
<main>
${out.join('\n')}
</main>
</body>
</html>
`;
}
