/**
 * Page content → blocks in reading order: tables (ruled, then borderless), images, and paragraphs made
 * from lines (joined across line ends, broken where spacing, indentation, a short last line, a change of
 * size or weight, or a list marker says a new paragraph starts), with headings by size and weight, lists
 * by their markers, alignment, indents and spacing. Repeated page headers, footers and page numbers are
 * left out. Pure: tested on small fixtures.
 */
import type {
  Block,
  ImageBlock,
  Line,
  PageContent,
  PageLayout,
  Paragraph,
  Span,
  Table,
  TableCell,
  TextRun,
} from './model.js';
import { buildLines, dominantSize } from './lines.js';
import { fillEdges, findRuledGrids, findTextGrids, type Grid } from './tables.js';
import { endsSentence, isCjk, lineJoint } from './text.js';

// ------------------------------------------------------------------ lists

export interface ListMarker {
  marker: string;
  ordered: boolean;
  /** The text after the marker. */
  rest: string;
}

const BULLET = /^([•●○◦■□▪▫◆◇►▶➢➤✓✔∙·*\-–—])\s*(?=\S)/u;
const ORDERED = [
  /^(\d{1,3}[.)．、](?!\d))\s*(?=\S)/u,
  /^([(（]\d{1,3}[)）])\s*(?=\S)/u,
  /^([a-zA-Z][.)](?=\s))\s*(?=\S)/u,
  /^([(（][a-zA-Z][)）])\s*(?=\S)/u,
  /^([ivxIVX]{1,5}[.)](?=\s))\s*(?=\S)/u,
  /^([一二三四五六七八九十百]{1,3}、)\s*(?=\S)/u,
  /^([(（][一二三四五六七八九十百]{1,3}[)）])\s*(?=\S)/u,
  /^([①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳])\s*(?=\S)/u,
];

/** A list marker at the start of a paragraph's text, or null. */
export function listMarker(text: string): ListMarker | null {
  const t = text.replace(/^\s+/, '');
  const b = BULLET.exec(t);
  // A dash or star needs a space after it ("-5" is a number, "*note" is not a bullet).
  if (b && (!/^[*\-–—]/.test(b[1]) || /^[*\-–—]\s/.test(t)))
    return { marker: b[1], ordered: false, rest: t.slice(b[0].length) };
  for (const re of ORDERED) {
    const m = re.exec(t);
    if (m) return { marker: m[1], ordered: true, rest: t.slice(m[0].length) };
  }
  return null;
}

// ------------------------------------------------------------------ page furniture

const PAGE_NUMBER = /^[-–—\s]*(?:(?:page|第)\s*)?\d{1,4}(?:\s*页)?(?:\s*(?:\/|／|of|共)\s*\d{1,4}\s*页?)?[-–—\s]*$/i;

/** Keys of the lines that repeat at the top or bottom of pages (headers, footers), digits ignored. */
export function furnitureKeys(pages: PageContent[]): Set<string> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const seen = new Set<string>();
    for (const line of buildLines(page.runs)) if (inMarginBand(line, page.height)) seen.add(furnitureKey(line.text));
    for (const key of seen) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const keys = new Set<string>();
  if (pages.length < 2) return keys;
  for (const [key, n] of counts) if (n >= 2 && n >= pages.length * 0.5 && key !== '') keys.add(key);
  return keys;
}

function furnitureKey(text: string): string {
  return text.replace(/\d+/g, '#').replace(/\s+/g, '');
}

function inMarginBand(line: Line, pageHeight: number): boolean {
  return line.bottom < pageHeight * 0.085 || line.top > pageHeight * 0.915;
}

export function isFurniture(line: Line, pageHeight: number, keys: Set<string>): boolean {
  if (!inMarginBand(line, pageHeight)) return false;
  return PAGE_NUMBER.test(line.text) || keys.has(furnitureKey(line.text));
}

// ------------------------------------------------------------------ reading order

interface Item {
  kind: 'line' | 'table' | 'image';
  x: number;
  top: number;
  right: number;
  bottom: number;
  line?: Line;
  table?: Table;
  image?: ImageBlock;
  /** The column region the item ended up in (for the right edge of its lines). */
  region?: { x: number; right: number };
}

/**
 * Recursive XY-cut: split the items at the widest gap, across (a whitespace column running the whole
 * height) or along (a band of whitespace running the whole width), whichever is wider; a leaf keeps its
 * items top to bottom. Columns are read one after the other.
 */
