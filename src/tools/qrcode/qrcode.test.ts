import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import {
  DEFAULT_OPTIONS,
  DEFAULT_LEVEL,
  DEFAULT_MARGIN,
  DEFAULT_SCALE,
  DEFAULT_VERSION,
  EC_LEVELS,
  MAX_QR_CHARS,
  MIN_WIDTH,
  VERSIONS,
  colorWarning,
  contrastRatio,
  createSymbol,
  downloadName,
  expandColor,
  generateQr,
  imageWidth,
  isValidColor,
  mapQrError,
  SCHEMA,
  toQrOptions,
  pngOptions,
  renderPngDataUrl,
  renderSvg,
  suggestFix,
  svgOptions,
  symbolSize,
  validateOptions,
  QrError,
  type EcLevel,
  type QrOptions,
} from './qrcode.js';
import { dataUrlBytes, decodeQr, decodeText, rasterise } from './decode.testutil.js';
import { initialValues } from '../../web/kit/options/schema.js';

const opts = (o: Partial<QrOptions> = {}): QrOptions => ({ ...DEFAULT_OPTIONS, ...o });

const SAMPLES: Record<string, string> = {
  chinese: '你好，世界！二维码生成器测试：中文、标点和数字 2026。',
  url: 'https://example.com/path/to/page?q=%E4%BA%8C%E7%BB%B4%E7%A0%81&lang=zh-CN#section-2',
  binaryish: 'tab\there\r\nline2\u0001\u001f\u007f ~ é ß € 😀 \\ "quoted"',
};

/** The longest prefix of `unit` repeated that fits `version` at `level` (so the symbol is nearly full), and the next one. */
function fillVersion(unit: string, version: number, level: EcLevel): [string, string] {
  let lo = 1;
  let hi = MAX_QR_CHARS;
  const text = (n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
  const fitsIn = (n: number) => {
    try {
      return createSymbol(text(n), opts({ level })).version <= version;
    } catch {
      return false;
    }
  };
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fitsIn(mid)) lo = mid;
    else hi = mid - 1;
  }
  return [text(lo), text(lo + 1)];
}

describe('defaults (spec section 9)', () => {
  it('are level M, auto version, margin 4, scale 4, black on white', () => {
    expect(DEFAULT_LEVEL).toBe('M');
    expect(DEFAULT_VERSION).toBe('auto');
    expect(DEFAULT_MARGIN).toBe(4);
    expect(DEFAULT_SCALE).toBe(4);
    expect(MIN_WIDTH).toBe(21);
    expect(DEFAULT_OPTIONS).toEqual({
      version: 'auto',
      level: 'M',
      dark: '#000000',
      light: '#ffffff',
      margin: 4,
      scale: 4,
    });
    expect(VERSIONS).toHaveLength(40);
    expect(VERSIONS[0]).toBe(1);
    expect(VERSIONS[39]).toBe(40);
  });

  it('give node-qrcode level M, no fixed version, margin 4 and scale 4', () => {
    const png = pngOptions(opts());
    expect(png).toMatchObject({ errorCorrectionLevel: 'M', margin: 4, scale: 4, type: 'image/png' });
    expect(png).not.toHaveProperty('version');
    expect(png).not.toHaveProperty('width');
    expect(svgOptions(opts({ version: 7, level: 'H' }), 180)).toMatchObject({
      errorCorrectionLevel: 'H',
      version: 7,
      width: 180,
      type: 'svg',
    });
    // node-qrcode ignores widths under 21, so none is passed.
    expect(svgOptions(opts(), 20)).not.toHaveProperty('width');
  });

  it('encode a short text as version 1-M, 21 modules, an image at least 21 px wide', async () => {
    const symbol = createSymbol('hello', opts());
    expect(symbol).toMatchObject({ version: 1, level: 'M', size: 21 });
    expect(symbolSize(1)).toBe(21);
    expect(symbolSize(40)).toBe(177);
    const width = imageWidth(symbol.size, opts());
    expect(width).toBe((21 + 8) * 4);
    expect(width).toBeGreaterThanOrEqual(MIN_WIDTH);
    expect(imageWidth(21, { margin: 0, scale: 1 })).toBeGreaterThanOrEqual(MIN_WIDTH);
    const png = dataUrlBytes(await renderPngDataUrl('hello', opts()));
    // PNG IHDR: width and height at bytes 16..23.
    const view = new DataView(png.buffer, png.byteOffset);
    expect(view.getUint32(16)).toBe(116);
    expect(view.getUint32(20)).toBe(116);
  });
});

