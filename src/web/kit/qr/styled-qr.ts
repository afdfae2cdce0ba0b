/** One styled QR code for a text, or why there is none (pure). */
import { qrMatrix, styledQrSvg, type QrLevel, type QrMatrix, type QrStyle } from './style.js';

export interface StyledQr {
  matrix: QrMatrix;
  /** Saved PNG's side in pixels. */
  px: number;
  svg: string;
}

/** The code for `text` drawn in `style`, 'tooLong' when it does not fit a QR code, null for no text. */
export function makeStyledQr(
  text: string,
  level: QrLevel,
  style: QrStyle,
  pxPerModule: number,
): StyledQr | 'tooLong' | null {
  if (!text) return null;
  let matrix: QrMatrix;
  try {
    matrix = qrMatrix(text, level);
  } catch {
    return 'tooLong';
  }
  // A quiet zone of four modules on each side.
  const px = (matrix.size + 8) * pxPerModule;
  return { matrix, px, svg: styledQrSvg(matrix, style, px) };
}
