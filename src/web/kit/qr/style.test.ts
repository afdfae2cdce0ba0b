import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { zxingReader } from './testing.js';
import {
  DEFAULT_STYLE,
  DOT_SHAPES,
  EYE_SHAPES,
  inFinder,
  levelFor,
  logoArea,
  qrMatrix,
  styledQrSvg,
  type QrStyle,
} from './style.js';

const LOGO =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#e4572e"/></svg>',
  ).toString('base64');

async function read(svg: string): Promise<string[]> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const results = await zxingReader(
    {
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    },
    { formats: ['QRCode'], tryHarder: true },
  );
  return results.filter((r) => r.isValid).map((r) => r.text);
}

const TEXT = 'https://example.com/二维码美化?id=42';

describe('styled QR codes decode with our reader at their real size', () => {
  const cases: [string, Partial<QrStyle>][] = [
    ...DOT_SHAPES.map((dots) => [`dots ${dots}`, { dots }] as [string, Partial<QrStyle>]),
    ...EYE_SHAPES.map((e) => [`eyes ${e}`, { eyeFrame: e, eyeBall: e }] as [string, Partial<QrStyle>]),
    ['linear gradient', { gradient: 'linear', color: '#1d4ed8', color2: '#9333ea' }],
    ['radial gradient', { gradient: 'radial', color: '#0f766e', color2: '#1e3a8a', eyeColor: '#b91c1c' }],
    ['logo', { logo: LOGO, dots: 'rounded' }],
    ['logo, dots and circle eyes', { logo: LOGO, dots: 'dot', eyeFrame: 'circle', eyeBall: 'circle' }],
  ];
  it.each(cases)('%s', async (_, over) => {
    const style = { ...DEFAULT_STYLE, ...over };
    const matrix = qrMatrix(TEXT, levelFor('M', Boolean(style.logo)));
    // Real size: 8 px per module, as the page renders its PNG.
    expect(await read(styledQrSvg(matrix, style, (matrix.size + 8) * 8))).toEqual([TEXT]);
  });
});

describe('geometry', () => {
  it.each([
    [25, 0, 0, true],
    [25, 6, 18, true],
    [25, 18, 6, true],
    [25, 18, 18, false],
    [25, 7, 7, false],
  ])('size %i: (%i, %i) in a finder: %s', (size, r, c, inside) => expect(inFinder(size, r, c)).toBe(inside));

  it.each([
    [25, 0.22, { from: 9, to: 16 }],
    [33, 0.5, { from: 12, to: 21 }],
    [25, 0, null],
  ])('logo area of a %i-module symbol at %f', (size, scale, area) => expect(logoArea(size, scale)).toEqual(area));

  it('a logo raises the level to H', () => {
    expect(levelFor('L', true)).toBe('H');
    expect(levelFor('Q', false)).toBe('Q');
    expect(qrMatrix('hi', 'H').level).toBe('H');
  });
});
