/**
 * The image and video tools of issue 21 in real Chromium on a phone and a desktop: one visitor flow per
 * tool, the saved files checked by type (magic bytes), dimensions and frame count. Phones save through the
 * share sheet (stubbed to record the files), desktops download; QR codes are decoded back with ZXing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { decodeText } from '../src/tools/qrcode/decode.testutil.js';
import { demuxVideo } from '../src/web/kit/video/demux/index.js';
import { photoPixels, shared, stubFileShare } from './image-support.js';
import { flushEvents, watchEvents, type SeenEvent } from './login-support.js';
import { chooseFiles, newContext, openTool, VIEWPORT_NAMES, withSite, type FileSpec, type Site } from './support.js';

let site: Site;
let browser: Browser;
withSite((s, b) => ([site, browser] = [s, b]));

const MAGIC: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47],
  jpeg: [0xff, 0xd8, 0xff],
  gif: [0x47, 0x49, 0x46, 0x38],
  zip: [0x50, 0x4b, 0x03, 0x04],
  webm: [0x1a, 0x45, 0xdf, 0xa3],
};
const isMp4 = (bytes: Uint8Array) => Buffer.from(bytes.subarray(4, 8)).toString('latin1') === 'ftyp';

/** A recorded video's track as our demuxer reads it (size, frame count, duration). */
async function videoTrack(bytes: Uint8Array) {
  const { track, samples } = await demuxVideo({
    size: bytes.length,
    read: async (offset, length) => bytes.slice(offset, offset + length),
  });
  return {
    width: track.width,
    height: track.height,
    frames: samples.length,
    last: Math.max(...samples.map((x) => x.time)),
  };
}
const isType = (bytes: Uint8Array, type: keyof typeof MAGIC) => MAGIC[type].every((b, i) => bytes[i] === b);

async function meta(bytes: Uint8Array) {
  const m = await sharp(bytes, { animated: true }).metadata();
  return { width: m.width, height: m.pageHeight ?? m.height, pages: m.pages ?? 1, format: m.format };
}

let photo: FileSpec;
let gif: FileSpec;
let pngs: FileSpec[];
/** The same 2-second clip as Chromium's MediaRecorder writes it: WebM (VP8) and fragmented MP4 (H.264). */
let videos: Record<'webm' | 'mp4', FileSpec> | null = null;