describe('decoded by ZXing', () => {
  const versions = [1, 5, 10, 25, 40];
  const cases = versions.flatMap((version) => EC_LEVELS.map((level) => [version, level] as const));

  it.each(cases)('version %i level %s, forced version, each sample', async (version, level) => {
    for (const [name, text] of Object.entries(SAMPLES)) {
      let symbol;
      try {
        symbol = createSymbol(text, opts({ version, level }));
      } catch (err) {
        // A sample too big for a small version is refused with the version it needs.
        const needed = createSymbol(text, opts({ level })).version;
        expect(needed, name).toBeGreaterThan(version);
        expect((err as QrError).failure).toMatchObject({ code: 'versionTooSmall', minVersion: needed });
        continue;
      }
      expect(symbol.version).toBe(version);
      expect(symbol.level).toBe(level);
      const results = await decodeQr(rasterise(symbol, { margin: 4, scale: 3 }));
      expect(results).toHaveLength(1);
      expect(results[0].isValid, name).toBe(true);
      expect(results[0].version).toBe(String(version));
      expect(results[0].ecLevel).toBe(level);
      // Compare raw bytes: the text is UTF-8 in byte mode, whatever charset the decoder guesses.
      expect(Buffer.from(results[0].bytes).toString('utf8'), name).toBe(text);
    }
  });

  it.each(cases)('version %i level %s, a text that fills it, auto version', async (version, level) => {
    const [text, longer] = fillVersion('二维码 QR-Code https://example.com/? ', version, level);
    const symbol = createSymbol(text, opts({ level }));
    expect(symbol.version).toBe(version);
    // One more character needs the next version (or does not fit at all).
    if (version < 40) expect(createSymbol(longer, opts({ level })).version).toBeGreaterThan(version);
    else expect(() => createSymbol(longer, opts({ level }))).toThrow(QrError);
    const decoded = await decodeQr(rasterise(symbol, { margin: 4, scale: version > 20 ? 2 : 4 }));
    expect(decoded[0]?.isValid).toBe(true);
    expect(Buffer.from(decoded[0].bytes).toString('utf8')).toBe(text);
  });

  it('decodes the PNG node-qrcode renders, with colours, margin and scale', async () => {
    const o = opts({ dark: '#1f3a93', light: '#fff8e1', scale: 8, level: 'Q' });
    const text = SAMPLES.chinese;
    const png = dataUrlBytes(await renderPngDataUrl(text, o));
    expect(await decodeText(png)).toBe(text);
  });

  it('keeps the margin and scale it is given', () => {
    const symbol = createSymbol('margin', opts());
    const pixels = rasterise(symbol, { margin: 4, scale: 4 });
    expect(pixels.width).toBe(imageWidth(symbol.size, opts()));
    // The quiet zone is light; the top-left finder corner (module 0,0) is dark.
    expect(pixels.data[0]).toBe(255);
    const corner = (4 * 4 * pixels.width + 4 * 4) * 4;
    expect(pixels.data[corner]).toBe(0);
    expect(pixels.data[corner - 4]).toBe(255);
  });
});

