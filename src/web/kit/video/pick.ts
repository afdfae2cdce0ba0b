/**
 * Which decoded frames become which GIF frames (pure): decoding starts at the last key frame before the
 * clip, frames come out of the decoder in presentation order, and each wanted time gets the frame on
 * screen at that time (the last one starting at or before it), as a <video> seeked there shows.
 */
import type { EncodedSample } from './demux/types.js';

/** Index (decode order) of the last key frame at or before `time` (0 when none is). */
export function decodeStart(samples: readonly EncodedSample[], time: number): number {
  let start = 0;
  for (let i = 0; i < samples.length; i++) if (samples[i].key && samples[i].time <= time + EPSILON) start = i;
  return start;
}

/** Frames within half a millisecond of a wanted time count as at it (time bases round differently). */
const EPSILON = 0.0005;

export class FramePicker {
  private next = 0;
  private holding = false;

  /** `targets`: the wanted times in seconds, ascending. */
  constructor(private readonly targets: readonly number[]) {}

  /** Every wanted time has its frame: decoding can stop. */
  get done(): boolean {
    return this.next >= this.targets.length;
  }

  /**
   * A frame starting at `time` comes out of the decoder. `held`: the wanted times the frame held until now
   * covers (it was on screen then); `incoming`: those before the first frame, which the new one covers.
   */
  offer(time: number): { held: number[]; incoming: number[] } {
    const covered: number[] = [];
    while (this.next < this.targets.length && this.targets[this.next] < time - EPSILON) covered.push(this.next++);
    const result = this.holding ? { held: covered, incoming: [] } : { held: [], incoming: covered };
    this.holding = true;
    return result;
  }

  /** No more frames: the held one covers every wanted time left (they are at or after it). */
  finish(): number[] {
    if (!this.holding) return [];
    const rest: number[] = [];
    while (this.next < this.targets.length) rest.push(this.next++);
    return rest;
  }
}
