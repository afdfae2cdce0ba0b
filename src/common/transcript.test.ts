import { describe, expect, it } from 'vitest';
import { clockTime, joinWords, segmentWords, srtTime, toSrt, toTxt, type TimedWord } from './transcript.js';

const w = (text: string, start: number, end = start + 0.3): TimedWord => ({ text, start, end });

describe('srtTime', () => {
  it.each([
    [0, '00:00:00,000'],
    [1.13, '00:00:01,130'],
    [59.9996, '00:01:00,000'],
    [61.25, '00:01:01,250'],
    [3599.999, '00:59:59,999'],
    [3723.5, '01:02:03,500'],
    [-1, '00:00:00,000'],
  ])('%s s → %s', (seconds, text) => expect(srtTime(seconds)).toBe(text));
});

describe('clockTime', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [75, '1:15'],
    [1800, '30:00'],
    [3725, '1:02:05'],
  ])('%s s → %s', (seconds, text) => expect(clockTime(seconds)).toBe(text));
});

describe('joinWords', () => {
  it.each<[string[], 'en' | 'zh', string]>([
    [['we', 'will', 'go'], 'en', 'we will go'],
    [['hello', ',', 'world', '.'], 'en', 'hello, world.'],
    [['今', '天', '天', '气', '好'], 'zh', '今天天气好'],
    [['我', '用', 'Word', '写', '的'], 'zh', '我用Word写的'],
    [['open', 'AI'], 'zh', 'open AI'],
    [['好', '，', '走', '。'], 'zh', '好，走。'],
    [['', 'a', ''], 'en', 'a'],
  ])('%j (%s) → %s', (words, lang, text) => expect(joinWords(words, lang)).toBe(text));
});

describe('segmentWords', () => {
  it('keeps one utterance in one segment', () => {
    expect(segmentWords([w('we', 0.1), w('will', 0.4), w('go', 0.7, 1.1)], 'en')).toEqual([
      { start: 0.1, end: 1.1, text: 'we will go' },
    ]);
  });
  it('starts a segment where the engine ended an utterance, and after a pause', () => {
    const words = [w('one', 0), w('two', 0.3), w('three', 0.6), w('four', 2.0), w('five', 2.3)];
    expect(segmentWords(words, 'en', new Set([2])).map((s) => s.text)).toEqual(['one two', 'three', 'four five']);
  });
  it('splits a long run of speech by the time limit', () => {
    const words = Array.from({ length: 40 }, (_, i) => w(`w${i}`, i * 0.4, i * 0.4 + 0.35));
    const segments = segmentWords(words, 'en');
    expect(segments.length).toBeGreaterThan(2);
    for (const s of segments) expect(s.end - s.start).toBeLessThanOrEqual(7);
    expect(segments.map((s) => s.text).join(' ')).toBe(words.map((x) => x.text).join(' '));
  });
  it('splits Chinese by characters and at sentence ends, punctuation staying with its sentence', () => {
    const text = '今天天气很好。我们去公园散步吧';
    const words = [...text].map((ch, i) => w(ch, i * 0.2, i * 0.2 + 0.18));
    expect(segmentWords(words, 'zh').map((s) => s.text)).toEqual(['今天天气很好。', '我们去公园散步吧']);
  });
  it('splits by the character limit', () => {
    const words = [...'一二三四五六七八九十'].map((ch, i) => w(ch, i * 0.1, i * 0.1 + 0.09));
    const segments = segmentWords(words, 'zh', new Set(), { maxSeconds: 60, maxChars: 4, pause: 5 });
    expect(segments.map((s) => s.text)).toEqual(['一二三四', '五六七八', '九十']);
  });
  it('drops empty words and answers nothing for silence', () => {
    expect(segmentWords([w(' ', 0)], 'en')).toEqual([]);
    expect(segmentWords([], 'zh')).toEqual([]);
  });
});

describe('exports', () => {
  const segments = [
    { start: 0.13, end: 1.13, text: 'we built a car' },
    { start: 4.13, end: 5.48, text: 'tomorrow morning' },
  ];
  it('.srt: numbered cues with SubRip times, CRLF, a blank line between cues', () => {
    expect(toSrt(segments)).toBe(
      '1\r\n00:00:00,130 --> 00:00:01,130\r\nwe built a car\r\n\r\n2\r\n00:00:04,130 --> 00:00:05,480\r\ntomorrow morning\r\n',
    );
  });
  it('.srt: a cue without length is shown for half a second', () => {
    expect(toSrt([{ start: 2, end: 2, text: 'a' }])).toContain('00:00:02,000 --> 00:00:02,500');
  });
  it('.txt: one line a segment, with or without the start time', () => {
    expect(toTxt(segments, false)).toBe('we built a car\ntomorrow morning\n');
    expect(toTxt(segments, true)).toBe('[0:00] we built a car\n[0:04] tomorrow morning\n');
    expect(toTxt([], true)).toBe('');
  });
});