describe('too much text', () => {
  it('names the smallest version that holds it when the chosen one is too small', () => {
    const text = 'x'.repeat(60);
    let caught: unknown;
    try {
      createSymbol(text, opts({ version: 1, level: 'H' }));
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(QrError);
    const failure = mapQrError(caught);
    expect(failure.code).toBe('versionTooSmall');
    expect(failure.minVersion).toBe(createSymbol(text, opts({ level: 'H' })).version);
  });

  it('maps node-qrcode messages', () => {
    expect(
      mapQrError(
        new Error(
          '\nThe chosen QR Code version cannot contain this amount of data.\nMinimum version required to store current data is: 7.\n',
        ),
      ),
    ).toMatchObject({ code: 'versionTooSmall', minVersion: 7 });
    expect(mapQrError(new Error('The amount of data is too big to be stored in a QR Code'))).toMatchObject({
      code: 'tooLong',
    });
    expect(mapQrError(new Error('Invalid hex color: #12'))).toMatchObject({ code: 'invalidOptions' });
    expect(mapQrError(new Error('something else'))).toMatchObject({ code: 'failed', detail: 'something else' });
    expect(mapQrError('weird')).toMatchObject({ code: 'failed' });
  });

  it('reports text too long for version 40 as tooLong, with a lower level as the fix when one holds it', async () => {
    const text = 'a'.repeat(2000); // fits 40-L/M (byte mode), not 40-H
    const result = await generateQr(text, opts({ level: 'H' }));
    expect(result.status).toBe('error');
    if (result.status !== 'error') return;
    expect(result.failure.code).toBe('tooLong');
    expect(result.fix).toEqual({ level: 'M' });
  });

  it('answers text longer than any symbol without encoding it', async () => {
    const result = await generateQr('9'.repeat(MAX_QR_CHARS + 1), opts({ level: 'L' }));
    expect(result).toMatchObject({ status: 'error', failure: { code: 'tooLong' }, fix: {} });
    // The limit itself is real: 7089 digits fit version 40-L.
    expect(createSymbol('9'.repeat(MAX_QR_CHARS), opts({ level: 'L' })).version).toBe(40);
  });

  it('suggests a bigger version and a lower level for version 1-H', async () => {
    // 16 bytes: version 1 holds 17 at L, 14 at M, 11 at Q, 7 at H; version 2-H holds 14, 3-H 24.
    const text = 'https://qq.com/x';
    const result = await generateQr(text, opts({ version: 1, level: 'H' }));
    expect(result.status).toBe('error');
    if (result.status !== 'error') return;
    expect(result.failure).toMatchObject({ code: 'versionTooSmall', minVersion: 3 });
    expect(result.fix).toEqual({ version: 3, level: 'L' });
    expect(createSymbol(text, opts({ version: 1, level: 'L' })).version).toBe(1);
    expect(suggestFix(text + 'yz', opts({ version: 1, level: 'L' }))).toEqual({ version: 2 });
    expect(suggestFix(text + 'yz', opts({ version: 2, level: 'H' }))).toEqual({ version: 3, level: 'Q' });
  });
});

describe('results', () => {
  it('treats empty text as the empty state', async () => {
    expect(await generateQr('', opts())).toEqual({ status: 'empty' });
  });

  it('gives an SVG with the colours, sized like the PNG, that ZXing decodes once drawn', async () => {
    const o = opts({ dark: '#C62828', light: '#E3F2FD' });
    const result = await generateQr('svg colours', o);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(result.svg).toContain('stroke="#c62828"');
    expect(result.svg).toContain('fill="#e3f2fd"');
    expect(result.svg).toContain(`width="${result.width}" height="${result.width}"`);
    expect(result.svg).toContain(`viewBox="0 0 ${result.symbol.size + 8} ${result.symbol.size + 8}"`);
    expect(renderSvg('svg colours', o)).toBe(result.svg);
    // The same markup node-qrcode's own toString gives.
    expect(await QRCode.toString('svg colours', svgOptions(o, result.width))).toBe(result.svg);
    expect(await decodeText(rasterise(result.symbol, { margin: 4, scale: 4, dark: o.dark, light: o.light }))).toBe(
      'svg colours',
    );
  });

  it('expands short colours for node-qrcode and keeps alpha', async () => {
    const svg = await renderSvg('alpha', opts({ dark: '#f00', light: '#ffffff00' }));
    expect(svg).toContain('stroke="#ff0000"');
    // A fully transparent background is left out.
    expect(svg).not.toContain('fill=');
  });

  it('refuses invalid options instead of passing them on', async () => {
    const result = await generateQr('x', opts({ dark: 'red', version: 41 }));
    expect(result).toMatchObject({
      status: 'error',
      failure: { code: 'invalidOptions', problems: ['version', 'dark'] },
    });
  });
});

describe('validation', () => {
  it('accepts #rgb, #rgba, #rrggbb and #rrggbbaa only', () => {
    for (const good of ['#000', '#FFF', '#abcd', '#1f6feb', '#1F6FEB80']) expect(isValidColor(good), good).toBe(true);
    for (const bad of [
      '',
      '000000',
      '#12',
      '#12345',
      '#1234567',
      '#123456789',
      '#ggg',
      'red',
      ' #000',
      '#000 ',
      'rgb(0,0,0)',
    ])
      expect(isValidColor(bad), bad).toBe(false);
    expect(expandColor('#AbC')).toBe('#aabbcc');
    expect(expandColor('#abcd')).toBe('#aabbccdd');
    expect(expandColor('#A1B2C3')).toBe('#a1b2c3');
  });

  it('lists every out-of-range option', () => {
    expect(validateOptions(opts())).toEqual([]);
    expect(validateOptions(opts({ version: 40, level: 'H', margin: 0, scale: 1 }))).toEqual([]);
    expect(validateOptions(opts({ version: 0 }))).toEqual(['version']);
    expect(validateOptions(opts({ version: 1.5 }))).toEqual(['version']);
    expect(validateOptions(opts({ level: 'X' as EcLevel, light: '#12', margin: -1, scale: 0 }))).toEqual([
      'level',
      'light',
      'margin',
      'scale',
    ]);
  });

  it('warns about colours scanners read badly', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(colorWarning('#000000', '#ffffff')).toBeUndefined();
    expect(colorWarning('#1f6feb', '#ffffff')).toBeUndefined();
    expect(colorWarning('#cccccc', '#ffffff')).toBe('lowContrast');
    expect(colorWarning('#ffffff', '#000000')).toBe('inverted');
    expect(colorWarning('nope', '#ffffff')).toBeUndefined();
  });
});

