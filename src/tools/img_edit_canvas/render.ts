/** Draws an edit (the original picture and its operations) on a canvas. Browser only. */
import { canvasFont, loadCanvasFont, makeCanvas } from '../../web/kit/index.js';
import { applyFilter, mosaicCells, pixelateCells, type EditOp } from './edit.js';
import { stickerSvg } from './stickers.js';

const stickerImages = new Map<string, Promise<HTMLImageElement>>();

export function stickerImage(id: string): Promise<HTMLImageElement> {
  let p = stickerImages.get(id);
  if (!p) {
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(stickerSvg(id) ?? '')}`;
    p = img.decode().then(() => img);
    stickerImages.set(id, p);
  }
  return p;
}

/** Fetches what the operations need (fonts, sticker pictures) before a synchronous render. */
export async function prepare(ops: readonly EditOp[]): Promise<void> {
  await Promise.all(
    ops.map((o) =>
      o.op === 'text'
        ? loadCanvasFont(o.font, o.text)
        : o.op === 'sticker'
          ? stickerImage(o.id).then(() => undefined)
          : undefined,
    ),
  );
}

const loaded = new Map<string, HTMLImageElement>();
async function loadedStickers(ops: readonly EditOp[]) {
  for (const o of ops) if (o.op === 'sticker' && !loaded.has(o.id)) loaded.set(o.id, await stickerImage(o.id));
}

/** Applies one operation to a canvas, returning the canvas that holds the result. */
export function applyOp(canvas: HTMLCanvasElement, o: EditOp): HTMLCanvasElement {
  const { width: w, height: h } = canvas;
  switch (o.op) {
    case 'crop': {
      const { canvas: out, ctx } = makeCanvas(o.w, o.h);
      ctx.drawImage(canvas, o.x, o.y, o.w, o.h, 0, 0, o.w, o.h);
      return out;
    }
    case 'rotate': {
      const swap = o.turns !== 2;
      const { canvas: out, ctx } = makeCanvas(swap ? h : w, swap ? w : h);
      ctx.translate(out.width / 2, out.height / 2);
      ctx.rotate((o.turns * Math.PI) / 2);
      ctx.drawImage(canvas, -w / 2, -h / 2);
      return out;
    }
    case 'flip': {
      const { canvas: out, ctx } = makeCanvas(w, h);
      ctx.translate(o.axis === 'h' ? w : 0, o.axis === 'v' ? h : 0);
      ctx.scale(o.axis === 'h' ? -1 : 1, o.axis === 'v' ? -1 : 1);
      ctx.drawImage(canvas, 0, 0);
      return out;
    }
    case 'resize': {
      const { canvas: out, ctx } = makeCanvas(o.width, o.height);
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(canvas, 0, 0, o.width, o.height);
      return out;
    }
    case 'filter': {
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      const img = ctx.getImageData(0, 0, w, h);
      applyFilter(img.data, o.name, o.brightness, o.contrast);
      ctx.putImageData(img, 0, 0);
      return canvas;
    }
    case 'text': {
      const ctx = canvas.getContext('2d')!;
      const px = o.size * Math.min(w, h);
      ctx.font = canvasFont(o.font, px);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineJoin = 'round';
      ctx.lineWidth = Math.max(2, px * 0.08);
      ctx.strokeStyle = o.color.toLowerCase() === '#ffffff' ? 'rgba(0,0,0,0.55)' : 'rgba(255,255,255,0.85)';
      const lines = o.text.split('\n');
      lines.forEach((line, i) => {
        const y = o.y * h + (i - (lines.length - 1) / 2) * px * 1.2;
        ctx.strokeText(line, o.x * w, y);
        ctx.fillStyle = o.color;
        ctx.fillText(line, o.x * w, y);
      });
      return canvas;
    }
    case 'sticker': {
      const img = loaded.get(o.id);
      if (img) {
        const side = o.size * Math.min(w, h);
        canvas.getContext('2d')!.drawImage(img, o.x * w - side / 2, o.y * h - side / 2, side, side);
      }
      return canvas;
    }
    case 'draw': {
      const ctx = canvas.getContext('2d')!;
      ctx.strokeStyle = o.color;
      ctx.lineWidth = o.width * Math.min(w, h);
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.beginPath();
      o.points.forEach(([x, y], i) => (i ? ctx.lineTo(x * w, y * h) : ctx.moveTo(x * w, y * h)));
      if (o.points.length === 1) ctx.lineTo(o.points[0][0] * w + 0.1, o.points[0][1] * h);
      ctx.stroke();
      return canvas;
    }
    case 'mosaic': {
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      const m = Math.min(w, h);
      const block = Math.max(2, Math.round(o.block * m));
      const cells = mosaicCells(
        o.points.map(([x, y]) => [x * w, y * h]),
        o.radius * m,
        block,
        w,
        h,
      );
      const img = ctx.getImageData(0, 0, w, h);
      pixelateCells(img.data, w, h, cells, block);
      ctx.putImageData(img, 0, 0);
      return canvas;
    }
  }
}

/** The picture with every operation applied (fonts and stickers fetched first). */
export async function renderEdit(
  base: ImageBitmap | HTMLCanvasElement,
  ops: readonly EditOp[],
): Promise<HTMLCanvasElement> {
  await prepare(ops);
  await loadedStickers(ops);
  const start = makeCanvas(base.width, base.height);
  start.ctx.drawImage(base, 0, 0);
  let canvas = start.canvas;
  for (const o of ops) canvas = applyOp(canvas, o);
  return canvas;
}
