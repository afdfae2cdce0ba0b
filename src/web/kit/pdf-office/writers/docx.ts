/**
 * The flow → a Word document (`docx` package): paragraphs with their runs' weight, slant, colour, size and
 * a font Word and WPS have; headings as Word headings; lists as Word lists (bullets, 1. / (1) / a. / 一、
 * / ① numbering, starting where the PDF's list started); tables as Word tables (column widths, merged
 * cells, shading, rules or none); images in the flow; page breaks where the PDF's pages break; each
 * run of same-size pages a section with the PDF's page size and margins.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  LineRuleType,
  Packer,
  PageBreak,
  PageOrientation,
  Paragraph as DocxParagraph,
  ShadingType,
  Table as DocxTable,
  TableCell as DocxTableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type ILevelsOptions,
  type ParagraphChild,
} from 'docx';
import type { ImageBlock, Paragraph, Span, Table } from '../model.js';
import { chooseFont } from '../fonts.js';
import type { Section } from '../flow.js';

const twips = (pt: number) => Math.round(pt * 20);
const pixels = (pt: number) => Math.round((pt * 96) / 72);

const ALIGN = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const;

const HEADING = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3] as const;

/** Word's numbering for a printed list marker. */
export function numberFormat(marker: string): {
  format: (typeof LevelFormat)[keyof typeof LevelFormat];
  text: string;
  start: number;
} {
  const chinese = '一二三四五六七八九十';
  let m: RegExpExecArray | null;
  if ((m = /^(\d+)([.)．、])$/.exec(marker)))
    return { format: LevelFormat.DECIMAL, text: `%1${m[2]}`, start: Number(m[1]) };
  if ((m = /^([(（])(\d+)([)）])$/.exec(marker)))
    return { format: LevelFormat.DECIMAL, text: `${m[1]}%1${m[3]}`, start: Number(m[2]) };
  if ((m = /^([a-z])([.)])$/.exec(marker)))
    return { format: LevelFormat.LOWER_LETTER, text: `%1${m[2]}`, start: m[1].charCodeAt(0) - 96 };
  if ((m = /^([A-Z])([.)])$/.exec(marker)))
    return { format: LevelFormat.UPPER_LETTER, text: `%1${m[2]}`, start: m[1].charCodeAt(0) - 64 };
  if ((m = /^([(（])([a-zA-Z])([)）])$/.exec(marker)))
    return { format: LevelFormat.LOWER_LETTER, text: `${m[1]}%1${m[3]}`, start: m[2].toLowerCase().charCodeAt(0) - 96 };
  if ((m = /^([ivx]+)([.)])$/i.exec(marker)))
    return {
      format: /[a-z]/.test(m[1]) ? LevelFormat.LOWER_ROMAN : LevelFormat.UPPER_ROMAN,
      text: `%1${m[2]}`,
      start: 1,
    };
  if ((m = /^([一二三四五六七八九十]+)、$/.exec(marker)))
    return { format: LevelFormat.CHINESE_COUNTING, text: '%1、', start: Math.max(1, chinese.indexOf(m[1][0]) + 1) };
  if ((m = /^([(（])([一二三四五六七八九十]+)([)）])$/.exec(marker)))
    return {
      format: LevelFormat.CHINESE_COUNTING,
      text: `${m[1]}%1${m[3]}`,
      start: Math.max(1, chinese.indexOf(m[2][0]) + 1),
    };
  if (/^[①-⑳]$/.test(marker))
    return { format: LevelFormat.DECIMAL_ENCLOSED_CIRCLE, text: '%1', start: marker.charCodeAt(0) - 0x2460 + 1 };
  return { format: LevelFormat.DECIMAL, text: '%1.', start: 1 };
}

function runOf(span: Span): ParagraphChild[] {
  const font = chooseFont(span.font);
  const color = span.color.replace('#', '').toUpperCase();
  const out: ParagraphChild[] = [];
  if (span.pageBreak) out.push(new PageBreak());
  out.push(
    new TextRun({
      text: span.text,
      bold: span.bold || undefined,
      italics: span.italic || undefined,
      color: color === '000000' ? undefined : color,
      size: Math.max(2, Math.round(span.size * 2)),
      font: { ascii: font.latin, hAnsi: font.latin, eastAsia: font.eastAsia, cs: font.latin },
    }),
  );
  return out;
}

interface ListState {
  configs: { reference: string; levels: ILevelsOptions[] }[];
  /** The list being written (consecutive items of one kind), or null. */
  current: { reference: string; ordered: boolean; format: string } | null;
}

function listReference(p: Paragraph, lists: ListState): string {
  const ordered = Boolean(p.ordered);
  const f = ordered ? numberFormat(p.marker ?? '1.') : null;
  const key = ordered ? `${f!.format}:${f!.text}` : `bullet:${p.marker}`;
  if (lists.current && lists.current.ordered === ordered && lists.current.format === key)
    return lists.current.reference;
  const reference = `list-${lists.configs.length + 1}`;
  const indent = { left: twips(Math.max(18, p.indent + 18)), hanging: twips(18) };
  lists.configs.push({
    reference,
    levels: [
      ordered
        ? {
            level: 0,
            format: f!.format,
            text: f!.text,
            start: f!.start,
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent } },
          }
        : {
            level: 0,
            format: LevelFormat.BULLET,
            text: p.marker === '●' ? '●' : '•',
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent } },
          },
    ],
  });
  lists.current = { reference, ordered, format: key };
  return reference;
}