beforeAll(async () => {
  photo = {
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(photoPixels(300, 200), { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer(),
  };
  const frame = (c: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: c } })
      .png()
      .toBuffer();
  pngs = await Promise.all(
    ['#e11d48', '#16a34a', '#2563eb'].map(async (c, i) => ({
      name: `f${i}.png`,
      mimeType: 'image/png',
      buffer: await frame(c),
    })),
  );
  gif = {
    name: 'anim.gif',
    mimeType: 'image/gif',
    buffer: await sharp(await Promise.all(['#e11', '#1a1', '#22e'].map(frame)), { join: { animated: true } })
      .gif({ delay: [100, 200, 300] })
      .toBuffer(),
  };
});

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const phone = viewport === 'phone';
  let events: SeenEvent[] = [];
  /** Waits until the page has sent `name` (flushing its queue), then returns that event's extras. */
  async function sent(name: string): Promise<Record<string, unknown>[]> {
    await expect
      .poll(
        async () => {
          await flushEvents(page);
          return events.some((e) => e.eventname === name);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    return events.filter((e) => e.eventname === name).map((e) => e.extraJson);
  }

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    if (phone) await context.addInitScript(stubFileShare);
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    events = watchEvents(page);
    videos ??= await makeVideos(page);
  });
  afterAll(async () => {
    await context.close();
    expect(errors).toEqual([]);
  });

  /** What one save gives: the shared files on a phone, the download on a desktop. */
  async function saved(click: () => Promise<unknown>): Promise<{ name: string; bytes: Uint8Array }[]> {
    if (!phone) {
      const [d] = await Promise.all([page.waitForEvent('download'), click()]);
      const { readFile } = await import('node:fs/promises');
      return [{ name: d.suggestedFilename(), bytes: new Uint8Array(await readFile((await d.path())!)) }];
    }
    const before = (await shared(page)).length;
    await click();
    await expect.poll(async () => (await shared(page)).length, { timeout: 20_000 }).toBeGreaterThan(before);
    return (await shared(page)).slice(before).map((f) => ({ name: f.name, bytes: new Uint8Array(f.bytes) }));
  }

  it('img_fade: black and white PNG of the same size', async () => {
    await openTool(page, site.url, '/img_fade.html');
    await chooseFiles(page, [photo]);
    await page.locator('[data-testid="fade-tool"][data-ready="1"]').waitFor();
    const [file] = await saved(() => page.getByTestId('save-png').click());
    expect(isType(file.bytes, 'png')).toBe(true);
    expect(await meta(file.bytes)).toMatchObject({ width: 300, height: 200 });
    const { channels } = await sharp(file.bytes).stats();
    expect(channels[0].mean).toBeCloseTo(channels[1].mean, 0);
    expect(channels[1].mean).toBeCloseTo(channels[2].mean, 0);
  });

  it('img_pixel: pixelated JPEG of the same size', async () => {
    await openTool(page, site.url, '/img_pixel.html?block=20&palette=pico8');
    await chooseFiles(page, [photo]);
    await page.locator('[data-testid="pixel-tool"][data-ready="1"]').waitFor();
    const [file] = await saved(() => page.getByTestId('save-jpeg').click());
    expect(isType(file.bytes, 'jpeg')).toBe(true);
    expect(await meta(file.bytes)).toMatchObject({ width: 300, height: 200 });
  });

  it('img9grid: nine square pieces in order', async () => {
    await openTool(page, site.url, '/img9grid.html');
    await chooseFiles(page, [photo]);
    await page.locator('[data-testid="img9grid"][data-pieces="9"]').waitFor();
    const files = await saved(() => page.getByTestId('grid-save-all').click());
    const pieces = phone ? files : Object.entries(unzipSync(files[0].bytes)).map(([name, bytes]) => ({ name, bytes }));
    if (!phone) expect(isType(files[0].bytes, 'zip')).toBe(true);
    expect(pieces.map((p) => p.name)).toEqual(Array.from({ length: 9 }, (_, i) => `photo-0${i + 1}.jpg`));
    for (const p of pieces) {
      expect(isType(p.bytes, 'jpeg')).toBe(true);
      expect(await meta(p.bytes)).toMatchObject({ width: 66, height: 66 });
    }
  });

  it('gifsplitter: every frame as PNG with its delay, zipped', async () => {
    await openTool(page, site.url, '/gifsplitter.html');
    await chooseFiles(page, [gif]);
    await page.locator('[data-testid="gifsplitter"][data-frames="3"]').waitFor();
    const [zip] = await saved(() => page.getByTestId('gif-zip').click());
    expect(isType(zip.bytes, 'zip')).toBe(true);
    const entries = unzipSync(zip.bytes);
    expect(Object.keys(entries)).toEqual([
      'frame-001-100ms.png',
      'frame-002-200ms.png',
      'frame-003-300ms.png',
      'delays.txt',
    ]);
    for (const name of Object.keys(entries).slice(0, 3))
      expect(await meta(entries[name])).toMatchObject({ width: 40, height: 30, format: 'png' });
  });

  it('gifcreate: three pictures become a three-frame GIF, and a video clip a GIF', async () => {
    await openTool(page, site.url, '/gifcreate.html?delay=300&side=240&fps=5');
    await chooseFiles(page, pngs);
    await expect.poll(() => page.getByTestId('gif-picture').count()).toBe(3);
    await page.getByTestId('gifcreate-make').click();
    await page.getByTestId('gif-result').waitFor({ timeout: 30_000 });
    const [file] = await saved(() => page.getByTestId('gif-save').click());
    expect(isType(file.bytes, 'gif')).toBe(true);
    expect(await meta(file.bytes)).toMatchObject({ width: 40, height: 30, pages: 3 });

    await page.getByTestId('gifcreate-mode').getByRole('radio').nth(1).click();
    await chooseFiles(page, [videos![phone ? 'webm' : 'mp4']]);
    const maker = page.getByTestId('video-gif');
    await maker.waitFor({ timeout: 20_000 });
    const promised = Number(await maker.getAttribute('data-frames'));
    await page.getByTestId('gif-make').click();
    await page.locator('[data-testid="video-gif"] [data-testid="gif-result"]').waitFor({ timeout: 60_000 });
    expect(await maker.getAttribute('data-source')).toBe('webcodecs');
    const [clip] = await saved(() => maker.getByTestId('gif-save').click());
    expect(isType(clip.bytes, 'gif')).toBe(true);
    expect(await meta(clip.bytes)).toMatchObject({ width: 240, height: 180, pages: promised });
  });

  it('video_2_gif: a clip becomes a GIF with a frame per tenth of a second, through WebCodecs', async () => {
    await openTool(page, site.url, '/video_2_gif.html?side=240&fps=10');
    expect(await sent('VIDO_TITLE_001')).toContainEqual(expect.objectContaining({ tool: 'video_2_gif' }));
    await chooseFiles(page, [videos![phone ? 'mp4' : 'webm']]);
    const maker = page.getByTestId('video-gif');
    await maker.waitFor({ timeout: 20_000 });
    const duration = Number(await maker.getAttribute('data-duration'));
    const promised = Number(await maker.getAttribute('data-frames'));
    expect(Math.abs(promised - Math.min(duration, 5) * 10)).toBeLessThanOrEqual(1);
    await page.getByTestId('gif-make').click();
    await page.getByTestId('gif-result').waitFor({ timeout: 60_000 });
    // Chromium has WebCodecs: the frames come from the decode Worker (MP4 through mp4box, WebM our own).
    expect(await maker.getAttribute('data-source')).toBe('webcodecs');
    const [file] = await saved(() => page.getByTestId('gif-save').click());
    expect(isType(file.bytes, 'gif')).toBe(true);
    const m = await meta(file.bytes);
    expect(m).toMatchObject({ width: 240, height: 180 });
    expect(m.pages).toBe(promised);
  });

  it('screen_record: records WebM and MP4 where the browser can, says so on a phone', async () => {
    if (phone) {
      await page.addInitScript(() =>
        Object.defineProperty(navigator.mediaDevices, 'getDisplayMedia', { value: undefined }),
      );
      await openTool(page, site.url, '/screen_record.html');
      await expect.poll(() => page.getByTestId('record-unsupported').textContent()).toContain('手机');
      return;
    }
    await page.addInitScript(() => {
      // A fake screen: a canvas with a moving square.
      Object.defineProperty(navigator.mediaDevices, 'getDisplayMedia', {
        value: async () => {
          const c = document.createElement('canvas');
          c.width = 320;
          c.height = 180;
          const ctx = c.getContext('2d')!;
          let x = 0;
          setInterval(() => {
            ctx.fillStyle = '#fff';
            ctx.fillRect(0, 0, 320, 180);
            ctx.fillStyle = '#e11';
            ctx.fillRect((x += 5) % 300, 60, 40, 40);
          }, 33);
          return c.captureStream(30);
        },
      });
    });
    await openTool(page, site.url, '/screen_record.html?systemAudio=0');
    expect(await sent('VIDO_TITLE_001')).toContainEqual(expect.objectContaining({ tool: 'screen_record' }));
    await page.getByTestId('record-start').click();
    await page.locator('[data-phase="recording"]').waitFor();
    await page.waitForTimeout(800);
    await page.getByTestId('record-pause').click();
    await page.getByTestId('record-resume').click();
    await page.waitForTimeout(800);
    await page.getByTestId('record-stop').click();
    await page.getByTestId('record-preview').waitFor();
    const [file] = await saved(() => page.getByTestId('record-save').click());
    expect(file.name).toMatch(/^录屏-.*\.webm$/);
    expect(isType(file.bytes, 'webm')).toBe(true);
    // The fake screen's size, and about 1.6 s of frames (the pause is left out).
    const webm = await videoTrack(file.bytes);
    expect(webm).toMatchObject({ width: 320, height: 180 });
    expect(webm.last).toBeGreaterThan(0.8);
    expect(webm.last).toBeLessThan(10);

    // MP4 where MediaRecorder offers it (Chromium does; a browser without it shows WebM only).
    const formats = await page.getByTestId('record-format').getByRole('radio').allTextContents();
    expect(formats).toEqual(['WEBM', 'MP4']);
    await page.getByTestId('record-format').getByRole('radio').nth(1).click();
    await page.getByTestId('record-start').click();
    await page.locator('[data-phase="recording"]').waitFor();
    await page.waitForTimeout(800);
    await page.getByTestId('record-stop').click();
    await page.getByTestId('record-preview').waitFor();
    const [mp4] = await saved(() => page.getByTestId('record-save').click());
    expect(mp4.name).toMatch(/^录屏-.*\.mp4$/);
    expect(isMp4(mp4.bytes)).toBe(true);
    expect(await videoTrack(mp4.bytes)).toMatchObject({ width: 320, height: 180 });
  });

  it('prettify_qrcode: a styled code with a logo that decodes to the text', async () => {
    const text = 'https://example.com/美化';
    await openTool(
      page,
      site.url,
      '/prettify_qrcode.html?dots=dot&eyeFrame=circle&gradient=linear&color=%230369a1&color2=%231e3a8a',
    );
    await page.getByTestId('pq-text').fill(text);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('pq-logo').click()]);
    await chooser.setFiles([pngs[0]]);
    await page.locator('[data-testid="pq-qr"][data-status="ok"]').waitFor({ timeout: 20_000 });
    const [file] = await saved(() => page.getByTestId('pq-qr-save').click());
    expect(isType(file.bytes, 'png')).toBe(true);
    expect(await decodeText(file.bytes)).toBe(text);
  });

  it('visit_card: a vCard QR with a Chinese name that decodes', async () => {
    await openTool(page, site.url, '/visit_card.html');
    await page.getByTestId('card-example').click();
    await page.locator('[data-testid="card-qr"][data-status="ok"]').waitFor({ timeout: 20_000 });
    const [file] = await saved(() => page.getByTestId('card-qr-save').click());
    expect(file.name).toBe('名片-张伟.png');
    const text = await decodeText(file.bytes);
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3.0\r\nN:张;伟;;;\r\nFN:张伟/);
  });

  it('image_secret_msg: hides text under a password and reveals it', async () => {
    const secret = '明天下午三点，老地方。';
    await openTool(page, site.url, '/image_secret_msg.html');
    await chooseFiles(page, [photo]);
    await page.getByTestId('secret-text').fill(secret);
    await page.getByTestId('secret-password').fill('芝麻开门');
    await expect.poll(() => page.getByTestId('secret-jpeg-warning').textContent()).toContain('JPG');
    const [file] = await saved(() => page.getByTestId('secret-save').click());
    expect(isType(file.bytes, 'png')).toBe(true);
    expect(await meta(file.bytes)).toMatchObject({ width: 300, height: 200 });
    await page.getByTestId('secret-mode').getByRole('radio').nth(1).click();
    await chooseFiles(page, [{ name: 'secret.png', mimeType: 'image/png', buffer: Buffer.from(file.bytes) }]);
    await page.getByTestId('reveal-password').fill('芝麻开门');
    await page.getByTestId('reveal-read').click();
    await expect.poll(() => page.getByTestId('revealed-text').textContent()).toBe(secret);
  });

  it('biaoqing: a meme from our template, PNG on a phone, shaking GIF on a desktop', async () => {
    await openTool(page, site.url, phone ? '/biaoqing.html' : '/biaoqing.html?animation=shake');
    await page.getByTestId('meme-template-cat').click();
    await page.getByTestId('meme-top').fill('今天也要开心');
    await page.locator('[data-testid="biaoqing"][data-ready="1"]').waitFor();
    const [file] = await saved(() => page.getByTestId('meme-save').click());
    expect(isType(file.bytes, phone ? 'png' : 'gif')).toBe(true);
    expect(await meta(file.bytes)).toMatchObject({ width: 480, height: 480, pages: phone ? 1 : 8 });
  });

  it('wallpaper: a design at the screen’s exact resolution, with its analytics events', async () => {
    const events: string[] = [];
    page.on('request', (r) => r.url().includes('/api/analytics') && events.push(r.postData() ?? ''));
    await openTool(page, site.url, '/wallpaper.html');
    await page.getByTestId('wallpaper-category').getByRole('radio').nth(4).click();
    await page.getByTestId('wallpaper-item').first().click();
    await page.getByTestId('wallpaper-preview').waitFor();
    const [file] = await saved(() => page.getByTestId('wallpaper-save').click());
    expect(isType(file.bytes, 'png')).toBe(true);
    expect(await meta(file.bytes)).toMatchObject(phone ? { width: 780, height: 1688 } : { width: 1440, height: 900 });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => events.join(' '), { timeout: 10_000 }).toContain('WALLPAPER_PAGE_0012');
    for (const e of ['0001', '0002', '0006', '0011']) expect(events.join(' ')).toContain(`WALLPAPER_PAGE_${e}`);
  });

  it('img_edit_canvas: rotate, crop square, text, undo/redo, save', async () => {
    await openTool(page, site.url, '/img_edit_canvas.html');
    await chooseFiles(page, [photo]);
    const body = page.getByTestId('img-edit');
    await page.getByTestId('edit-tool-rotate').click();
    await page.getByTestId('edit-rotate-right').click();
    await expect.poll(() => body.getAttribute('data-size')).toBe('200x300');
    await page.getByTestId('edit-tool-crop').click();
    await page.getByTestId('edit-ratio').getByRole('radio').nth(1).click();
    await page.getByTestId('edit-apply-crop').click();
    await expect.poll(() => body.getAttribute('data-size')).toBe('200x200');
    await page.getByTestId('edit-tool-text').click();
    await page.getByTestId('edit-text').fill('你好');
    await page.getByTestId('edit-canvas').click();
    await expect.poll(() => body.getAttribute('data-ops')).toBe('3');
    await page.getByTestId('edit-undo').click();
    await page.getByTestId('edit-redo').click();
    await expect.poll(() => body.getAttribute('data-ops')).toBe('3');
    const [file] = await saved(() => page.getByTestId('edit-save-png').click());
    expect(isType(file.bytes, 'png')).toBe(true);
    expect(await meta(file.bytes)).toMatchObject({ width: 200, height: 200 });
  });
});

