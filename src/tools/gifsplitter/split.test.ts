import { describe, expect, it } from 'vitest';
import { delaysTable, frameName, timing } from './split.js';

describe('frames', () => {
  it.each([
    [0, 12, 100, 'frame-001-100ms.png'],
    [11, 12, 40, 'frame-012-40ms.png'],
    [999, 1500, 20, 'frame-1000-20ms.png'],
  ])('frame %i of %i at %i ms is %s', (i, n, d, name) => expect(frameName(i, n, d)).toBe(name));

  it.each([
    [[100, 100, 100, 100], { frames: 4, duration: 400, fps: 10 }],
    [[40, 60], { frames: 2, duration: 100, fps: 20 }],
    [[30, 30, 40], { frames: 3, duration: 100, fps: 30 }],
    [[], { frames: 0, duration: 0, fps: 0 }],
  ])('timing of %j', (delays, t) => expect(timing(delays)).toEqual(t));

  it('delays table lists every frame', () =>
    expect(delaysTable([100, 50])).toBe('file\tdelay_ms\nframe-001-100ms.png\t100\nframe-002-50ms.png\t50\n'));
});
