import { describe, expect, it } from 'vitest';
import type { RecResult } from '../../common/asr.js';
import { AUDIO_ACCEPT, followResult, lengthProblem, pollDelay, recorderType, recordingName } from './audio.js';

describe('recorder format', () => {
  it.each<[string[], string]>([
    [['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'], 'audio/webm;codecs=opus'],
    [['audio/mp4'], 'audio/mp4'],
    [['audio/ogg;codecs=opus'], 'audio/ogg;codecs=opus'],
    [[], ''],
  ])('with %j supported picks %j', (supported, type) => expect(recorderType((t) => supported.includes(t))).toBe(type));
  it.each([
    ['audio/webm;codecs=opus', 'recording.webm'],
    ['audio/mp4;codecs=mp4a.40.2', 'recording.m4a'],
    ['audio/ogg', 'recording.ogg'],
    ['', 'recording.webm'],
  ])('names a %j recording %s', (type, name) => expect(recordingName(type)).toBe(name));
});

describe('accept list', () => {
  it.each(['.mp3', '.m4a', '.wav', '.amr', '.webm', 'audio/*'])('takes %s', (entry) =>
    expect(AUDIO_ACCEPT.split(',')).toContain(entry),
  );
});

describe('lengthProblem', () => {
  it.each<[number | null, string | null]>([
    [null, null],
    [Number.POSITIVE_INFINITY, null], // a recorder's WebM before it is read through
    [3, null],
    [1800, null],
    [1801, null],
    [1802, 'too-long'],
  ])('%s s → %s', (seconds, problem) => expect(lengthProblem(seconds)).toBe(problem));
});

describe('followResult', () => {
  it('backs off while nothing changes, and starts over on a change', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(pollDelay)).toEqual([500, 750, 1125, 1688, 2531, 3797, 4000, 4000]);
  });

  it('polls until the task ends, reporting each change once, with the waits the backoff gives', async () => {
    const answers: RecResult[] = [
      { taskId: 't', state: 'queued', progress: 0, position: 2 },
      { taskId: 't', state: 'queued', progress: 0, position: 2 },
      { taskId: 't', state: 'running', progress: 40 },
      { taskId: 't', state: 'done', progress: 100, transcript: { lang: 'en', engine: 'e', duration: 1, segments: [] } },
    ];
    const waits: number[] = [];
    const seen: string[] = [];
    const result = await followResult(async () => answers.shift()!, {
      sleep: async (ms) => void waits.push(ms),
      onResult: (r) => seen.push(`${r.state}:${r.progress}`),
    });
    expect(result.state).toBe('done');
    expect(seen).toEqual(['queued:0', 'running:40', 'done:100']);
    expect(waits).toEqual([500, 750, 500]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const promise = followResult(async () => ({ taskId: 't', state: 'running', progress: 1 }), {
      signal: controller.signal,
      sleep: async () => controller.abort(new Error('stop')),
    });
    await expect(promise).rejects.toThrow('stop');
  });
});