export function readingOrder(items: Item[], region = spanOf(items)): Item[] {
  if (items.length <= 1) {
    for (const it of items) it.region ??= region;
    return items;
  }
  const byY = [...items].sort((a, b) => a.top - b.top);
  let hGap = 0;
  let hAt = -1;
  let reach = byY[0].bottom;
  for (let i = 1; i < byY.length; i++) {
    const gap = byY[i].top - reach;
    if (gap > hGap) {
      hGap = gap;
      hAt = i;
    }
    reach = Math.max(reach, byY[i].bottom);
  }
  const byX = [...items].sort((a, b) => a.x - b.x);
  let vGap = 0;
  let vAt = -1;
  let right = byX[0].right;
  for (let i = 1; i < byX.length; i++) {
    const gap = byX[i].x - right;
    if (gap > vGap) {
      vGap = gap;
      vAt = i;
    }
    right = Math.max(right, byX[i].right);
  }
  const size = Math.max(6, median(items.filter((i) => i.line).map((i) => i.line!.size)) || 10);
  if (vAt > 0 && vGap >= Math.max(size * 0.9, 8) && vGap >= hGap) {
    const left = byX.slice(0, vAt);
    const rest = byX.slice(vAt);
    return [...readingOrder(left, spanOf(left)), ...readingOrder(rest, spanOf(rest))];
  }
  if (hAt > 0 && hGap > -0.5) {
    return [...readingOrder(byY.slice(0, hAt), region), ...readingOrder(byY.slice(hAt), region)];
  }
  for (const it of byY) it.region ??= region;
  return byY;
}

