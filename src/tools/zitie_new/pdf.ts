/** Writes the sheet's pages (sheet.ts) as an A4 PDF with pdf-lib: vector grid lines and stroke outlines, no fonts. */
import { A4, flipPath, guideLines, type Grid, type Ink, type Op } from './sheet.js';

/** Traditional copybook colours: red grid, black model, grey tracing, the new stroke in red. */
const GRID_RGB: [number, number, number] = [0.85, 0.3, 0.3];
const INK_RGB: Record<Ink, [number, number, number]> = {
  model: [0.1, 0.1, 0.1],
  trace: [0.8, 0.8, 0.8],
  done: [0.55, 0.55, 0.55],
  new: [0.85, 0.15, 0.15],
};
/** Space between a cell's border and the glyph, as a share of the cell. */
export const GLYPH_PAD = 0.06;

export async function sheetPdf(pages: Op[][], grid: Grid, glyphs: Record<string, string[]>): Promise<Uint8Array> {
  const { PDFDocument, rgb, LineCapStyle } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle('字帖');
  doc.setCreator('随手工具箱');
  const flipped = new Map<string, string[]>();
  const pathsOf = (c: string) => {
    if (!flipped.has(c)) flipped.set(c, (glyphs[c] ?? []).map(flipPath));
    return flipped.get(c)!;
  };
  const color = (c: [number, number, number]) => rgb(...c);
  for (const ops of pages) {
    const page = doc.addPage([A4.width, A4.height]);
    const top = (y: number) => A4.height - y;
    for (const op of ops) {
      if (op.kind === 'cell') {
        const { x, y, size } = op;
        page.drawRectangle({
          x,
          y: top(y + size),
          width: size,
          height: size,
          borderColor: color(GRID_RGB),
          borderWidth: 0.8,
        });
        for (const [x1, y1, x2, y2] of guideLines(grid))
          page.drawLine({
            start: { x: x + x1 * size, y: top(y + y1 * size) },
            end: { x: x + x2 * size, y: top(y + y2 * size) },
            thickness: 0.4,
            color: color(GRID_RGB),
            dashArray: [2, 2],
            lineCap: LineCapStyle.Butt,
          });
        continue;
      }
      const pad = op.size * GLYPH_PAD;
      const scale = (op.size - 2 * pad) / 1024;
      const paths = pathsOf(op.char);
      const last = op.strokes.length - 1;
      op.strokes.forEach((k, i) => {
        const d = paths[k];
        if (!d) return;
        const ink: Ink = op.ink === 'new' ? (i === last ? 'new' : 'done') : op.ink;
        page.drawSvgPath(d, { x: op.x + pad, y: top(op.y + pad), scale, color: color(INK_RGB[ink]), borderWidth: 0 });
      });
    }
  }
  return doc.save();
}
