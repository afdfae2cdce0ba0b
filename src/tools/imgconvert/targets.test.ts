import { describe, expect, it } from 'vitest';
import { initialValues, toStored } from '../../web/kit/options/schema.js';
import { DEFAULT_CONVERT, hasQuality, parseTarget, SCHEMA, toJobSettings } from './targets.js';

const initialOptions = (stored: string | null, search: string) => {
  const v = initialValues(SCHEMA, stored, search);
  return { target: v.to, quality: v.quality, maxSide: v.maxSide };
};

describe('conversion options', () => {
  it('JPEG at 85 by default; job settings in convert mode, lossless PNG, 256-colour GIF, no metadata', () => {
    expect(DEFAULT_CONVERT).toEqual({ target: 'jpeg', quality: 85, maxSide: 0 });
    expect(toJobSettings(DEFAULT_CONVERT)).toEqual({
      mode: 'convert',
      target: 'jpeg',
      quality: 85,
      colors: 0,
      maxSide: 0,
      keepMetadata: false,
      minSsim: 0,
    });
    expect(toJobSettings({ ...DEFAULT_CONVERT, target: 'gif' }).colors).toBe(256);
    expect(toJobSettings({ ...DEFAULT_CONVERT, target: 'png' }).colors).toBe(0);
  });
  it('quality only for lossy targets', () => {
    expect(['jpeg', 'webp', 'avif', 'jxl'].every((t) => hasQuality(t as never))).toBe(true);
    expect(['png', 'bmp', 'gif'].some((t) => hasQuality(t as never))).toBe(false);
  });
  it('reads target names as people write them', () => {
    expect(parseTarget('JPG')).toBe('jpeg');
    expect(parseTarget(' webp ')).toBe('webp');
    expect(parseTarget('jxl')).toBe('jxl');
    expect(parseTarget('wp2')).toBeNull();
    expect(parseTarget('heic')).toBeNull();
    expect(parseTarget(null)).toBeNull();
  });
  it('the link beats storage, storage beats the default, invalid values are ignored', () => {
    const stored = toStored(SCHEMA, { to: 'avif', quality: 60, maxSide: 1280 });
    expect(initialOptions(stored, '')).toEqual({ target: 'avif', quality: 60, maxSide: 1280 });
    expect(initialOptions(stored, '?to=png')).toEqual({ target: 'png', quality: 60, maxSide: 1280 });
    expect(initialOptions('{bad', '?to=bmp')).toEqual({ ...DEFAULT_CONVERT, target: 'bmp' });
    expect(initialOptions(JSON.stringify({ to: 'tiff', quality: '0', maxSide: '5' }), '?to=nope')).toEqual(
      DEFAULT_CONVERT,
    );
    expect(initialOptions(null, '?to=JPG&quality=70')).toEqual({ ...DEFAULT_CONVERT, target: 'jpeg', quality: 70 });
  });
});