function paragraphOf(p: Paragraph, pageBreakBefore: boolean, lists: ListState | null): DocxParagraph {
  const size = Math.max(...p.spans.map((s) => s.size), 1);
  const isList = p.kind === 'list' && lists !== null;
  if (!isList && lists) lists.current = null;
  return new DocxParagraph({
    children: p.spans.flatMap(runOf),
    heading: p.kind === 'heading' ? HEADING[Math.min(2, (p.level ?? 1) - 1)] : undefined,
    alignment: ALIGN[p.align],
    pageBreakBefore: pageBreakBefore || undefined,
    numbering: isList ? { reference: listReference(p, lists!), level: 0 } : undefined,
    indent: isList
      ? undefined
      : {
          left: p.indent > 1 ? twips(p.indent) : undefined,
          firstLine: p.firstLine > 1 ? twips(p.firstLine) : undefined,
          hanging: p.firstLine < -1 ? twips(-p.firstLine) : undefined,
        },
    spacing: {
      before: twips(Math.min(p.spaceBefore, size * 3)),
      after: 0,
      // At least the PDF's own distance between lines (a bigger font still gets its room).
      line: twips(Math.min(3, Math.max(1, p.lineHeight)) * size),
      lineRule: LineRuleType.AT_LEAST,
    },
  });
}

function imageOf(
  block: ImageBlock,
  pageBreakBefore: boolean,
  sectionWidth: number,
  margins: Section['margins'],
): DocxParagraph {
  const usable = sectionWidth - margins.left - margins.right;
  const scale = block.width > usable ? usable / block.width : 1;
  const centre = block.x + block.width / 2;
  const centred = Math.abs(centre - (margins.left + usable / 2)) < 12;
  return new DocxParagraph({
    pageBreakBefore: pageBreakBefore || undefined,
    alignment: centred ? AlignmentType.CENTER : undefined,
    indent: !centred && block.x - margins.left > 4 ? { left: twips(block.x - margins.left) } : undefined,
    children: [
      new ImageRun({
        type: block.image.type,
        data: block.image.data!,
        transformation: { width: pixels(block.width * scale), height: pixels(block.height * scale) },
      }),
    ],
  });
}

function tableOf(table: Table): DocxTable {
  const widths = table.columns.slice(1).map((edge, i) => Math.max(1, edge - table.columns[i]));
  const line = table.ruled
    ? { style: BorderStyle.SINGLE, size: 4, color: '000000' }
    : { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  const borders = { top: line, bottom: line, left: line, right: line, insideHorizontal: line, insideVertical: line };
  const nRows = table.rows.length - 1;
  const rows: TableRow[] = [];
  for (let r = 0; r < nRows; r++) {
    const cells = table.cells
      .filter((c) => c.row === r)
      .sort((a, b) => a.col - b.col)
      .map(
        (c) =>
          new DocxTableCell({
            columnSpan: c.colSpan > 1 ? c.colSpan : undefined,
            rowSpan: c.rowSpan > 1 ? c.rowSpan : undefined,
            width: {
              size: twips(widths.slice(c.col, c.col + c.colSpan).reduce((a, b) => a + b, 0)),
              type: WidthType.DXA,
            },
            shading: c.fill
              ? { fill: c.fill.replace('#', '').toUpperCase(), type: ShadingType.CLEAR, color: 'auto' }
              : undefined,
            children: c.paragraphs.length
              ? c.paragraphs.map((p) => paragraphOf({ ...p, indent: 0, firstLine: 0, spaceBefore: 0 }, false, null))
              : [new DocxParagraph({})],
          }),
      );
    rows.push(
      new TableRow({ children: cells, height: { value: twips(table.rows[r + 1] - table.rows[r]), rule: 'atLeast' } }),
    );
  }
  return new DocxTable({
    rows,
    columnWidths: widths.map(twips),
    layout: TableLayoutType.FIXED,
    width: { size: twips(widths.reduce((a, b) => a + b, 0)), type: WidthType.DXA },
    borders,
  });
}

export async function writeDocx(sections: Section[], title = ''): Promise<Uint8Array> {
  const lists: ListState = { configs: [], current: null };
  const docSections = sections.map((section) => {
    const children: (DocxParagraph | DocxTable)[] = [];
    for (const { block, pageBreakBefore } of section.blocks) {
      if (block.type === 'paragraph') children.push(paragraphOf(block, pageBreakBefore, lists));
      else {
        lists.current = null;
        if (block.type === 'image') {
          if (block.image.data) children.push(imageOf(block, pageBreakBefore, section.width, section.margins));
        } else {
          if (pageBreakBefore) children.push(new DocxParagraph({ children: [new PageBreak()] }));
          children.push(tableOf(block));
          // Word needs a paragraph between two tables, and after a table that ends a section.
          children.push(new DocxParagraph({ spacing: { before: 0, after: 0, line: 240 } }));
        }
      }
    }
    if (children.length === 0) children.push(new DocxParagraph({}));
    return {
      properties: {
        page: {
          size: {
            width: twips(section.width),
            height: twips(section.height),
            orientation: section.width > section.height ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
          },
          margin: {
            top: twips(section.margins.top),
            right: twips(section.margins.right),
            bottom: twips(section.margins.bottom),
            left: twips(section.margins.left),
          },
        },
      },
      children,
    };
  });
  const doc = new Document({
    title,
    creator: '',
    numbering: { config: lists.configs },
    styles: {
      default: {
        document: { run: { font: { ascii: 'Times New Roman', hAnsi: 'Times New Roman', eastAsia: '宋体' } } },
      },
    },
    sections: docSections,
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}
