import { describe, expect, it } from 'vitest';
import { dataUrlBytes, decodeQr } from '../../tools/qrcode/decode.testutil.js';
import { SHARE_QR_LEVEL, shareQrDataUrl } from './qr.js';

describe('share QR code', () => {
  const link = 'https://tools.example.com/qrcode.html?a=%E4%BD%A0&callfrom=share_pc#top';

  it('decodes back to the share link, at error correction M by default', async () => {
    expect(SHARE_QR_LEVEL).toBe('M');
    const [result] = await decodeQr(dataUrlBytes(await shareQrDataUrl(link)));
    expect(result.isValid).toBe(true);
    expect(result.text).toBe(link);
    expect(result.ecLevel).toBe('M');
  });

  it('takes another level when asked', async () => {
    const [result] = await decodeQr(dataUrlBytes(await shareQrDataUrl(link, 'H')));
    expect(result.text).toBe(link);
    expect(result.ecLevel).toBe('H');
  });
});
