/**
 * Pages → a PowerPoint deck (PptxGenJS): one slide per page at the page's size, the page's graphics
 * behind (the page drawn without its text, when a renderer is given; else its images, filled boxes and
 * rules as pictures and shapes), and over them the page's text as editable text boxes, one per paragraph
 * (bold, italic, colour, size and font kept), tables as PowerPoint tables.
 */
import PptxGenJS from 'pptxgenjs';
import type { PageContent, PageLayout, Paragraph, Span, Table } from '../model.js';
import { chooseFont } from '../fonts.js';
import { isCjk } from '../text.js';

const inch = (pt: number) => Math.round((pt / 72) * 10000) / 10000;

export type PageRenderer = (index: number) => Promise<{ data: Uint8Array; type: 'png' | 'jpg' } | null>;

function base64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function dataUri(data: Uint8Array, type: 'png' | 'jpg'): string {
  return `image/${type === 'jpg' ? 'jpeg' : 'png'};base64,${base64(data)}`;
}

function textRuns(spans: Span[]): PptxGenJS.TextProps[] {
  return spans.map((s) => {
    const font = chooseFont(s.font);
    const cjk = [...s.text].some((ch) => isCjk(ch));
    return {
      text: s.text,
      options: {
        bold: s.bold,
        italic: s.italic,
        color: s.color.slice(1).toUpperCase(),
        fontSize: Math.max(1, Math.round(s.size * 2) / 2),
        fontFace: cjk ? font.eastAsia : font.latin,
      },
    };
  });
}

function addParagraph(slide: PptxGenJS.Slide, p: Paragraph): void {
  const spans = p.kind === 'list' && p.marker ? [{ ...p.spans[0], text: `${p.marker} ` }, ...p.spans] : p.spans;
  if (spans.length === 0) return;
  const size = Math.max(...spans.map((s) => s.size));
  // A little extra width and height: the viewer's fonts are not the PDF's.
  slide.addText(textRuns(spans), {
    x: inch(p.x),
    y: inch(p.y - size * 0.1),
    w: inch(p.width * 1.04 + size * 0.5),
    h: inch(p.height + size * 0.3),
    margin: 0,
    valign: 'top',
    align: p.align === 'justify' ? 'justify' : p.align,
    fit: 'none',
    wrap: true,
    // The PDF's own distance between baselines.
    lineSpacing: Math.round(Math.min(3, Math.max(0.9, p.lineHeight)) * size * 10) / 10,
  });
}

function addTable(slide: PptxGenJS.Slide, table: Table, drawn: boolean): void {
  const nRows = table.rows.length - 1;
  const rows: PptxGenJS.TableRow[] = [];
  for (let r = 0; r < nRows; r++) {
    const row: PptxGenJS.TableCell[] = [];
    for (const c of table.cells.filter((c) => c.row === r).sort((a, b) => a.col - b.col)) {
      const spans = c.paragraphs.flatMap((p, i) => (i > 0 ? [{ ...p.spans[0], text: '\n' }, ...p.spans] : p.spans));
      row.push({
        text: spans.length ? textRuns(spans) : '',
        options: {
          colspan: c.colSpan > 1 ? c.colSpan : undefined,
          rowspan: c.rowSpan > 1 ? c.rowSpan : undefined,
          fill: !drawn && c.fill ? { color: c.fill.slice(1).toUpperCase() } : undefined,
          valign: 'middle',
          margin: [0.02, 0.04, 0.02, 0.04],
        },
      });
    }
    rows.push(row);
  }
  slide.addTable(rows, {
    x: inch(table.x),
    y: inch(table.y),
    w: inch(table.width),
    colW: table.columns.slice(1).map((e, i) => inch(e - table.columns[i])),
    rowH: table.rows.slice(1).map((e, i) => inch(e - table.rows[i])),
    border: drawn || !table.ruled ? { type: 'none' } : { type: 'solid', pt: 0.5, color: '000000' },
    fontSize: 10,
  });
}

export interface PptxInput {
  layouts: PageLayout[];
  contents: PageContent[];
  /** The page's graphics without its text (browser); null: pictures and shapes instead. */
  render?: PageRenderer | null;
  onPage?: (done: number, total: number) => void;
}

export async function writePptx(input: PptxInput): Promise<Uint8Array> {
  const pres = new PptxGenJS();
  const first = input.layouts[0];
  pres.defineLayout({ name: 'PDF', width: inch(first?.width ?? 720), height: inch(first?.height ?? 540) });
  pres.layout = 'PDF';
  for (let i = 0; i < input.layouts.length; i++) {
    const layout = input.layouts[i];
    const content = input.contents[i];
    const slide = pres.addSlide();
    // A scan read by OCR is not drawn behind its text (the picture would show the same words twice).
    const background = input.render && !content.ocr ? await input.render(layout.index) : null;
    if (background) slide.background = { data: dataUri(background.data, background.type) };
    else {
      for (const f of content.fills)
        if (!/^#f{6}$/i.test(f.color))
          slide.addShape(pres.ShapeType.rect, {
            x: inch(f.x),
            y: inch(f.y),
            w: inch(f.width),
            h: inch(f.height),
            fill: { color: f.color.slice(1).toUpperCase() },
            line: { type: 'none' },
          });
      for (const im of content.images)
        if (im.data)
          slide.addImage({
            data: dataUri(im.data, im.type),
            x: inch(im.x),
            y: inch(im.y),
            w: inch(im.width),
            h: inch(im.height),
          });
      const tables = layout.blocks.filter((b): b is Table => b.type === 'table');
      const inTable = (x: number, y: number) =>
        tables.some((t) => x >= t.x - 2 && x <= t.x + t.width + 2 && y >= t.y - 2 && y <= t.y + t.height + 2);
      // Rules of a table are the table's own borders.
      for (const r of content.rulings.filter(
        (r) =>
          !(r.dir === 'h'
            ? inTable(r.from, r.at) && inTable(r.to, r.at)
            : inTable(r.at, r.from) && inTable(r.at, r.to)),
      )) {
        const horizontal = r.dir === 'h';
        slide.addShape(pres.ShapeType.line, {
          x: inch(horizontal ? r.from : r.at),
          y: inch(horizontal ? r.at : r.from),
          w: inch(horizontal ? r.to - r.from : 0),
          h: inch(horizontal ? 0 : r.to - r.from),
          line: { color: r.color.slice(1).toUpperCase(), width: 0.75 },
        });
      }
    }
    for (const block of layout.blocks) {
      if (block.type === 'paragraph') addParagraph(slide, block);
      else if (block.type === 'table') addTable(slide, block, Boolean(background));
    }
    input.onPage?.(i + 1, input.layouts.length);
  }
  const out = await pres.write({ outputType: 'uint8array' });
  return out as Uint8Array;
}