/** A 2-second 320×240 clip recorded in the browser (MediaRecorder over a canvas), as WebM and as MP4. */
async function makeVideos(page: Page): Promise<Record<'webm' | 'mp4', FileSpec>> {
  await page.goto(`${site.url}/`);
  const b64 = await page.evaluate(async () => {
    const c = document.createElement('canvas');
    c.width = 320;
    c.height = 240;
    const ctx = c.getContext('2d')!;
    const stream = c.captureStream(30);
    const record = (mimeType: string) => {
      const rec = new MediaRecorder(stream, { mimeType });
      const chunks: Blob[] = [];
      rec.ondataavailable = (e) => chunks.push(e.data);
      const stopped = new Promise((r) => (rec.onstop = r)).then(() => new Blob(chunks).arrayBuffer());
      rec.start();
      return { rec, stopped };
    };
    const started = performance.now();
    const paint = () => {
      const t = (performance.now() - started) / 1000;
      ctx.fillStyle = `hsl(${t * 90}, 70%, 60%)`;
      ctx.fillRect(0, 0, 320, 240);
      ctx.fillStyle = '#111';
      ctx.fillRect(20 + t * 120, 90, 60, 60);
    };
    const timer = setInterval(paint, 33);
    const recs = [record('video/webm'), record('video/mp4;codecs=avc1')];
    await new Promise((r) => setTimeout(r, 2000));
    recs.forEach((r) => r.rec.stop());
    const out = await Promise.all(recs.map((r) => r.stopped));
    clearInterval(timer);
    return out.map((buffer) => {
      let s = '';
      for (const x of new Uint8Array(buffer)) s += String.fromCharCode(x);
      return btoa(s);
    });
  });
  return {
    webm: { name: 'clip.webm', mimeType: 'video/webm', buffer: Buffer.from(b64[0], 'base64') },
    mp4: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from(b64[1], 'base64') },
  };
}
