/**
 * The page's pure rules: which files it takes, how the in-page recorder names its file, the length check,
 * and following a queued recognition through `rec_result` until it ends.
 */
import { ASR_MAX_SECONDS, type RecResult } from '../../common/asr.js';

/** What the picker and drop zone accept: audio of any kind, and the extensions phones give voice notes. */
export const AUDIO_ACCEPT =
  'audio/*,.mp3,.m4a,.wav,.amr,.webm,.ogg,.opus,.oga,.flac,.aac,.mp4,.3gp,.3ga,.caf,.aif,.aiff,.wma';
/** Largest upload in MB (the server's TASK_MAX_BYTES default). */
export const AUDIO_MAX_MB = 50;

/** Recorder formats in the order we prefer them (WebM/Opus in Chromium and Firefox, MP4/AAC in Safari). */
export const RECORDER_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

/** The first recorder format the browser supports, or '' to let it choose. */
export function recorderType(isTypeSupported: (type: string) => boolean): string {
  return RECORDER_TYPES.find((t) => isTypeSupported(t)) ?? '';
}

/** The file name a recording gets from the type the recorder really used. */
export function recordingName(type: string): string {
  const base = type.split(';')[0].trim().toLowerCase();
  const ext = base === 'audio/mp4' ? 'm4a' : base === 'audio/ogg' ? 'ogg' : base === 'audio/wav' ? 'wav' : 'webm';
  return `recording.${ext}`;
}

/** Why audio of this length cannot be sent (`too-long`), or null; an unknown length is the server's to check. */
export function lengthProblem(seconds: number | null): 'too-long' | null {
  return seconds !== null && Number.isFinite(seconds) && seconds > ASR_MAX_SECONDS + 1 ? 'too-long' : null;
}

export function isFinalResult(result: RecResult): boolean {
  return result.state !== 'queued' && result.state !== 'running';
}

/** Poll delays: quick at first, half as long again each unchanged answer, at most 4 s. */
export function pollDelay(unchanged: number): number {
  return Math.min(4000, Math.round(500 * 1.5 ** unchanged));
}

export interface FollowOptions {
  signal?: AbortSignal;
  onResult?: (result: RecResult) => void;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Asks `get` for the task's result until it is final; every changed answer goes to `onResult`. */
export async function followResult(
  get: (signal?: AbortSignal) => Promise<RecResult>,
  options: FollowOptions = {},
): Promise<RecResult> {
  const sleep = options.sleep ?? defaultSleep;
  let unchanged = 0;
  let last = '';
  for (;;) {
    options.signal?.throwIfAborted();
    const result = await get(options.signal);
    const seen = `${result.state}/${result.progress}/${result.position ?? ''}`;
    if (seen !== last) {
      last = seen;
      unchanged = 0;
      options.onResult?.(result);
    } else unchanged++;
    if (isFinalResult(result)) return result;
    await sleep(pollDelay(unchanged), options.signal);
  }
}