describe('downloadName', () => {
  it('is short and safe', () => {
    expect(downloadName('https://example.com/a?b=c', 'png')).toBe('qrcode-example-com-a-b-c.png');
    expect(downloadName('你好，世界', 'svg')).toBe('qrcode-你好-世界.svg');
    expect(downloadName('../../etc/passwd', 'png')).toBe('qrcode-etc-passwd.png');
    expect(downloadName('   ', 'svg')).toBe('qrcode.svg');
    expect(downloadName('a'.repeat(100), 'png')).toBe(`qrcode-${'a'.repeat(24)}.png`);
  });
});

describe('settings in the link and storage', () => {
  it('keeps valid fields over the defaults and drops the rest', () => {
    const read = (stored: string | null, search = '') => toQrOptions(initialValues(SCHEMA, stored, search));
    expect(read(null)).toEqual(DEFAULT_OPTIONS);
    expect(read('not json')).toEqual(DEFAULT_OPTIONS);
    expect(read('[1]')).toEqual(DEFAULT_OPTIONS);
    expect(
      read(JSON.stringify({ version: '12', level: 'H', dark: '#123456', light: '#fff', scale: '8', margin: '0' })),
    ).toEqual({
      ...DEFAULT_OPTIONS,
      version: 12,
      level: 'H',
      dark: '#123456',
      light: '#fff',
      scale: 8,
    });
    expect(read(JSON.stringify({ version: '41', level: 'X', dark: 'red', light: '5', scale: '7' }))).toEqual(
      DEFAULT_OPTIONS,
    );
    expect(read(null, '?version=auto&level=Q&dark=%23ff0000')).toEqual({
      ...DEFAULT_OPTIONS,
      level: 'Q',
      dark: '#ff0000',
    });
    expect(read(null, '?version=0&scale=4.5')).toEqual(DEFAULT_OPTIONS);
  });
});
