import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_MB,
  checkCount,
  checkDimensions,
  checkDropped,
  checkPicked,
  checkSize,
  confirmImages,
  formatMb,
  formatMiB,
  matchesAccept,
  mbToBytes,
} from './validate.js';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('size limits (MB at 1,000,000 bytes)', () => {
  it('uses 1,000,000 bytes per MB, not 1,048,576', () => {
    expect(BYTES_PER_MB).toBe(1_000_000);
    expect(mbToBytes(2)).toBe(2_000_000);
    expect(mbToBytes(7.340032)).toBe(7_340_032);
  });
  it('a file must be smaller than the maximum: too large gives fileSizeToolarge', () => {
    expect(checkSize({ size: 1_999_999 }, { maxSize: 2 })).toBeNull();
    expect(checkSize({ size: 2_000_000 }, { maxSize: 2 })).toBe('fileSizeToolarge');
    // 2 MiB is over 2 MB.
    expect(checkSize({ size: 2 * 1024 * 1024 }, { maxSize: 2 })).toBe('fileSizeToolarge');
  });
  it('under the minimum gives fileSizeTooSmall', () => {
    expect(checkSize({ size: 99_999 }, { minSize: 0.1 })).toBe('fileSizeTooSmall');
    expect(checkSize({ size: 100_000 }, { minSize: 0.1 })).toBeNull();
  });
  it('no limits, no error', () => {
    expect(checkSize({ size: 10 ** 12 }, {})).toBeNull();
    expect(checkSize({ size: 0 }, {})).toBeNull();
  });
  it('formats MB for messages', () => {
    expect(formatMb(7.340032)).toBe('7.34');
    expect(formatMb(5)).toBe('5');
    expect(formatMb(undefined)).toBe('');
  });
});

describe('file count', () => {
  it('over the maximum gives maxLimitExceeded', () => {
    expect(checkCount(4, { maxCount: 3 })).toBe('maxLimitExceeded');
    expect(checkCount(3, { maxCount: 3 })).toBeNull();
  });
  it('under the minimum gives minLimitNotReached', () => {
    expect(checkCount(1, { minCount: 2 })).toBe('minLimitNotReached');
    expect(checkCount(2, { minCount: 2 })).toBeNull();
  });
  it('limits are optional', () => {
    expect(checkCount(1000, {})).toBeNull();
  });
});

describe('image dimensions (optional limits)', () => {
  it('checks the maximum width and height', () => {
    expect(checkDimensions({ width: 4001, height: 10 }, { maxWidth: 4000 })).toBe('imageTooLarge');
    expect(checkDimensions({ width: 10, height: 3001 }, { maxHeight: 3000 })).toBe('imageTooLarge');
    expect(checkDimensions({ width: 4000, height: 3000 }, { maxWidth: 4000, maxHeight: 3000 })).toBeNull();
  });
  it('checks the minimum width and height', () => {
    expect(checkDimensions({ width: 99, height: 500 }, { minWidth: 100 })).toBe('imageTooSmall');
    expect(checkDimensions({ width: 500, height: 99 }, { minHeight: 100 })).toBe('imageTooSmall');
    expect(checkDimensions({ width: 100, height: 100 }, { minWidth: 100, minHeight: 100 })).toBeNull();
  });
  it('no limits, no error', () => {
    expect(checkDimensions({ width: 1e6, height: 1 }, {})).toBeNull();
  });
});

describe('accept list', () => {
  it('matches MIME wildcards, exact types and extensions, case-insensitively', () => {
    expect(matchesAccept(file('a.png', 1, 'image/png'), 'image/*')).toBe(true);
    expect(matchesAccept(file('a.pdf', 1, 'application/pdf'), 'image/*')).toBe(false);
    expect(matchesAccept(file('a.pdf', 1, 'application/pdf'), 'application/pdf')).toBe(true);
    expect(matchesAccept(file('A.DOCX', 1, ''), '.pdf, .docx')).toBe(true);
    expect(matchesAccept(file('a.txt', 1, 'text/plain'), '.pdf,.docx')).toBe(false);
  });
  it('an empty list accepts everything', () => {
    expect(matchesAccept(file('a.bin', 1, ''), '')).toBe(true);
    expect(matchesAccept(file('a.bin', 1, ''), undefined)).toBe(true);
  });
});