function spanOf(items: Item[]): { x: number; right: number } {
  return { x: Math.min(...items.map((i) => i.x)), right: Math.max(...items.map((i) => i.right)) };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

// ------------------------------------------------------------------ paragraphs

export interface ParagraphContext {
  /** Body text size of the document. */
  bodySize: number;
  /** Usual distance between baselines within a paragraph, per font size (e.g. 1.2–1.6). */
  pitch: number;
  /** The page's left text margin (for indents). */
  marginLeft: number;
}

/** Whether `line` starts a new paragraph after `prev` (both in the same column region). */
export function startsParagraph(
  prev: Line,
  line: Line,
  region: { x: number; right: number },
  ctx: ParagraphContext,
  first: Line,
  /** Where the lines around `prev` reach on the right (ragged text narrower than the region). */
  localRight = region.right,
): boolean {
  if (line.top < prev.top - 1) return true;
  const size = Math.max(prev.size, line.size);
  if (Math.abs(prev.size - line.size) > Math.min(prev.size, line.size) * 0.12) return true;
  const pitch = line.y - prev.y;
  if (pitch > size * ctx.pitch * 1.32 + 1) return true;
  if (listMarker(line.text)) return true;
  const prevBold = prev.runs.every((r) => r.bold);
  const lineBold = line.runs.every((r) => r.bold);
  if (prevBold !== lineBold && (prevBold ? prev : line).text.length < 60) return true;
  // The list item's own wrapped lines hang at its text, after the marker.
  const marker = listMarker(first.text);
  if (marker) {
    const textStart = markerTextStart(first, marker);
    return Math.abs(line.x - textStart) > size * 0.6 && Math.abs(line.x - first.x) > size * 0.6;
  }
  // Centred lines of one centred paragraph.
  const centre = (l: Line) => l.x + l.width / 2;
  const regionCentre = (region.x + region.right) / 2;
  const centred = (l: Line) => Math.abs(centre(l) - regionCentre) < 3 && l.x > region.x + size;
  if (centred(prev) && centred(line)) return false;
  // An indented line after a line that is not: a first-line indent.
  if (line.x > prev.x + size * 0.8 && line.x > region.x + size * 0.8) return true;
  // The line before ended short: the first word of this line would have fitted there.
  const firstWord = firstWordWidth(line);
  const room = Math.min(region.right, localRight) - (prev.x + prev.width);
  const space = isCjk(line.text[0]) || isCjk(prev.text.at(-1)) ? 0 : size * 0.28;
  if (room > firstWord + space + size * 0.5) return true;
  return false;
}

/** Where the text after a list marker starts on the marker's line (its wrapped lines hang there). */
function markerTextStart(line: Line, marker: ListMarker): number {
  const restAt = line.text.length - marker.rest.length;
  let at = 0;
  for (let i = 0; i < line.runs.length; i++) {
    const part = line.parts[i];
    if (restAt < at + part.length) {
      const run = line.runs[i];
      const k = Math.max(0, restAt - at - (part.length - run.text.length));
      return run.x + (run.width * k) / Math.max(1, run.text.length);
    }
    at += part.length;
  }
  return line.x;
}

function firstWordWidth(line: Line): number {
  const run = line.runs[0];
  const text = run.text.replace(/^\s+/, '');
  if (text === '') return run.width;
  const perChar = run.width / Math.max(1, run.text.length);
  if (isCjk(text[0])) return perChar;
  const word = /^\S+/.exec(text)?.[0] ?? text;
  return Math.min(run.width, word.length * perChar);
}

/** Lines of one paragraph → its spans (lines joined as text joins, styles kept). */
export function paragraphSpans(lines: Line[]): Span[] {
  const spans: Span[] = [];
  const push = (text: string, run: TextRun) => {
    if (text === '') return;
    const last = spans.at(-1);
    if (
      last &&
      last.bold === run.bold &&
      last.italic === run.italic &&
      last.color === run.color &&
      Math.abs(last.size - run.size) < 0.6 &&
      last.font === run.font
    )
      last.text += text;
    else spans.push({ text, size: run.size, font: run.font, bold: run.bold, italic: run.italic, color: run.color });
  };
  let soFar = '';
  lines.forEach((line, li) => {
    line.runs.forEach((run, ri) => {
      let part = line.parts[ri];
      if (li > 0 && ri === 0) {
        part = part.replace(/^\s+/, '');
        const joint = lineJoint(soFar, part);
        if (joint === 'hyphen' || joint === 'soft') {
          const last = spans.at(-1);
          if (last) last.text = last.text.replace(/\s+$/, '').slice(0, -1);
          soFar = soFar.replace(/\s+$/, '').slice(0, -1);
        } else {
          const last = spans.at(-1);
          if (last) last.text = last.text.replace(/\s+$/, '');
          soFar = soFar.replace(/\s+$/, '');
          if (joint === 'space') part = ` ${part}`;
        }
      }
      push(part, run);
      soFar += part;
    });
  });
  const last = spans.at(-1);
  if (last) last.text = last.text.replace(/\s+$/, '');
  if (spans[0]) spans[0].text = spans[0].text.replace(/^\s+/, '');
  return spans.filter((s) => s.text !== '');
}

function makeParagraph(lines: Line[], region: { x: number; right: number }, ctx: ParagraphContext): Paragraph {
  let spans = paragraphSpans(lines);
  const text = spans.map((s) => s.text).join('');
  const size = dominantSize(lines.flatMap((l) => l.runs));
  // "一、概况" set big or bold on a line of its own is a numbered heading, not a list item.
  const headingLike =
    size >= ctx.bodySize * 1.15 ||
    (lines.length === 1 && text.length <= 40 && spans.every((s) => s.bold || s.text.trim() === ''));
  const marker = headingLike ? null : listMarker(text);
  if (marker) spans = stripPrefix(spans, text.length - marker.rest.length);
  const first = lines[0];
  const left = lines.length > 1 ? Math.min(...lines.slice(1).map((l) => l.x)) : first.x;
  const x = Math.min(...lines.map((l) => l.x));
  const right = Math.max(...lines.map((l) => l.x + l.width));
  const top = Math.min(...lines.map((l) => l.top));
  const bottom = Math.max(...lines.map((l) => l.bottom));
  const regionCentre = (region.x + region.right) / 2;
  const centred = lines.every((l) => Math.abs(l.x + l.width / 2 - regionCentre) < 3) && x > region.x + size;
  const rightAligned =
    !centred && lines.every((l) => Math.abs(l.x + l.width - region.right) < 2) && x > region.x + size * 2;
  const justified = lines.length > 2 && lines.slice(0, -1).every((l) => Math.abs(l.x + l.width - region.right) < 2.5);
  const pitches = lines.slice(1).map((l, i) => l.y - lines[i].y);
  return {
    type: 'paragraph',
    kind: marker ? 'list' : 'paragraph',
    marker: marker?.marker,
    ordered: marker?.ordered,
    spans,
    align: centred ? 'center' : rightAligned ? 'right' : justified ? 'justify' : 'left',
    indent: Math.max(0, (marker ? x : left) - ctx.marginLeft),
    firstLine: marker ? 0 : first.x - left,
    spaceBefore: 0,
    lineHeight: pitches.length ? median(pitches) / size : ctx.pitch,
    x,
    y: top,
    width: right - x,
    height: bottom - top,
  };
}

/** Drops the first `n` characters of the spans' text (a list marker: Word writes its own). */
function stripPrefix(spans: Span[], n: number): Span[] {
  const out: Span[] = [];
  let left = n;
  for (const s of spans) {
    if (left >= s.text.length) {
      left -= s.text.length;
      continue;
    }
    out.push({ ...s, text: s.text.slice(left).replace(/^\s+/, '') });
    left = 0;
  }
  return out.filter((s) => s.text !== '');
}

/** Lines (in reading order, each with its region) → paragraphs. */
export function groupParagraphs(
  lines: { line: Line; region: { x: number; right: number } }[],
  ctx: ParagraphContext,
): Paragraph[] {
  const out: Paragraph[] = [];
  let current: Line[] = [];
  let region = lines[0]?.region;
  const flush = () => {
    if (current.length && region) out.push(makeParagraph(current, region, ctx));
    current = [];
  };
  // How far the lines near each line reach (same region, same left edge, within three lines).
  const reach = lines.map(({ line, region: r }, i) => {
    let right = line.x + line.width;
    for (let j = Math.max(0, i - 3); j <= Math.min(lines.length - 1, i + 3); j++) {
      const other = lines[j];
      if (other.region === r && Math.abs(other.line.x - line.x) < line.size * 1.5)
        right = Math.max(right, other.line.x + other.line.width);
    }
    return right;
  });
  for (let i = 0; i < lines.length; i++) {
    const { line, region: r } = lines[i];
    const prev = current.at(-1);
    if (prev && (r !== region || startsParagraph(prev, line, r, ctx, current[0], reach[i - 1]))) flush();
    region = r;
    current.push(line);
  }
  flush();
  return out;
}

// ------------------------------------------------------------------ headings

/** Headings by size (bigger than body text) or weight (a short bold line of its own at body size). */
export function markHeadings(paragraphs: Paragraph[], bodySize: number, headingSizes: number[]): void {
  for (const p of paragraphs) {
    if (p.kind === 'list') continue;
    const text = p.spans.map((s) => s.text).join('');
    const chars = text.replace(/\s/g, '').length;
    if (chars === 0 || chars > 80) continue;
    const size = Math.max(...p.spans.map((s) => s.size));
    const allBold = p.spans.every((s) => s.bold || s.text.trim() === '');
    if (size >= bodySize * 1.15) {
      const rank = headingSizes.findIndex((s) => Math.abs(s - size) < 0.6);
      p.kind = 'heading';
      p.level = Math.min(3, (rank === -1 ? headingSizes.length : rank) + 1);
    } else if (
      allBold &&
      Math.abs(size - bodySize) < bodySize * 0.15 &&
      chars <= 40 &&
      !/[。.，,；;:：]$/.test(text) &&
      p.height < size * 2
    ) {
      p.kind = 'heading';
      p.level = Math.min(3, headingSizes.length + 1);
    }
  }
}

/** The distinct sizes bigger than body text, biggest first (level 1 = the biggest). */
export function headingSizesOf(pages: PageContent[], bodySize: number): number[] {
  const sizes: number[] = [];
  for (const page of pages)
    for (const run of page.runs) {
      if (run.size < bodySize * 1.15 || run.text.trim().length === 0) continue;
      if (!sizes.some((s) => Math.abs(s - run.size) < 0.6)) sizes.push(run.size);
    }
  return sizes.sort((a, b) => b - a);
}

// ------------------------------------------------------------------ pages

export interface DocumentStats {
  bodySize: number;
  headingSizes: number[];
  pitch: number;
  furniture: Set<string>;
  /** Keep page numbers and running headers in the flow. */
  keepFurniture?: boolean;
}

export function documentStats(pages: PageContent[]): DocumentStats {
  const runs = pages.flatMap((p) => p.runs);
  const bodySize = runs.length ? dominantSize(runs) : 10;
  // Usual baseline distance inside paragraphs, per font size: the commonest gap between consecutive
  // body lines that are close (paragraph gaps are rarer than line gaps).
  const ratios: number[] = [];
  for (const page of pages) {
    const lines = buildLines(page.runs).filter((l) => Math.abs(l.size - bodySize) < 0.6);
    lines.sort((a, b) => a.y - b.y);
    for (let i = 1; i < lines.length; i++) {
      const r = (lines[i].y - lines[i - 1].y) / bodySize;
      if (r > 0.9 && r < 2.6 && Math.abs(lines[i].x - lines[i - 1].x) < bodySize * 30)
        ratios.push(Math.round(r * 20) / 20);
    }
  }
  const counts = new Map<number, number>();
  for (const r of ratios) counts.set(r, (counts.get(r) ?? 0) + 1);
  let pitch = 1.3;
  let most = 0;
  for (const [r, n] of counts) if (n > most || (n === most && r < pitch)) [pitch, most] = [r, n];
  return { bodySize, headingSizes: headingSizesOf(pages, bodySize), pitch, furniture: furnitureKeys(pages) };
}

function inside(run: TextRun, cell: { x: number; y: number; width: number; height: number }): boolean {
  const cx = run.x + run.width / 2;
  const cy = run.y - run.size * 0.3;
  return cx >= cell.x - 1 && cx <= cell.x + cell.width + 1 && cy >= cell.y - 1 && cy <= cell.y + cell.height + 1;
}

function gridToTable(grid: Grid, cellLines: Line[][], ctx: ParagraphContext): Table {
  const cells: TableCell[] = grid.cells.map((cell, i) => {
    const region = { x: cell.x + 1, right: cell.x + cell.width - 1 };
    const lines = cellLines[i].sort((a, b) => a.top - b.top || a.x - b.x);
    const paragraphs = groupParagraphs(
      lines.map((line) => ({ line, region })),
      { ...ctx, marginLeft: cell.x },
    );
    return { row: cell.row, col: cell.col, rowSpan: cell.rowSpan, colSpan: cell.colSpan, paragraphs, fill: cell.fill };
  });
  return {
    type: 'table',
    columns: grid.columns,
    rows: grid.rows,
    cells,
    ruled: grid.ruled,
    x: grid.x,
    y: grid.y,
    width: grid.width,
    height: grid.height,
  };
}

/** One page's blocks in reading order. */
export function analysePage(page: PageContent, stats: DocumentStats): PageLayout {
  const ctxBase: ParagraphContext = { bodySize: stats.bodySize, pitch: stats.pitch, marginLeft: 0 };
  // Ruled tables take their runs first.
  const grids = findRuledGrids([...page.rulings, ...fillEdges(page.fills, page.width, page.height)], page.fills);
  const cellRuns: TextRun[][][] = grids.map((g) => g.cells.map(() => []));
  const free: TextRun[] = [];
  for (const run of page.runs) {
    let placed = false;
    for (let g = 0; g < grids.length && !placed; g++)
      for (let c = 0; c < grids[g].cells.length; c++)
        if (inside(run, grids[g].cells[c])) {
          cellRuns[g][c].push(run);
          placed = true;
          break;
        }
    if (!placed) free.push(run);
  }
  const lines = buildLines(free).filter((l) => stats.keepFurniture || !isFurniture(l, page.height, stats.furniture));
  const textRuns = [...free, ...cellRuns.flat(2)];
  const left = lines.length ? Math.min(...lines.map((l) => l.x)) : 72;
  const ctx = { ...ctxBase, marginLeft: left };

  const tables: Table[] = grids.map((g, gi) =>
    gridToTable(
      g,
      cellRuns[gi].map((runs) => buildLines(runs)),
      ctx,
    ),
  );
  // Borderless tables from the free lines.
  const textGrids = findTextGrids(lines);
  const used = new Set<Line>();
  for (const grid of textGrids) {
    const per: TextRun[][] = grid.cells.map(() => []);
    for (const line of lines) {
      if (line.bottom < grid.y - 1 || line.top > grid.y + grid.height + 1) continue;
      if (line.x + line.width < grid.x || line.x > grid.x + grid.width) continue;
      used.add(line);
      for (const word of line.words) {
        const c = grid.cells.findIndex((cell) => inside(word, cell));
        if (c >= 0) per[c].push(word);
      }
    }
    tables.push(
      gridToTable(
        grid,
        per.map((runs) => buildLines(runs)),
        ctx,
      ),
    );
  }

  const scanned =
    textRuns.length === 0 && page.images.some((im) => im.width * im.height > page.width * page.height * 0.5);
  const images: ImageBlock[] = page.images
    .filter((im) => im.data && im.width >= 8 && im.height >= 8)
    .filter((im) => scanned || im.width * im.height < page.width * page.height * 0.85)
    .filter(
      (im) =>
        !tables.some(
          (t) =>
            im.x >= t.x - 2 &&
            im.y >= t.y - 2 &&
            im.x + im.width <= t.x + t.width + 2 &&
            im.y + im.height <= t.y + t.height + 2,
        ),
    )
    .map((im) => ({ type: 'image', image: im, x: im.x, y: im.y, width: im.width, height: im.height }));

  const items: Item[] = [
    ...lines
      .filter((l) => !used.has(l))
      .map((line): Item => ({
        kind: 'line',
        x: line.x,
        top: line.top,
        right: line.x + line.width,
        bottom: line.bottom,
        line,
      })),
    ...tables.map((table): Item => ({
      kind: 'table',
      x: table.x,
      top: table.y,
      right: table.x + table.width,
      bottom: table.y + table.height,
      table,
    })),
    ...images.map((image): Item => ({
      kind: 'image',
      x: image.x,
      top: image.y,
      right: image.x + image.width,
      bottom: image.y + image.height,
      image,
    })),
  ];
  const ordered = readingOrder(items);
  const blocks: Block[] = [];
  let pending: { line: Line; region: { x: number; right: number } }[] = [];
  const flushLines = () => {
    if (pending.length) blocks.push(...groupParagraphs(pending, ctx));
    pending = [];
  };
  for (const item of ordered) {
    if (item.kind === 'line') pending.push({ line: item.line!, region: item.region! });
    else {
      flushLines();
      blocks.push(item.table ?? item.image!);
    }
  }
  flushLines();
  // Space before each paragraph: the gap above it beyond the usual line gap.
  let lastBottom: number | null = null;
  for (const block of blocks) {
    if (block.type === 'paragraph' && lastBottom !== null) {
      const size = Math.max(...block.spans.map((s) => s.size), stats.bodySize);
      block.spaceBefore = Math.max(0, Math.round(block.y - lastBottom - size * (stats.pitch - 1)));
    }
    lastBottom = block.y + block.height;
  }
  markHeadings(
    blocks.filter((b): b is Paragraph => b.type === 'paragraph'),
    stats.bodySize,
    stats.headingSizes,
  );
  const contentBlocks = blocks.length ? blocks : [];
  const xs = contentBlocks.map((b) => b.x);
  const rights = contentBlocks.map((b) => b.x + b.width);
  const tops = contentBlocks.map((b) => b.y);
  const bottoms = contentBlocks.map((b) => b.y + b.height);
  const clamp = (v: number) => Math.round(Math.min(144, Math.max(18, v)));
  const margins = contentBlocks.length
    ? {
        left: clamp(Math.min(...xs)),
        right: clamp(page.width - Math.max(...rights)),
        top: clamp(Math.min(...tops)),
        bottom: clamp(page.height - Math.max(...bottoms)),
      }
    : { left: 72, right: 72, top: 72, bottom: 72 };
  return {
    index: page.index,
    width: page.width,
    height: page.height,
    margins,
    blocks,
    scanned,
    bodySize: stats.bodySize,
  };
}

/**
 * Every page, with what the document as a whole says (body size, heading sizes, headers and footers).
 * `keepFurniture`: keep page numbers and running headers (slides show every piece of text).
 */
export function analyseDocument(pages: PageContent[], options: { keepFurniture?: boolean } = {}): PageLayout[] {
  const stats = documentStats(pages);
  if (options.keepFurniture) stats.keepFurniture = true;
  return pages.map((page) => analysePage(page, stats));
}

/**
 * Whether the first paragraph of a page goes on with the last paragraph of the page before (a paragraph
 * the page break cut): the earlier one does not end a sentence, the later one is body text like it, not
 * indented, no list item, no heading.
 */
export function continuesAcrossPages(before: Block | undefined, after: Block | undefined): boolean {
  if (before?.type !== 'paragraph' || after?.type !== 'paragraph') return false;
  if (before.kind !== 'paragraph' || after.kind !== 'paragraph') return false;
  const text = before.spans.map((s) => s.text).join('');
  if (endsSentence(text)) return false;
  if (after.firstLine > 2 || Math.abs(after.x - before.x) > 4) return false;
  const size = (p: Paragraph) => Math.max(...p.spans.map((s) => s.size));
  return Math.abs(size(before) - size(after)) < 0.6;
}
