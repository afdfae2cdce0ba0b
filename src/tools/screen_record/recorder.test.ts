import { describe, expect, it } from 'vitest';
import { clock, elapsed, pickMimeType, recordingName, recordSupport, supportedFormats } from './recorder.js';

const chromium = (t: string) => t.startsWith('video/webm') || t === 'video/mp4;codecs=avc1,opus' || t === 'video/mp4';
const safari = (t: string) => t.startsWith('video/mp4');

describe('screen recording', () => {
  it.each([
    ['webm', chromium, 'video/webm;codecs=vp9,opus'],
    ['mp4', chromium, 'video/mp4;codecs=avc1,opus'],
    ['webm', safari, null],
    ['mp4', safari, 'video/mp4;codecs=avc1.42E01F,mp4a.40.2'],
  ] as const)('%s on a browser → %s', (f, sup, type) => expect(pickMimeType(f, sup)).toBe(type));

  it('lists what a browser records', () => {
    expect(supportedFormats(chromium)).toEqual(['webm', 'mp4']);
    expect(supportedFormats(safari)).toEqual(['mp4']);
    expect(supportedFormats(() => false)).toEqual([]);
  });

  it.each([
    [{ getDisplayMedia: true, mediaRecorder: true, phone: false }, 'ok'],
    [{ getDisplayMedia: false, mediaRecorder: true, phone: true }, 'phone'],
    [{ getDisplayMedia: false, mediaRecorder: true, phone: false }, 'noDisplay'],
    [{ getDisplayMedia: true, mediaRecorder: false, phone: false }, 'noRecorder'],
  ])('%j → %s', (env, support) => expect(recordSupport(env)).toBe(support));

  it('names recordings by date and time', () =>
    expect(recordingName(new Date(2026, 2, 5, 14, 30, 9), 'mp4')).toBe('录屏-2026-03-05-143009.mp4'));

  it.each([
    [0, '00:00'],
    [61_500, '01:01'],
    [3_725_000, '1:02:05'],
  ])('%i ms reads %s', (ms, text) => expect(clock(ms)).toBe(text));

  it('pauses do not count', () =>
    expect(
      elapsed(
        [
          { from: 0, to: 1000 },
          { from: 5000, to: null },
        ],
        7000,
      ),
    ).toBe(3000));
});
