/**
 * video_2_gif's speed bar: a 10-second 720p clip made into a GIF in under 20 s on desktop Chromium. Drives
 * the built page (`BUILD_DIR=... npm run build`, then `BUILD_DIR=... nice npx tsx bench/video-gif.bench.ts`)
 * on the benchmark video (bench/video-fixture.ts, Debian's ffmpeg) as H.264 MP4 and VP8 WebM, the whole
 * 10 s at the page's defaults (480 px, 10 fps), through WebCodecs and, for comparison, through the old way
 * (seeking the <video>: the decode Worker is answered "unsupported", so the page falls back as a browser
 * without WebCodecs would). On the desktop viewport and on the phone one (emulated, and with the CPU slowed
 * 4× through DevTools as a mid-range phone). Times are wall clock from the click to the result; the load
 * average is printed because the machine is shared. Prints a table; asserts nothing.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, openTool, startSite, type Site, type ViewportName } from '../e2e/support.js';
import { benchVideo } from './video-fixture.js';

const FORCE_SEEK = `self.onmessage = (e) => self.postMessage({ id: e.data.id, type: 'error', code: 'unsupported', message: 'bench' });`;

interface Run {
  format: 'mp4' | 'webm';
  viewport: ViewportName;
  way: 'webcodecs' | 'seek';
  throttle?: number;
}

async function convert(site: Site, browser: Browser, run: Run) {
  const context = await newContext(browser, run.viewport);
  const page = await context.newPage();
  if (run.way === 'seek')
    await page.route(/decode\.worker[^/]*\.js/, (r) => r.fulfill({ body: FORCE_SEEK, contentType: 'text/javascript' }));
  if (run.throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: run.throttle });
  }
  await openTool(page, site.url, '/video_2_gif.html?side=480&fps=10');
  const path = benchVideo(run.format);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('upload-button').click()]);
  await chooser.setFiles({ name: `clip.${run.format}`, mimeType: `video/${run.format}`, buffer: readFileSync(path) });
  const maker = page.getByTestId('video-gif');
  await maker.waitFor({ timeout: 60_000 });
  // The whole clip: the trim's end thumb to the end.
  await page.getByTestId('trim-thumb').nth(1).focus();
  await page.keyboard.press('End');
  const frames = Number(await maker.getAttribute('data-frames'));
  const load = os.loadavg()[0];
  const started = Date.now();
  await page.getByTestId('gif-make').click();
  await page.getByTestId('gif-result').waitFor({ timeout: 600_000 });
  const seconds = (Date.now() - started) / 1000;
  const source = await maker.getAttribute('data-source');
  const href = await page.getByTestId('gif-result').locator('img').first().getAttribute('src');
  const bytes = await page.evaluate(async (u) => {
    const b = new Uint8Array(await (await fetch(u!)).arrayBuffer());
    return Array.from(b);
  }, href);
  const meta = await sharp(Uint8Array.from(bytes), { animated: true }).metadata();
  await context.close();
  return {
    frames,
    pages: meta.pages,
    size: bytes.length,
    seconds,
    source,
    load,
    width: meta.width,
    height: meta.pageHeight,
  };
}

const site = await startSite();
const browser = await launchBrowser();
const runs: Run[] = [
  { format: 'mp4', viewport: 'desktop', way: 'webcodecs' },
  { format: 'webm', viewport: 'desktop', way: 'webcodecs' },
  { format: 'mp4', viewport: 'phone', way: 'webcodecs' },
  { format: 'mp4', viewport: 'phone', way: 'webcodecs', throttle: 4 },
  { format: 'mp4', viewport: 'desktop', way: 'seek' },
];
const only = process.argv.slice(2);
const rows: string[][] = [];
try {
  for (const run of runs.filter((_, i) => only.length === 0 || only.includes(String(i)))) {
    const r = await convert(site, browser, run);
    rows.push([
      run.format,
      run.viewport + (run.throttle ? ` (CPU ÷${run.throttle})` : ''),
      `${r.source}`,
      `${r.width}×${r.height} × ${r.pages}/${r.frames}`,
      `${(r.size / 1024).toFixed(0)} KB`,
      `${r.seconds.toFixed(1)} s`,
      r.load.toFixed(1),
    ]);
    console.error(rows.at(-1)!.join(' | '));
  }
} finally {
  await browser.close();
  await site.close();
}
const head = ['clip (10 s 720p)', 'viewport', 'frames from', 'GIF', 'size', 'time', 'load avg'];
console.log(`| ${head.join(' | ')} |\n|${head.map(() => ' --- ').join('|')}|`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
