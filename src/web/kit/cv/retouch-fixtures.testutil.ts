/**
 * Small synthetic pictures for the retouch tools' browser tests and benches (drawn with sharp, no files):
 * a worksheet with printed questions, blue-pen answers and a red tick; a moiré pattern over a soft
 * picture; a photo with a scratch. Each comes with what the tests check against.
 */
import sharp from 'sharp';

export const SHEET = { width: 640, height: 420 };

/** Blue-pen answer strokes and a red tick, as SVG paths (x, y in sheet pixels). */
const PEN = {
  blue: ['M430 118 l24 0 l-16 34', 'M428 196 q10 -14 20 0 t20 0 q6 10 -8 20', 'M432 272 l0 34 M422 282 l10 -10'],
  red: ['M520 110 l12 14 l26 -36'],
};

/** The worksheet: printed text (black) and the pen marks; `pen: false` for the clean page. */
export function worksheetSvg(pen = true): string {
  const lines = ['1.  3 + 4 =', '2.  12 - 5 =', '3.  9 - 8 ='];
  const print = lines
    .map(
      (t, i) => `<text x="60" y="${140 + i * 78}" font-family="DejaVu Sans" font-size="34" fill="#161616">${t}</text>`,
    )
    .join('');
  const marks = pen
    ? [
        ...PEN.blue.map((d) => `<path d="${d}" fill="none" stroke="#2446c8" stroke-width="5" stroke-linecap="round"/>`),
        ...PEN.red.map((d) => `<path d="${d}" fill="none" stroke="#d42b2b" stroke-width="5" stroke-linecap="round"/>`),
      ].join('')
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHEET.width}" height="${SHEET.height}">` +
    `<rect width="100%" height="100%" fill="#f3f0e8"/>` +
    `<text x="60" y="62" font-family="Noto Sans CJK SC" font-size="30" fill="#161616">数学练习 Math</text>` +
    `${print}${marks}</svg>`
  );
}

export async function worksheetPng(pen = true): Promise<Buffer> {
  return sharp(Buffer.from(worksheetSvg(pen)))
    .png()
    .toBuffer();
}

/** Counts pixels of RGB(A) raw data that look like blue pen, red pen and dark print. */
export function inkCensus(data: Uint8Array | Buffer, channels: number): { blue: number; red: number; dark: number } {
  let blue = 0;
  let red = 0;
  let dark = 0;
  for (let i = 0; i < data.length; i += channels) {
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    if (b > r + 60 && b > g + 40) blue++;
    else if (r > g + 80 && r > b + 80) red++;
    else if (r + g + b < 200) dark++;
  }
  return { blue, red, dark };
}

/** A soft grey picture with a fine diagonal sinusoidal pattern over it (a photographed screen's moiré). */
export function moirePixels(width: number, height: number, pattern = true): Buffer {
  const b = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const base = 128 + 70 * Math.sin(x / 50) * Math.cos(y / 40);
      const wave = pattern ? 28 * Math.sin(2 * Math.PI * (x * 0.19 + y * 0.11)) : 0;
      const v = Math.max(0, Math.min(255, Math.round(base + wave)));
      b.set([v, Math.max(0, v - 10), Math.min(255, v + 10)], (y * width + x) * 3);
    }
  return b;
}

/** A smooth gradient photo stand-in with a dark straight scratch from (x0, y) to (x1, y). */
export function scratchedPixels(
  width: number,
  height: number,
  scratch: { x0: number; x1: number; y: number; half: number } | null,
): Buffer {
  const b = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const on = scratch && x >= scratch.x0 && x <= scratch.x1 && Math.abs(y - scratch.y) <= scratch.half;
      b.set(on ? [20, 20, 20] : [60 + (x * 150) / width, 90 + (y * 100) / height, 160], (y * width + x) * 3);
    }
  return b;
}
