/**
 * Image to text art (图片转字符画): the picture is sampled every 6th pixel across and every 12th down
 * (the spec's constants: a character cell is about twice as tall as it is wide), each sample's brightness
 * picks a character from a ramp that runs from dark to light.
 */
export const STEP_X = 6;
export const STEP_Y = 12;

export type CharsetId = 'standard' | 'detailed' | 'blocks' | 'simple';

/** Ramps from the darkest character to the lightest (a space). */
export const CHARSETS: Readonly<Record<CharsetId, string>> = {
  standard: '@%#*+=-:. ',
  detailed: '$@B%8&WM#*oahkbdpqwmZO0QLCJUYXzcvunxrjft/\\|()1{}[]?-_+~<>i!lI;:,"^`\'. ',
  blocks: '█▓▒░ ',
  simple: '#+-. ',
};

export const CHARSET_IDS = Object.keys(CHARSETS) as CharsetId[];

/** How wide the picture is drawn before sampling: the number of columns is this divided by 6. */
export const DETAIL_WIDTHS = { coarse: 360, medium: 720, fine: 1200 } as const;
export type Detail = keyof typeof DETAIL_WIDTHS;

export interface RgbaPixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/** Perceived brightness 0-255 (Rec. 601 weights), transparent pixels shown over white. */
export function brightness(r: number, g: number, b: number, a = 255): number {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  return (y * a + 255 * (255 - a)) / 255;
}

/** The character for a brightness: dark values take the dense end of the ramp; `invert` for light-on-dark. */
export function charFor(value: number, ramp: string, invert = false): string {
  const chars = [...ramp];
  const v = Math.min(255, Math.max(0, invert ? 255 - value : value));
  return chars[Math.min(chars.length - 1, Math.floor((v / 256) * chars.length))];
}

export function gridSize(width: number, height: number): { columns: number; rows: number } {
  return { columns: Math.ceil(width / STEP_X), rows: Math.ceil(height / STEP_Y) };
}

/** The text art, one line per sampled row, lines joined by \n. */
export function imageToText(pixels: RgbaPixels, ramp: string = CHARSETS.standard, invert = false): string {
  const { data, width, height } = pixels;
  const lines: string[] = [];
  for (let y = 0; y < height; y += STEP_Y) {
    let line = '';
    for (let x = 0; x < width; x += STEP_X) {
      const i = (y * width + x) * 4;
      line += charFor(brightness(data[i], data[i + 1], data[i + 2], data[i + 3]), ramp, invert);
    }
    lines.push(line);
  }
  return lines.join('\n');
}

/** The size to draw an image at for a detail level (never enlarged beyond its own width). */
export function drawSize(width: number, height: number, detail: Detail): { width: number; height: number } {
  const target = Math.min(width, DETAIL_WIDTHS[detail]);
  return { width: Math.max(1, target), height: Math.max(1, Math.round((height * target) / width)) };
}
