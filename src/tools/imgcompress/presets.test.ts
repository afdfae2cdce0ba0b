import { describe, expect, it } from 'vitest';
import { initialValues } from '../../web/kit/options/schema.js';
import {
  applyPreset,
  DEFAULT_OPTIONS,
  normalise,
  PRESETS,
  presetOf,
  SCHEMA,
  toJobSettings,
  withValues,
} from './presets.js';

/** What the page starts with for this link and this stored value. */
const parseOptions = (stored: string | null, search = '') => normalise(initialValues(SCHEMA, stored, search));
const stored = (o: Record<string, unknown>) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v)])),
  );

describe('compression presets', () => {
  it('the default is the balanced preset (Squoosh defaults), keeping the format, stripping metadata', () => {
    expect(DEFAULT_OPTIONS).toEqual({
      preset: 'balanced',
      quality: 75,
      colors: 256,
      maxSide: 0,
      target: 'keep',
      keepMetadata: false,
    });
    expect(toJobSettings(DEFAULT_OPTIONS)).toEqual({
      mode: 'compress',
      target: 'keep',
      quality: 75,
      colors: 256,
      maxSide: 0,
      keepMetadata: false,
      minSsim: 0.95,
    });
  });
  it('only the recommended preset keeps a minimum SSIM; chosen values are taken as they are', () => {
    expect(toJobSettings(applyPreset(DEFAULT_OPTIONS, 'small')).minSsim).toBe(0);
    expect(toJobSettings(applyPreset(DEFAULT_OPTIONS, 'high')).minSsim).toBe(0);
    expect(toJobSettings(withValues(DEFAULT_OPTIONS, { quality: 70 })).minSsim).toBe(0);
  });
  it('choosing a preset sets its values; custom keeps the current ones', () => {
    expect(applyPreset(DEFAULT_OPTIONS, 'small')).toMatchObject({
      preset: 'small',
      quality: 60,
      colors: 128,
      maxSide: 1920,
    });
    expect(applyPreset(DEFAULT_OPTIONS, 'high')).toMatchObject({ preset: 'high', quality: 88, colors: 0 });
    const custom = applyPreset(applyPreset(DEFAULT_OPTIONS, 'small'), 'custom');
    expect(custom).toMatchObject({ preset: 'custom', quality: 60, colors: 128, maxSide: 1920 });
  });
  it('presets keep the target format and metadata choice', () => {
    const o = applyPreset({ ...DEFAULT_OPTIONS, target: 'webp', keepMetadata: true }, 'high');
    expect(o).toMatchObject({ target: 'webp', keepMetadata: true });
  });
  it('a hand change makes the options custom, unless it lands on a preset', () => {
    expect(withValues(DEFAULT_OPTIONS, { quality: 70 }).preset).toBe('custom');
    expect(withValues(withValues(DEFAULT_OPTIONS, { quality: 70 }), { quality: 75 }).preset).toBe('balanced');
    expect(presetOf(PRESETS.small)).toBe('small');
    expect(presetOf({ quality: 60, colors: 128, maxSide: 0 })).toBe('custom');
  });
  it('clamps what goes to the engine', () => {
    expect(toJobSettings({ ...DEFAULT_OPTIONS, quality: 130, colors: 1 })).toMatchObject({ quality: 100, colors: 2 });
  });
  it('reads stored options back, falling back to the default for anything invalid', () => {
    expect(parseOptions(null)).toEqual(DEFAULT_OPTIONS);
    expect(parseOptions('{oops')).toEqual(DEFAULT_OPTIONS);
    expect(parseOptions('42')).toEqual(DEFAULT_OPTIONS);
    expect(
      parseOptions(
        stored({
          preset: 'custom',
          quality: 55,
          colors: 64,
          maxSide: 1280,
          target: 'avif',
          keepMetadata: true,
        }),
      ),
    ).toEqual({
      preset: 'custom',
      quality: 55,
      colors: 64,
      maxSide: 1280,
      target: 'avif',
      keepMetadata: true,
    });
    // A preset's values come from the preset, not from storage.
    expect(parseOptions(stored({ preset: 'small', quality: 3 }))).toMatchObject({
      preset: 'small',
      quality: 60,
    });
    expect(parseOptions(stored({ preset: 'custom', quality: 101, colors: 3, maxSide: 7, target: 'tiff' }))).toEqual({
      preset: 'custom',
      quality: 75,
      colors: 256,
      maxSide: 0,
      target: 'keep',
      keepMetadata: false,
    });
  });
  it('a shared link sets the options and wins over what was stored', () => {
    expect(
      parseOptions(
        stored({ ...DEFAULT_OPTIONS, ...PRESETS.high, preset: 'high' }),
        '?preset=custom&quality=40&target=webp',
      ),
    ).toMatchObject({
      preset: 'custom',
      quality: 40,
      target: 'webp',
      colors: 0,
    });
    expect(parseOptions(null, '?preset=small')).toMatchObject({ preset: 'small', quality: 60, maxSide: 1920 });
  });
});
