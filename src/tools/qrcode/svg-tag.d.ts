/** node-qrcode's own SVG renderer (the one `QRCode.toString(..., {type: 'svg'})` uses), called on an already encoded symbol. */
declare module 'qrcode/lib/renderer/svg-tag.js' {
  import type { QRCode, QRCodeRenderersOptions } from 'qrcode';
  export function render(qrData: QRCode, options?: QRCodeRenderersOptions): string;
}
