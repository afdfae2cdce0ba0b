import { describe, expect, it } from 'vitest';
import { clampTrim, fitVideoSize, formatClock, frameDelay, frameTimes, roughGifBytes } from './frames.js';

describe('frame times', () => {
  it.each([
    [0, 1, 4, Infinity, [0, 0.25, 0.5, 0.75]],
    [2, 3, 2, 10, [2, 2.5]],
    [0, 5, 1, 2.5, [0, 1, 2]],
    [1, 1, 10, 10, []],
    [0, 1, 0, 10, []],
    [0, 0.04, 10, 10, [0]],
  ])('start %f end %f at %f fps (duration %f)', (start, end, fps, duration, times) =>
    expect(frameTimes(start, end, fps, duration)).toEqual(times),
  );
  it('ten seconds at 10 fps is 100 frames', () => expect(frameTimes(0, 10, 10, 10)).toHaveLength(100));
  it.each([
    [0.1, 0.35, 3],
    [0.1, 1.15, 11],
    [0.2, 0.45, 3],
  ])('%f–%f s at 10 fps rounds the decimal length (%i frames), not its binary product', (start, end, n) =>
    expect(frameTimes(start, end, 10, 10)).toHaveLength(n),
  );
});

describe('sizes and clocks', () => {
  it.each([
    [1280, 720, 480, { width: 480, height: 270 }],
    [720, 1280, 320, { width: 180, height: 320 }],
    [300, 200, 480, { width: 300, height: 200 }],
    [101, 51, 1000, { width: 102, height: 52 }],
  ])('%i×%i within %i', (w, h, max, out) => expect(fitVideoSize(w, h, max)).toEqual(out));
  it.each([
    [10, 100],
    [15, 67],
    [25, 40],
  ])('%i fps is %i ms a frame', (fps, ms) => expect(frameDelay(fps)).toBe(ms));
  it.each([
    [0, '0:00.0'],
    [9.96, '0:10.0'],
    [75.3, '1:15.3'],
  ])('%f s reads %s', (s, text) => expect(formatClock(s)).toBe(text));
});

describe('trim', () => {
  it.each([
    [0, 5, 10, 30, [0, 5]],
    [-1, 50, 10, 30, [0, 10]],
    [2, 60, 100, 30, [2, 32]],
    [9.99, 9.99, 10, 30, [9.9, 10]],
  ])('(%f, %f) in %f s, at most %f s', (s, e, d, max, out) => expect(clampTrim(s, e, d, max)).toEqual(out));
  it('estimates size', () => expect(roughGifBytes(100, 100, 10)).toBe(35000));
});
