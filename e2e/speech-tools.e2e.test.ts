/**
 * The speech and language tools in real Chromium on a phone and a desktop: 文本转语音 synthesises on the
 * server queue (espeak-ng), plays in the page and downloads MP3 and WAV of a plausible length; 音频转文字
 * transcribes an espeak-ng WAV on the queue (PocketSphinx) and downloads .srt.
 * One browser context and one page per viewport, reused for every tool; short texts only.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForHydration } from './page-checks.js';
import { chooseFiles, download, newContext, openTool, VIEWPORT_NAMES, withSite, type Site } from './support.js';
import { FIXTURE_SENTENCE, speakToWav } from '../src/tools/audio_2_text/speech-fixture.js';

let site: Site;
let browser: Browser;
withSite((s, b) => ([site, browser] = [s, b]));

/** A few seconds of English from espeak-ng, made once for both viewports. */
let spoken: Buffer;
beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-asr-'));
  await speakToWav(FIXTURE_SENTENCE, path.join(dir, 'speech.wav'));
  spoken = await readFile(path.join(dir, 'speech.wav'));
  await rm(dir, { recursive: true, force: true });
});

/** Seconds of a 16-bit mono WAV. */
function wavSeconds(bytes: Buffer): number {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
  return bytes.readUInt32LE(40) / (bytes.readUInt32LE(24) * 2);
}

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const open = async (slug: string) => {
    await page.goto(`${site.url}/${slug}.html`);
    await waitForHydration(page);
  };

  beforeAll(async () => {
    context = await newContext(browser, viewport, { acceptDownloads: true });
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('tts: synthesises a text, plays it, and downloads MP3 and WAV', async () => {
    await open('tts');
    await page.getByTestId('tts-text').fill('我去银行取钱。价格是¥1,234.50。');
    await page.getByTestId('tts-speak').click();
    const audio = page.getByTestId('tts-audio');
    await audio.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => (a.readyState >= 1 ? a.duration : 0)), { timeout: 10_000 })
      .toBeGreaterThan(2);
    const mp3 = await download(page, () => page.getByTestId('tts-mp3').click());
    expect(mp3.name).toBe('speech.mp3');
    expect(mp3.bytes[0] === 0xff || mp3.bytes.toString('ascii', 0, 3) === 'ID3').toBe(true);
    // 64 kbit/s: a few seconds of speech, not a fraction of one nor minutes.
    const mp3Seconds = (mp3.bytes.length * 8) / 64_000;
    expect(mp3Seconds).toBeGreaterThan(2);
    expect(mp3Seconds).toBeLessThan(20);
    const wav = await download(page, () => page.getByTestId('tts-wav').click());
    expect(wav.name).toBe('speech.wav');
    const seconds = wavSeconds(wav.bytes);
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(20);
    expect(pageErrors).toEqual([]);
  });

  it('tts: says what is wrong with an empty text', async () => {
    await open('tts');
    await page.getByTestId('tts-text').fill('');
    await page.getByTestId('tts-speak').click();
    await expect.poll(() => page.getByTestId('tts-error').textContent()).toContain('请先输入');
  });

  it('hanzifayin: reads a word in context, lists every reading of 行 with examples, and plays one', async () => {
    await open('hanzifayin');
    await page.getByTestId('hanzifayin-input').fill('银行');
    await expect.poll(() => page.getByTestId('hanzifayin-word').textContent()).toBe('yín银háng行');
    const hang = page.locator('[data-testid="hanzifayin-char"][data-char="行"]');
    await expect.poll(() => hang.textContent()).toContain('xíng');
    await expect.poll(() => hang.textContent()).toContain('héng');
    await expect
      .poll(() => hang.locator('[data-reading="heng2"] [data-testid="hanzifayin-examples"]').textContent())
      .toContain('道行');
    const [audio] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/task/download/'), { timeout: 20_000 }),
      hang.locator('[data-reading="xing2"] [data-testid="hanzifayin-play"]').click(),
    ]);
    expect(audio.headers()['content-type']).toBe('audio/mpeg');
    expect((await audio.body()).length).toBeGreaterThan(1000);
    expect(pageErrors).toEqual([]);
  });

  it('audio_2_text: transcribes an uploaded English WAV with timestamps and downloads .srt', async () => {
    await openTool(page, site.url, '/audio_2_text.html');
    await expect.poll(() => page.getByTestId('audio2text-languages').textContent()).toContain('PocketSphinx');
    await chooseFiles(page, [{ name: 'speech.wav', mimeType: 'audio/wav', buffer: spoken }]);
    await page.getByTestId('audio2text-picked').waitFor();
    await page.getByTestId('audio2text-run').click();
    const output = page.getByTestId('audio2text-output');
    await output.waitFor({ timeout: 60_000 });
    // A pipeline check: PocketSphinx reads part of espeak-ng's sentence back, with start times.
    await expect.poll(() => output.textContent()).toMatch(/0:0\d/);
    expect((await output.textContent())!.toLowerCase()).toMatch(/\b(weather|go|park|today|nice)\b/);
    const srt = await download(page, () => page.getByTestId('audio2text-srt').click());
    expect(srt.name).toBe('speech.srt');
    expect(srt.bytes.toString('utf8')).toMatch(/^1\r\n00:00:0\d,\d{3} --> 00:00:0\d,\d{3}\r\n\S/);
    expect(pageErrors).toEqual([]);
  });

  it('summary: keywords and a 3-sentence summary of an uploaded .txt, in text order', async () => {
    await open('summary');
    const article = [
      '本市今天宣布，地铁夜间运营时间将从下月起延长一小时。',
      '天气预报说周末有雨。',
      '地铁公司表示，延长运营是因为夜间乘客明显增多。',
      '延长运营后，地铁末班车将推迟到午夜十二点。',
      '一家面包店在街角开业。',
    ].join('');
    await page.getByTestId('summary-file').setInputFiles({
      name: 'news.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(article),
    });
    await expect.poll(() => page.getByTestId('summary-text').inputValue()).toBe(article);
    await page.getByTestId('summary-run').click();
    await expect.poll(() => page.getByTestId('summary-keywords').textContent()).toContain('地铁');
    const summary = await page.getByTestId('summary-output').textContent();
    expect(summary).toContain('地铁夜间运营时间将从下月起延长一小时');
    expect(summary).not.toContain('面包店');
    expect(summary!.indexOf('延长一小时')).toBeLessThan(summary!.indexOf('午夜十二点'));
  });
});
