/** Drawing a wallpaper on a canvas in the browser (fonts from our origin loaded first). */
import { canvasFont, canvasToBlob, loadCanvasFont, makeCanvas } from '../../web/kit/index.js';
import { draw, makeWallpaper, type Op } from './generator.js';

const FONT = { sans: 'sans', black: 'black', brush: 'brush' } as const;

async function fontsFor(ops: Op[]): Promise<void> {
  await Promise.all(ops.flatMap((o) => (o.op === 'text' ? [loadCanvasFont(FONT[o.font], o.text)] : [])));
}

/** Paints the wallpaper into `canvas` at the canvas's own size. */
export async function paint(canvas: HTMLCanvasElement, design: string, seed: number, text: string): Promise<void> {
  const ops = makeWallpaper(design, seed, canvas.width, canvas.height, text);
  await fontsFor(ops);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  draw(ctx, ops, (f, px) => canvasFont(FONT[f], px));
}

/** The wallpaper as a PNG at full resolution. */
export async function wallpaperPng(
  design: string,
  seed: number,
  width: number,
  height: number,
  text: string,
): Promise<Blob> {
  const { canvas } = makeCanvas(width, height);
  await paint(canvas, design, seed, text);
  return canvasToBlob(canvas, 'image/png');
}
