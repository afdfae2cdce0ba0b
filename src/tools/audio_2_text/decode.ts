/**
 * Reading the visitor's audio with ffmpeg (a separate program): what a file is (ffprobe), then 16 kHz mono
 * 16-bit WAV for the recognisers. Only audio containers are opened (`format_whitelist`) and only local
 * files (`protocol_whitelist`), so a playlist or concat file cannot make ffmpeg read anything else.
 */
import { spawn } from 'node:child_process';
import { open } from 'node:fs/promises';
import { ASR_MAX_SECONDS } from '../../common/asr.js';

export const SAMPLE_RATE = 16_000;
/** Bytes of one second of the decoded audio (16-bit mono). */
export const BYTES_PER_SECOND = SAMPLE_RATE * 2;

/**
 * The demuxers we open: MP3, M4A/MP4/3GP (mov), WAV, AMR (WeChat and phone voice notes), WebM/Matroska and
 * Ogg (browser recorders), FLAC, AAC, AIFF, CAF, Wave64.
 */
export const AUDIO_DEMUXERS = ['mp3', 'mov', 'wav', 'amr', 'matroska', 'ogg', 'flac', 'aac', 'aiff', 'caf', 'w64'];
const INPUT_GUARDS = ['-protocol_whitelist', 'file', '-format_whitelist', AUDIO_DEMUXERS.join(',')];

export type ProbeVerdict =
  | {
      ok: true;
      format: string;
      /** Seconds, when the container says (a recorder's WebM often does not). */ duration?: number;
    }
  | { ok: false; reason: 'unreadable' | 'not-audio' | 'too-long' | 'silk' };

/** ffprobe's arguments for one file (JSON out: format name, duration, stream types). */
export function probeArgs(file: string): string[] {
  return [
    '-v',
    'error',
    ...INPUT_GUARDS,
    '-show_entries',
    'format=format_name,duration:stream=codec_type',
    '-of',
    'json',
    file,
  ];
}

/** What ffprobe's answer means for us (null output: ffprobe could not read the file). */
export function probeVerdict(json: unknown): ProbeVerdict {
  const answer = json as { streams?: { codec_type?: string }[]; format?: { format_name?: string; duration?: string } };
  if (!answer?.format?.format_name) return { ok: false, reason: 'unreadable' };
  if (!answer.streams?.some((s) => s.codec_type === 'audio')) return { ok: false, reason: 'not-audio' };
  const duration = Number(answer.format.duration);
  if (Number.isFinite(duration) && duration > ASR_MAX_SECONDS + 1) return { ok: false, reason: 'too-long' };
  return {
    ok: true,
    format: answer.format.format_name,
    duration: Number.isFinite(duration) && duration > 0 ? duration : undefined,
  };
}

/**
 * WeChat's own voice files are SILK (`#!SILK_V3`, sometimes after one byte), which ffmpeg cannot decode:
 * worth a clear answer instead of "unreadable".
 */
export function isSilk(head: Uint8Array): boolean {
  const text = new TextDecoder('latin1').decode(head.subarray(0, 12));
  return text.startsWith('#!SILK') || text.slice(1).startsWith('#!SILK');
}

/** ffmpeg's arguments: the first audio stream, at most ASR_MAX_SECONDS + 1 s, as 16 kHz mono WAV. */
export function decodeArgs(input: string, output: string): string[] {
  return [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    ...INPUT_GUARDS,
    '-i',
    input,
    '-map',
    '0:a:0',
    '-vn',
    '-t',
    String(ASR_MAX_SECONDS + 1),
    '-ac',
    '1',
    '-ar',
    String(SAMPLE_RATE),
    '-c:a',
    'pcm_s16le',
    // A plain 44-byte WAV header (no metadata chunk): PocketSphinx skips exactly that much.
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    '-f',
    'wav',
    '-y',
    output,
  ];
}

export class ToolFailure extends Error {}

/** Runs a program with an argument array; answers its stdout, or fails with the end of its stderr. */
export function runProgram(
  command: string,
  args: string[],
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    let out = '';
    let err = '';
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-400)));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new ToolFailure(`${command} ${signal ?? `exited with ${code}`}: ${err.trim()}`));
    });
  });
}

/** What the file is, from ffprobe (and its first bytes). */
export async function probe(file: string, signal?: AbortSignal): Promise<ProbeVerdict> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(16);
    await handle.read(head, 0, head.length, 0);
    if (isSilk(head)) return { ok: false, reason: 'silk' };
  } finally {
    await handle.close();
  }
  try {
    return probeVerdict(JSON.parse(await runProgram('ffprobe', probeArgs(file), { signal, timeoutMs: 30_000 })));
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, reason: 'unreadable' };
  }
}

/** Decodes to 16 kHz mono WAV; answers the decoded length in seconds. */
export async function decode(input: string, output: string, signal?: AbortSignal): Promise<number> {
  await runProgram('ffmpeg', decodeArgs(input, output), { signal, timeoutMs: 10 * 60_000 });
  const handle = await open(output, 'r');
  try {
    const { size } = await handle.stat();
    return Math.max(0, size - 44) / BYTES_PER_SECOND;
  } finally {
    await handle.close();
  }
}
