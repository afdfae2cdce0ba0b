/**
 * 去手写: options, the found text boxes brought onto the mask's grid, and the removal choice (pure: the
 * page and Node tests).
 */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import type { InkColour, RemovalChoice } from '../../web/kit/cv/retouch-ink.js';
import type { InpaintOptions } from '../../web/kit/cv/retouch.js';
import type { Quad } from '../../web/kit/cv/geometry.js';
import { rotateQuad, type PageRotation } from '../../web/kit/ocr/orientation.js';

export const BOX_FILLS = ['strokes', 'box'] as const;

export const SCHEMA = defineOptions({
  /** Blue pen removed over the whole picture. */
  blue: opt.bool(true),
  /** Red pen removed over the whole picture. */
  red: opt.bool(true),
  /** In the picked boxes: the strokes only (pages) or the whole box (text on photos). */
  fill: opt.choice(BOX_FILLS, 'strokes'),
});

export type Options = Values<typeof SCHEMA>;

export interface FoundBox {
  quad: Quad;
  ink: InkColour | null;
  selected: boolean;
}

/**
 * The OCR's boxes (in the pixels of its page: turned upright by `rotation`, shrunk when huge) on a
 * `width`×`height` grid of the picture as it is.
 */
export function boxesOnGrid(
  read: { lines: { boxes: { quad: Quad }[] }[]; rotation: PageRotation; width: number; height: number },
  width: number,
  height: number,
): Quad[] {
  const back = ((360 - read.rotation) % 360) as PageRotation;
  const turned = read.rotation === 90 || read.rotation === 270;
  const sx = width / (turned ? read.height : read.width);
  const sy = height / (turned ? read.width : read.height);
  return read.lines.flatMap((line) =>
    line.boxes.map(
      (b) =>
        rotateQuad(b.quad, read.width, read.height, back).map((p) => ({ x: p.x * sx, y: p.y * sy })) as unknown as Quad,
    ),
  );
}

/** Pixels the mask is grown by on the preview grid, for the soft edges of pen strokes. */
const GROW = 1;

export function removalChoice(values: Options, boxes: readonly FoundBox[]): RemovalChoice {
  const colours: InkColour[] = [];
  if (values.blue) colours.push('blue');
  if (values.red) colours.push('red');
  return { colours, boxes: boxes.filter((b) => b.selected).map((b) => b.quad), boxFill: values.fill, grow: GROW };
}

/** Counts of the boxes by their ink, for the summary line. */
export function inkCounts(boxes: readonly FoundBox[]): Record<InkColour, number> {
  const counts: Record<InkColour, number> = { blue: 0, red: 0, dark: 0 };
  for (const b of boxes) if (b.ink) counts[b.ink]++;
  return counts;
}

/** Boxes picked by ink: every box of these inks selected, the others left as they were. */
export function selectByInk(boxes: readonly FoundBox[], ink: InkColour | 'all' | 'none'): FoundBox[] {
  return boxes.map((b) => ({
    ...b,
    selected: ink === 'all' ? true : ink === 'none' ? false : b.selected || b.ink === ink,
  }));
}

/** Strokes are thin: a small neighbourhood fills them from the paper right beside them. */
export const ERASE_INPAINT: InpaintOptions = { method: 'telea', radius: 3, grow: 2 };

export function erasedName(stem: string): string {
  return `${stem.trim() || 'page'}-erased`;
}
