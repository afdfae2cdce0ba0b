/**
 * Styled QR codes as SVG (pure; pages, Workers and Node): node-qrcode encodes, this draws the modules as
 * squares, rounded squares, dots or diamonds, the three finder "eyes" with their own shapes and colour,
 * a linear or radial gradient, and a logo in the middle over cleared modules. With a logo the error
 * correction is raised to H (30 % recoverable) and the logo kept under 6 % of the symbol's area.
 */
import QRCode from 'qrcode';

export type DotShape = 'square' | 'rounded' | 'dot' | 'diamond' | 'fluid';
export type EyeShape = 'square' | 'rounded' | 'circle';
export type Gradient = 'none' | 'linear' | 'radial';
export type QrLevel = 'L' | 'M' | 'Q' | 'H';

export const DOT_SHAPES: readonly DotShape[] = ['square', 'rounded', 'dot', 'diamond', 'fluid'];
export const EYE_SHAPES: readonly EyeShape[] = ['square', 'rounded', 'circle'];
export const GRADIENTS: readonly Gradient[] = ['none', 'linear', 'radial'];

export interface QrMatrix {
  size: number;
  /** 1 = dark, row by row. */
  modules: Uint8Array;
  version: number;
  level: QrLevel;
}

const LEVEL_BY_BIT: Record<number, QrLevel> = { 1: 'L', 0: 'M', 3: 'Q', 2: 'H' };

/** Encodes text (UTF-8 byte mode for anything beyond ASCII, as node-qrcode does). Throws when it does not fit. */
export function qrMatrix(text: string, level: QrLevel): QrMatrix {
  const qr = QRCode.create(text, { errorCorrectionLevel: level });
  return {
    size: qr.modules.size,
    modules: Uint8Array.from(qr.modules.data),
    version: qr.version,
    level: LEVEL_BY_BIT[qr.errorCorrectionLevel.bit],
  };
}

export interface QrStyle {
  dots: DotShape;
  eyeFrame: EyeShape;
  eyeBall: EyeShape;
  /** Colours a visitor picks: #rrggbb. */
  color: string;
  color2: string;
  gradient: Gradient;
  eyeColor: string;
  background: string;
  /** Quiet zone in modules. */
  margin: number;
  /** A logo (data URL) drawn in the middle; `logoScale` of the symbol's width (≤ 0.24). */
  logo?: string | null;
  logoScale?: number;
}

export const DEFAULT_STYLE: QrStyle = {
  dots: 'square',
  eyeFrame: 'square',
  eyeBall: 'square',
  color: '#000000',
  color2: '#000000',
  gradient: 'none',
  eyeColor: '#000000',
  background: '#ffffff',
  margin: 4,
  logo: null,
  logoScale: 0.22,
};

/** The most of the symbol's width a logo may take (its area stays under 6 %, well inside H's 30 %). */
export const MAX_LOGO_SCALE = 0.24;

/** The error level to encode with: at least `wanted`, H when there is a logo. */
export function levelFor(wanted: QrLevel, hasLogo: boolean): QrLevel {
  return hasLogo ? 'H' : wanted;
}

/** Is (row, col) inside one of the three 7×7 finder patterns? */
export function inFinder(size: number, row: number, col: number): boolean {
  return (row < 7 && col < 7) || (row < 7 && col >= size - 7) || (row >= size - 7 && col < 7);
}

/** The module square a logo covers (cleared, not drawn), in module coordinates; null without a logo. */
export function logoArea(size: number, scale: number): { from: number; to: number } | null {
  const s = Math.min(MAX_LOGO_SCALE, Math.max(0, scale));
  if (s <= 0) return null;
  let side = Math.ceil(size * s);
  if ((size - side) % 2) side++;
  const from = (size - side) / 2;
  return { from, to: from + side };
}

const n = (v: number) => Number(v.toFixed(3));

function eyeFrame(shape: EyeShape, x: number, y: number): string {
  // A 7×7 ring one module thick, as one path with an even-odd hole.
  if (shape === 'circle')
    return `<path fill-rule="evenodd" d="M${x + 3.5} ${y}a3.5 3.5 0 1 1 0 7a3.5 3.5 0 1 1 0-7zM${x + 3.5} ${y + 1}a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5z"/>`;
  if (shape === 'rounded')
    return `<path fill-rule="evenodd" d="M${x + 2} ${y}h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2h-3a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2zM${x + 2} ${y + 1}a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-3a1 1 0 0 0-1-1z"/>`;
  return `<path fill-rule="evenodd" d="M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5z"/>`;
}

