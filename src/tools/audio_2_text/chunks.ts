/**
 * Pure helpers of the sherpa-onnx path: an offline model hears at most ~30 s at a time, so long audio is cut
 * at its quietest moments into pieces; the model's tokens (with their times) become words again.
 */
import type { TimedWord } from '../../common/transcript.js';

export interface ChunkLimits {
  /** A piece is cut at the quietest 30 ms between these lengths (seconds). */
  minSeconds: number;
  maxSeconds: number;
}

export const CHUNK_LIMITS: ChunkLimits = { minSeconds: 12, maxSeconds: 25 };
const FRAME_SECONDS = 0.03;

/** Sample ranges `[start, end)` that cover the audio, each at most `maxSeconds` long. */
export function splitAtQuiet(
  samples: Float32Array,
  sampleRate: number,
  limits: ChunkLimits = CHUNK_LIMITS,
): [number, number][] {
  const frame = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const max = Math.round(limits.maxSeconds * sampleRate);
  const min = Math.round(limits.minSeconds * sampleRate);
  const ranges: [number, number][] = [];
  let start = 0;
  while (samples.length - start > max) {
    let best = start + max;
    let quietest = Infinity;
    for (let at = start + min; at + frame <= start + max; at += frame) {
      let energy = 0;
      for (let i = at; i < at + frame; i++) energy += samples[i] * samples[i];
      if (energy < quietest) {
        quietest = energy;
        best = at + Math.floor(frame / 2);
      }
    }
    ranges.push([start, best]);
    start = best;
  }
  if (samples.length > start || ranges.length === 0) ranges.push([start, samples.length]);
  return ranges;
}

/** A word-start mark of SentencePiece tokens (English in SenseVoice). */
const PIECE_START = '▁';
/** A word-continues mark of BPE tokens (English in Paraformer). */
const CONTINUES = '@@';
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
/** SenseVoice's tags (`<|zh|>`, `<|NEUTRAL|>`, …) are not words. */
const TAG = /^<\|.*\|>$/;

/**
 * The model's tokens as words (Chinese: one per character) with times in seconds from the audio's start.
 * Tokens without times (a model that gives none) are spread evenly over the piece.
 */
export function tokensToWords(
  tokens: readonly string[],
  timestamps: readonly number[],
  piece: { offset: number; duration: number },
): TimedWord[] {
  const kept = tokens.map((t, i) => ({ t, i })).filter(({ t }) => t.trim() !== '' && !TAG.test(t));
  const timed = timestamps.length === tokens.length;
  const step = piece.duration / Math.max(1, kept.length);
  const words: TimedWord[] = [];
  let joinNext = false;
  kept.forEach(({ t, i }, k) => {
    const start = piece.offset + (timed ? timestamps[i] : k * step);
    const nextStart = k + 1 < kept.length ? (timed ? timestamps[kept[k + 1].i] : (k + 1) * step) : piece.duration;
    const end = Math.max(start, piece.offset + Math.min(piece.duration, nextStart));
    let text = t;
    const continues = text.endsWith(CONTINUES);
    if (continues) text = text.slice(0, -CONTINUES.length);
    const startsWord = text.startsWith(PIECE_START);
    text = text.replace(/^▁+/, '');
    const last = words[words.length - 1];
    // A piece of an English word joins the word before it; Chinese characters are words of their own.
    const glue =
      last !== undefined &&
      text !== '' &&
      !HAN.test(text) &&
      !HAN.test(last.text) &&
      (joinNext || (!startsWord && tokens.some((x) => x.startsWith(PIECE_START))));
    if (glue) {
      last.text += text;
      last.end = end;
    } else if (text !== '') words.push({ text, start, end });
    joinNext = continues;
  });
  return words;
}
