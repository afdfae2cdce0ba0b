/** Drawing: an image file to sampled pixels, and text art to a PNG (browser canvas). */
import { drawSize, type Detail, type RgbaPixels } from './ascii.js';

/** The picture upright (EXIF orientation applied), drawn at the detail level's width over white. */
export async function pixelsForArt(
  file: Blob,
  detail: Detail,
): Promise<RgbaPixels & { sourceWidth: number; sourceHeight: number }> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = drawSize(bitmap.width, bitmap.height, detail);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('Canvas not initialized');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    const image = ctx.getImageData(0, 0, width, height);
    return { data: image.data, width, height, sourceWidth: bitmap.width, sourceHeight: bitmap.height };
  } finally {
    bitmap.close();
  }
}

export const ART_FONT = '"DejaVu Sans Mono", Menlo, Consolas, "Courier New", monospace';

/** The art as a PNG: each character in a cell of 12×24 px, dark on white (or light on dark). */
export async function textToPng(text: string, dark: boolean): Promise<Blob> {
  const lines = text.split('\n');
  const columns = Math.max(1, ...lines.map((l) => [...l].length));
  const fontSize = 20;
  const lineHeight = 24;
  const probe = document.createElement('canvas').getContext('2d');
  if (!probe) throw new Error('Canvas not initialized');
  probe.font = `${fontSize}px ${ART_FONT}`;
  const cell = Math.ceil(probe.measureText('M').width);
  const pad = 16;
  const canvas = document.createElement('canvas');
  canvas.width = columns * cell + pad * 2;
  canvas.height = lines.length * lineHeight + pad * 2;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas not initialized');
  ctx.fillStyle = dark ? '#111318' : '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = dark ? '#f2f4f8' : '#111318';
  ctx.font = `${fontSize}px ${ART_FONT}`;
  ctx.textBaseline = 'top';
  lines.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      if (ch !== ' ') ctx.fillText(ch, pad + col * cell, pad + row * lineHeight + 2);
    });
  });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('Encoding failed');
  return blob;
}
