/**
 * The speech engine of 文本转语音: espeak-ng (GPL, run only as a separate program) speaks each run of the
 * front end; the pieces are joined as 16-bit PCM with short fades and pauses (no clicks where two pieces
 * meet) and written as WAV, or encoded to MP3 by LAME (also a separate program).
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import type { Run, Sentence } from './frontend.js';
import type { TtsVoice } from '../../common/tts.js';

export type Voice = TtsVoice;

export interface SpeechOptions {
  voice: Voice;
  /** Percent of the normal rate, 50–200. */
  speed: number;
  /** espeak-ng pitch, 0–100 (50 normal). */
  pitch: number;
  /** Percent of the normal loudness, 10–200. */
  volume: number;
}

export const SAMPLE_RATE = 22_050;
/** espeak-ng's words per minute at 100%. */
const BASE_WPM = 195;
/** Fade at both ends of each piece (ms): a piece that ends on a non-zero sample would click. */
const FADE_MS = 6;
/** Silence after a sentence and between two voices in one sentence (ms at 100% speed). */
const SENTENCE_PAUSE_MS = 280;
const RUN_PAUSE_MS = 60;

const VARIANT: Record<Voice, string> = { male: 'm3', female: 'f3' };

export class EngineError extends Error {}

/** The espeak-ng arguments for one run (the text itself goes on stdin, never on the command line). */
export function espeakArgs(run: Run, options: SpeechOptions): string[] {
  const voice = run.lang === 'zh' ? 'cmn-latn-pinyin' : 'en-us';
  return [
    '-v',
    `${voice}+${VARIANT[options.voice]}`,
    '-s',
    String(Math.round((BASE_WPM * options.speed) / 100)),
    '-p',
    String(Math.round(options.pitch)),
    '-a',
    String(Math.round(options.volume)),
    '--stdout',
    '--stdin',
  ];
}

/** The PCM samples of a WAV file espeak-ng wrote (its header may give no data size when streaming). */
export function pcmOf(wav: Buffer): Int16Array {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF') throw new EngineError('espeak-ng gave no WAV');
  let at = 12;
  while (at + 8 <= wav.length) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'data') {
      const end = Math.min(wav.length, at + 8 + size);
      const bytes = wav.subarray(at + 8, end - ((end - at - 8) % 2));
      return new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    }
    at += 8 + size + (size % 2);
  }
  throw new EngineError('espeak-ng WAV has no data');
}

function run(command: string, args: string[], input: string | null, signal?: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], signal });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-500)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new EngineError(`${command} exited with ${code}: ${err.trim()}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input ?? '');
  });
}

/** Drops the silence espeak-ng puts around a piece (we add our own pauses), keeping a few ms. */
export function trimSilence(pcm: Int16Array, threshold = 200): Int16Array {
  let start = 0;
  let end = pcm.length;
  while (start < end && Math.abs(pcm[start]) < threshold) start++;
  while (end > start && Math.abs(pcm[end - 1]) < threshold) end--;
  const keep = Math.round((SAMPLE_RATE * 10) / 1000);
  return pcm.subarray(Math.max(0, start - keep), Math.min(pcm.length, end + keep));
}

/** Fades both ends of a piece to zero, so that pieces and silences meet without a step. */
export function fade(pcm: Int16Array, samples = Math.round((SAMPLE_RATE * FADE_MS) / 1000)): Int16Array {
  const out = Int16Array.from(pcm);
  const n = Math.min(samples, Math.floor(out.length / 2));
  for (let i = 0; i < n; i++) {
    const gain = i / n;
    out[i] = Math.round(out[i] * gain);
    out[out.length - 1 - i] = Math.round(out[out.length - 1 - i] * gain);
  }
  return out;
}

export function silence(ms: number): Int16Array {
  return new Int16Array(Math.round((SAMPLE_RATE * ms) / 1000));
}

export function wavFile(pcm: Int16Array): Buffer {
  const data = Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function concat(parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Speaks the sentences one engine call per run; `onSentence` reports progress. Answers 16-bit mono PCM. */
export async function speak(
  sentences: Sentence[],
  options: SpeechOptions,
  onSentence: (done: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<Int16Array> {
  const pause = (ms: number) => silence((ms * 100) / options.speed);
  const parts: Int16Array[] = [];
  for (const [i, sentence] of sentences.entries()) {
    signal?.throwIfAborted();
    for (const [j, piece] of sentence.runs.entries()) {
      const pcm = trimSilence(pcmOf(await run('espeak-ng', espeakArgs(piece, options), piece.text, signal)));
      if (j > 0) parts.push(pause(RUN_PAUSE_MS));
      if (pcm.length > 0) parts.push(fade(pcm));
    }
    parts.push(pause(SENTENCE_PAUSE_MS));
    onSentence(i + 1);
  }
  return concat(parts);
}

/** Writes the audio as WAV, or MP3 through LAME (mono 64 kbit/s: plenty for speech). */
export async function writeAudio(
  pcm: Int16Array,
  format: 'wav' | 'mp3',
  file: string,
  signal?: AbortSignal,
): Promise<void> {
  const wav = wavFile(pcm);
  if (format === 'wav') return writeFile(file, wav);
  const wavPath = `${file}.wav`;
  await writeFile(wavPath, wav);
  await run('lame', ['--quiet', '-m', 'm', '-b', '64', wavPath, file], null, signal);
}
