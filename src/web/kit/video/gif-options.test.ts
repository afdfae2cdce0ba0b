import { describe, expect, it } from 'vitest';
import { defaults, defineOptions } from '../options/schema.js';
import { GIF_OPTIONS, VIDEO_TITLE_EVENT } from './gif-options.js';

describe('GIF maker options', () => {
  const schema = defineOptions(GIF_OPTIONS);
  it.each([
    ['side', '640', 640],
    ['side', '1000', undefined],
    ['fps', '15', 15],
    ['fps', '60', undefined],
    ['loop', 'once', 'once'],
    ['loop', 'twice', undefined],
  ] as const)('%s=%s reads %s', (key, raw, value) => expect(schema[key].parse(raw)).toBe(value));
  it('defaults to 480 px, 10 fps, looping forever', () =>
    expect(defaults(schema)).toEqual({ side: 480, fps: 10, loop: 'forever' }));
  it('uses the spec’s event name', () => expect(VIDEO_TITLE_EVENT).toBe('VIDO_TITLE_001'));
});
