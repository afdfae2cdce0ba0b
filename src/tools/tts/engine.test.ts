import { describe, expect, it } from 'vitest';
import { espeakArgs, fade, pcmOf, SAMPLE_RATE, silence, speak, trimSilence, wavFile } from './engine.js';
import { frontEnd } from './frontend.js';

const OPTIONS = { voice: 'female', speed: 100, pitch: 50, volume: 100 } as const;

describe('espeakArgs', () => {
  it.each([
    [{ lang: 'zh', text: 'ni3' }, OPTIONS, ['-v', 'cmn-latn-pinyin+f3', '-s', '195', '-p', '50', '-a', '100']],
    [{ lang: 'en', text: 'hi' }, { ...OPTIONS, voice: 'male', speed: 200 }, ['-v', 'en-us+m3', '-s', '390']],
  ] as const)('%j', (run, options, start) => {
    const args = espeakArgs(run, options);
    expect(args.slice(0, start.length)).toEqual(start);
    // The text goes on stdin, never on the command line.
    expect(args).not.toContain(run.text);
  });
});

describe('PCM helpers', () => {
  it('reads back the samples of a WAV it wrote', () => {
    const pcm = Int16Array.from([0, 100, -100, 32767, -32768]);
    expect([...pcmOf(wavFile(pcm))]).toEqual([...pcm]);
    expect(() => pcmOf(Buffer.from('not a wav file'))).toThrow();
  });
  it('fades both ends to zero and keeps the middle', () => {
    const out = fade(new Int16Array(1000).fill(10_000), 100);
    expect(out[0]).toBe(0);
    expect(out[999]).toBe(0);
    expect(out[500]).toBe(10_000);
  });
  it('trims the silence around a piece, keeping 10 ms', () => {
    const pcm = new Int16Array(10_000);
    pcm.fill(5000, 4000, 6000);
    expect(trimSilence(pcm).length).toBe(2000 + 2 * Math.round(SAMPLE_RATE / 100));
    expect(silence(1000).length).toBe(SAMPLE_RATE);
  });
});

describe('speak (espeak-ng)', () => {
  it('speaks Chinese and English with a plausible duration and no step where pieces meet', async () => {
    const text = '我去银行取钱。我喜欢 Apple 手机。';
    const pcm = await speak(frontEnd(text), OPTIONS);
    const seconds = pcm.length / SAMPLE_RATE;
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(10);
    expect(pcm[0]).toBe(0);
    expect(pcm.at(-1)).toBe(0);
    const slower = await speak(frontEnd(text), { ...OPTIONS, speed: 50 });
    expect(slower.length).toBeGreaterThan(pcm.length * 1.4);
  });
});
