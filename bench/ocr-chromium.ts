/**
 * PP-OCR in Chromium through the built /ocr.html (the Worker, onnxruntime-web WASM, one thread as on a
 * page without cross-origin isolation): a 1080x1440 page of text is read on first use (models downloaded
 * from our server and compiled) and again warm. Needs a built site: `BUILD_DIR=... npx tsx bench/ocr-chromium.ts`.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { complianceKey } from '../src/web/compliance/compliance.js';
import { renderText } from '../src/web/kit/ocr/testing.js';
import { launchBrowser, newContext, startSite } from '../e2e/support.js';

const LINE = '今天下午三点在会议室讨论新版本的发布计划';
const RUNS = 4;

const site = await startSite();
const browser = await launchBrowser();
try {
  const file = path.join(tmpdir(), 'ocr-bench-page.png');
  writeFileSync(
    file,
    await renderText({
      width: 1080,
      height: 1440,
      lines: Array.from({ length: 24 }, (_, i) => ({
        text: LINE.slice(0, 12 + (i % 7)),
        x: 60,
        y: 90 + i * 54,
        size: 32,
      })),
    }),
  );
  const context = await newContext(browser, 'desktop');
  const page = await context.newPage();
  await page.addInitScript((key) => localStorage.setItem(key, '1'), complianceKey('/ocr.html'));
  await page.goto(`${site.url}/ocr.html`);
  const rows: { load: number; read: number; wall: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    if (i === 0) await page.getByTestId('upload-input').setInputFiles(file);
    else {
      // 更换图片 opens the same picker: the same file again, read by the warm Worker.
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('ocr-change').click()]);
      await chooser.setFiles(file);
    }
    await page
      .locator('[data-testid="ocr"][data-phase="reading"]')
      .waitFor({ timeout: 10_000 })
      .catch(() => {});
    const result = page.getByTestId('ocr-result');
    await page.locator('[data-testid="ocr"][data-phase="result"]').waitFor({ timeout: 120_000 });
    rows.push({
      load: Number(await result.getAttribute('data-load-ms')),
      read: Number(await result.getAttribute('data-ms')),
      wall: performance.now() - started,
    });
  }
  const warm = rows
    .slice(1)
    .map((r) => r.read)
    .sort((a, b) => a - b);
  console.log('\nChromium (desktop viewport, Worker + onnxruntime-web WASM), 1080x1440 page of 24 lines:');
  console.log('| run | model load in the Worker | recognition | wall time (upload to text shown) |');
  console.log('|---|---:|---:|---:|');
  rows.forEach((r, i) =>
    console.log(`| ${i === 0 ? 'first use' : `warm ${i}`} | ${r.load} ms | ${r.read} ms | ${Math.round(r.wall)} ms |`),
  );
  console.log(`warm median recognition: ${warm[warm.length >> 1]} ms`);
} finally {
  await browser.close();
  await site.close();
}
