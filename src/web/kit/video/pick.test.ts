import { describe, expect, it } from 'vitest';
import { decodeStart, FramePicker } from './pick.js';

const sample = (time: number, key = false) => ({ time, key, offset: 0, size: 1 });

describe('decodeStart', () => {
  const gop = [sample(0, true), sample(0.1), sample(0.2), sample(0.3, true), sample(0.5), sample(0.4)];
  it.each([
    [0, 0],
    [0.25, 0],
    [0.3, 3],
    [0.2999, 3],
    [9, 3],
  ])('at %s s starts at sample %i', (time, index) => {
    expect(decodeStart(gop, time)).toBe(index);
  });
});

/** Feeds frame times through a picker; returns, per wanted time, the frame time that fills it. */
function pick(targets: number[], frames: number[]): (number | undefined)[] {
  const picker = new FramePicker(targets);
  const out: (number | undefined)[] = new Array(targets.length);
  let held: number | undefined;
  for (const f of frames) {
    if (picker.done) break;
    const { held: h, incoming } = picker.offer(f);
    for (const i of h) out[i] = held;
    held = f;
    for (const i of incoming) out[i] = f;
  }
  for (const i of picker.finish()) out[i] = held;
  return out;
}

describe('FramePicker', () => {
  const thirty = Array.from({ length: 30 }, (_, i) => i / 30);
  it.each([
    ['10 of 30 fps', [0, 0.1, 0.2], thirty, [0, 3 / 30, 6 / 30]],
    ['between frames: the one on screen', [0.05, 0.51], thirty, [1 / 30, 15 / 30]],
    ['faster than the video: frames repeat', [0, 0.05, 0.1, 0.15], [0, 0.1, 0.2], [0, 0, 0.1, 0.1]],
    ['before the first frame: the first', [0, 0.1], [0.04, 0.08, 0.12], [0.04, 0.08]],
    ['after the last frame: the last', [0.5, 0.9], [0.4, 0.6], [0.4, 0.6]],
    ['frames before the clip are skipped', [1, 1.1], thirty.map((t) => t * 2), [1, 32 / 30]],
    ['a time base off by a microsecond', [0.1], [0, 0.099999, 0.2], [0.099999]],
  ])('%s', (_, targets, frames, expected) => {
    const got = pick(targets, frames);
    got.forEach((t, i) => expect(t).toBeCloseTo(expected[i], 6));
  });

  it('is done once a frame past the last wanted time arrives', () => {
    const p = new FramePicker([0, 0.1]);
    p.offer(0);
    p.offer(0.1);
    expect(p.done).toBe(false);
    p.offer(0.2);
    expect(p.done).toBe(true);
  });

  it('no frame at all fills nothing', () => {
    expect(new FramePicker([0, 1]).finish()).toEqual([]);
  });
});
