/**
 * The share link's QR code, made in the browser by node-qrcode (never by a remote service), loaded
 * only when a QR is first needed. Error correction M by default (spec section 2), quiet zone 4 modules.
 */
import type { QRCodeErrorCorrectionLevel } from 'qrcode';

export const SHARE_QR_LEVEL: QRCodeErrorCorrectionLevel = 'M';
export const SHARE_QR_MARGIN = 4;
/** Pixel width of the PNG (shown at about half that, so it stays sharp on high-density screens). */
export const SHARE_QR_WIDTH = 320;

export async function shareQrDataUrl(
  text: string,
  level: QRCodeErrorCorrectionLevel = SHARE_QR_LEVEL,
): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(text, {
    errorCorrectionLevel: level,
    margin: SHARE_QR_MARGIN,
    width: SHARE_QR_WIDTH,
    color: { dark: '#1d2129ff', light: '#ffffffff' },
  });
}
