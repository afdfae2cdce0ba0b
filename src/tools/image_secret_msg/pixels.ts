/** Exact pixels of a picture (no colour management, no premultiplication) and a PNG of pixels. Browser only. */
import { canvasToBlob, makeCanvas } from '../../web/kit/index.js';
import type { Rgba } from './stego.js';

export async function exactPixels(file: Blob): Promise<Rgba> {
  const bitmap = await createImageBitmap(file, { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
  const { canvas, ctx } = makeCanvas(bitmap.width, bitmap.height);
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  const img = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return { data: img.data, width: img.width, height: img.height };
}

export function pixelsToPng(image: Rgba): Promise<Blob> {
  const { canvas, ctx } = makeCanvas(image.width, image.height);
  ctx.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0);
  return canvasToBlob(canvas, 'image/png');
}