describe('picker upload', () => {
  it('with a maximum size every file must be smaller, or nothing is passed on (alert 文件过大)', () => {
    const files = [file('a.png', 100, 'image/png'), file('b.png', 3_000_000, 'image/png')];
    expect(checkPicked(files, { multiple: true, maxSize: 2 })).toEqual({
      ok: false,
      alert: 'tooLarge',
      code: 'fileSizeToolarge',
    });
    expect(checkPicked(files, { multiple: true, maxSize: 5 })).toEqual({ ok: true, files });
  });
  it('does not check the type (the picker already filtered it)', () => {
    expect(checkPicked([file('a.pdf', 1, 'application/pdf')], { accept: 'image/*' })).toMatchObject({ ok: true });
  });
  it('applies count limits', () => {
    const files = [file('a', 1), file('b', 1), file('c', 1)];
    expect(checkPicked(files, { multiple: true, maxCount: 2 })).toEqual({ ok: false, code: 'maxLimitExceeded' });
    expect(checkPicked(files.slice(0, 1), { multiple: true, minCount: 2 })).toEqual({
      ok: false,
      code: 'minLimitNotReached',
    });
  });
  it('too small files are refused without the 文件过大 alert', () => {
    expect(checkPicked([file('a', 10)], { minSize: 0.001 })).toEqual({ ok: false, code: 'fileSizeTooSmall' });
  });
});

describe('drag-drop', () => {
  const png = file('a.png', 100, 'image/png');
  const pdf = file('b.pdf', 100, 'application/pdf');
  const big = file('c.png', 8_000_000, 'image/png');
  it('every file type must match the accept list (不支持当前格式的文件)', () => {
    expect(checkDropped([png, pdf], { accept: 'image/*', multiple: true })).toEqual({
      ok: false,
      alert: 'unsupported',
      code: 'unsupportedFormat',
    });
  });
  it('every file must be under the maximum (文件过大)', () => {
    expect(checkDropped([png, big], { accept: 'image/*', multiple: true, maxSize: 7.340032 })).toEqual({
      ok: false,
      alert: 'tooLarge',
      code: 'fileSizeToolarge',
    });
  });
  it('without multiple only the first file is used', () => {
    expect(checkDropped([png, pdf, big], { accept: 'image/*', maxSize: 7 })).toEqual({ ok: true, files: [png] });
    expect(checkDropped([png, { ...png, name: 'z.png' }], { accept: 'image/*', multiple: true })).toMatchObject({
      ok: true,
      files: [png, { name: 'z.png' }],
    });
  });
});

describe('a maximum in bytes (the QR reader: 7,340,032, the spec calls it the maximum)', () => {
  it.each([
    [7_340_031, null],
    [7_340_032, null],
    [7_340_033, 'fileSizeToolarge'],
  ])('%d bytes → %s', (size, code) => {
    expect(checkSize({ size }, { maxBytes: 7_340_032 })).toBe(code);
    expect(checkPicked([file('qr.png', size, 'image/png')], { maxBytes: 7_340_032 }).ok).toBe(code === null);
  });
  it('is stated in binary megabytes, the same figure as a tip would give', () => {
    expect(formatMiB(7_340_032)).toBe('7');
    expect(formatMiB(1_572_864)).toBe('1.5');
    expect(formatMiB(undefined)).toBe('');
  });
});

describe('images only (the spec: extension in avif, gif, jpg, jpeg, png, jxl, webp, wp2, bmp), then the content', () => {
  const images = { imagesOnly: true, accept: 'image/*' };
  it.each([
    ['qr.png', '', true],
    ['QR.PNG', 'image/png', true],
    ['photo.jpeg', 'image/jpeg', true],
    ['a.jxl', '', true],
    ['a.wp2', '', true],
    ['notes.txt', 'text/plain', false],
    ['picture.heic', 'image/heic', false],
    ['icon.svg', 'image/svg+xml', false],
    ['png', 'image/png', false],
  ])('%s (MIME %j): %s, by picker, drop and paste alike', (name, type, ok) => {
    const f = [file(name, 100, type)];
    for (const result of [checkPicked(f, images), checkDropped(f, images)]) {
      expect(result.ok).toBe(ok);
      if (!result.ok) expect(result).toEqual({ ok: false, alert: 'unsupported', code: 'unsupportedFormat' });
    }
  });
  it('the content must show a known image type', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const text = new TextEncoder().encode('hello, this is text');
    expect(confirmImages([png])).toBe(true);
    expect(confirmImages([text])).toBe(false);
    expect(confirmImages([png, text])).toBe(false);
  });
  it('without it, the picker takes any type and drops follow the accept list (MIME)', () => {
    expect(checkPicked([file('notes.txt', 1, 'text/plain')], { accept: 'image/*' }).ok).toBe(true);
    expect(checkDropped([file('qr.png', 1, '')], { accept: 'image/*' }).ok).toBe(false);
  });
});
