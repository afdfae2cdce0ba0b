import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { SCHEMA, VIDEO_ACCEPT } from './options.js';

describe('video to GIF options', () => {
  it.each([
    ['side', '640', 640],
    ['side', '1000', undefined],
    ['fps', '15', 15],
    ['fps', '60', undefined],
    ['loop', 'once', 'once'],
  ] as const)('%s=%s reads %s', (key, raw, value) => expect(SCHEMA[key].parse(raw)).toBe(value));
  it('starts at 480 px and 10 frames a second', () =>
    expect(defaults(SCHEMA)).toEqual({ side: 480, fps: 10, loop: 'forever' }));
  it.each(['.mp4', '.webm', '.mov'])('accepts %s', (ext) => expect(VIDEO_ACCEPT).toContain(ext));
});
