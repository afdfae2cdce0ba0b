/**
 * Node helpers for tests and the bench: the Node engine (`node.ts`, shared with the server) and text
 * rendered with sharp. Never imported by the site.
 */
import sharp from 'sharp';

export { MODELS_DIR, nodeOcr, readRgba, type NodeOcr } from './node.js';

export interface TextLayoutSpec {
  width: number;
  height: number;
  /** Lines, each at (x, y baseline) in px with its size. */
  lines: {
    text: string;
    x: number;
    y: number;
    size: number;
    font?: string;
    weight?: number;
    color?: string;
    spacing?: number;
  }[];
  background?: string;
  color?: string;
  /** SVG drawn under the text (a card's frame, boxes). */
  under?: string;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text drawn as an SVG (fonts from the system's fontconfig: Noto Sans CJK SC by default). */
export function textSvg(spec: TextLayoutSpec): string {
  const lines = spec.lines
    .map(
      (l) =>
        `<text x="${l.x}" y="${l.y}" font-family="${l.font ?? 'Noto Sans CJK SC'}" font-size="${l.size}" ` +
        `font-weight="${l.weight ?? 400}" fill="${l.color ?? spec.color ?? '#111'}"` +
        (l.spacing ? ` letter-spacing="${l.spacing}"` : '') +
        `>${escapeXml(l.text)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}">` +
    `<rect width="100%" height="100%" fill="${spec.background ?? '#fff'}"/>${spec.under ?? ''}${lines}</svg>`
  );
}

/** Renders the text as a PNG. */
export async function renderText(spec: TextLayoutSpec): Promise<Buffer> {
  return sharp(Buffer.from(textSvg(spec)))
    .png()
    .toBuffer();
}
