/** Canvas helpers the image tools share (browser only). */

/** A 2D canvas of this size (OffscreenCanvas is not used: pages need toBlob everywhere). */
export function makeCanvas(
  width: number,
  height: number,
): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('Canvas not initialized');
  return { canvas, ctx };
}

/** The picture upright (EXIF orientation applied). */
export function loadBitmap(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

/** Encodes a canvas; rejects when the browser cannot. */
export async function canvasToBlob(canvas: HTMLCanvasElement, type = 'image/png', quality?: number): Promise<Blob> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  if (!blob) throw new Error('Encoding failed');
  return blob;
}

/** An SVG document drawn into a PNG of its own size (QR codes, stickers). */
export async function svgToPng(svg: string, width: number, height = width): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const { canvas, ctx } = makeCanvas(width, height);
    ctx.drawImage(img, 0, 0, width, height);
    return await canvasToBlob(canvas);
  } finally {
    URL.revokeObjectURL(url);
  }
}

export { blobToDataUrl } from '../../image/raster.js';