function eyeBall(shape: EyeShape, x: number, y: number): string {
  if (shape === 'circle') return `<circle cx="${x + 3.5}" cy="${y + 3.5}" r="1.5"/>`;
  if (shape === 'rounded') return `<rect x="${x + 2}" y="${y + 2}" width="3" height="3" rx="0.8"/>`;
  return `<rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
}

function dot(shape: DotShape, x: number, y: number, right: boolean, down: boolean): string {
  switch (shape) {
    case 'square':
      return `M${x} ${y}h1v1h-1z`;
    case 'rounded':
      return `M${x + 0.3} ${y}h0.4a0.3 0.3 0 0 1 0.3 0.3v0.4a0.3 0.3 0 0 1-0.3 0.3h-0.4a0.3 0.3 0 0 1-0.3-0.3v-0.4a0.3 0.3 0 0 1 0.3-0.3z`;
    case 'dot':
      return `M${x + 0.5} ${y + 0.06}a0.44 0.44 0 1 1 0 0.88a0.44 0.44 0 1 1 0-0.88z`;
    case 'diamond':
      return `M${x + 0.5} ${y - 0.02}l0.52 0.52l-0.52 0.52l-0.52-0.52z`;
    case 'fluid': {
      // Round dots joined to their right and lower neighbours: a flowing pattern that stays module-true.
      let d = `M${x + 0.5} ${y}a0.5 0.5 0 1 1 0 1a0.5 0.5 0 1 1 0-1z`;
      if (right) d += `M${x + 0.5} ${y}h1v1h-1z`;
      if (down) d += `M${x} ${y + 0.5}h1v1h-1z`;
      return d;
    }
  }
}

/** The SVG document of a styled QR code, `px` pixels square. */
export function styledQrSvg(matrix: QrMatrix, style: QrStyle, px: number): string {
  const { size, modules } = matrix;
  const m = style.margin;
  const full = size + 2 * m;
  const area = style.logo ? logoArea(size, style.logoScale ?? DEFAULT_STYLE.logoScale!) : null;
  const dark = (r: number, c: number) => r >= 0 && c >= 0 && r < size && c < size && modules[r * size + c] === 1;
  const covered = (r: number, c: number) =>
    area !== null && r >= area.from && r < area.to && c >= area.from && c < area.to;
  let d = '';
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) {
      if (!dark(r, c) || inFinder(size, r, c) || covered(r, c)) continue;
      const right = dark(r, c + 1) && !inFinder(size, r, c + 1) && !covered(r, c + 1);
      const down = dark(r + 1, c) && !inFinder(size, r + 1, c) && !covered(r + 1, c);
      d += dot(style.dots, c + m, r + m, right, down);
    }
  const fill = style.gradient === 'none' ? style.color : 'url(#g)';
  const gradient =
    style.gradient === 'linear'
      ? `<linearGradient id="g" gradientUnits="userSpaceOnUse" x1="${m}" y1="${m}" x2="${m + size}" y2="${m + size}"><stop offset="0" stop-color="${style.color}"/><stop offset="1" stop-color="${style.color2}"/></linearGradient>`
      : style.gradient === 'radial'
        ? `<radialGradient id="g" gradientUnits="userSpaceOnUse" cx="${full / 2}" cy="${full / 2}" r="${n(size * 0.72)}"><stop offset="0" stop-color="${style.color}"/><stop offset="1" stop-color="${style.color2}"/></radialGradient>`
        : '';
  const eyes = [
    [m, m],
    [m + size - 7, m],
    [m, m + size - 7],
  ]
    .map(([x, y]) => eyeFrame(style.eyeFrame, x, y) + eyeBall(style.eyeBall, x, y))
    .join('');
  let logo = '';
  if (area && style.logo) {
    const side = area.to - area.from;
    const x = area.from + m;
    // A background-coloured pad with rounded corners, the logo inset by half a module.
    logo =
      `<rect x="${x}" y="${x}" width="${side}" height="${side}" rx="${n(side * 0.18)}" fill="${style.background}"/>` +
      `<image x="${x + 0.5}" y="${x + 0.5}" width="${side - 1}" height="${side - 1}" preserveAspectRatio="xMidYMid meet" href="${style.logo}"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${full} ${full}" shape-rendering="${style.dots === 'square' ? 'crispEdges' : 'geometricPrecision'}">` +
    (gradient ? `<defs>${gradient}</defs>` : '') +
    `<rect width="${full}" height="${full}" fill="${style.background}"/>` +
    `<path fill="${fill}" d="${d}"/>` +
    `<g fill="${style.eyeColor}">${eyes}</g>` +
    logo +
    `</svg>`
  );
}
