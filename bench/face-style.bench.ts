/**
 * Face analysis and the stylisation filters in Chromium on a 12 MP photo (skimage's public-domain
 * astronaut enlarged to 4032×3024) through the built pages: 人脸分析's Worker time (decode, downscale,
 * detection, mesh, age/gender, expression: data-ms; the first run includes the model download), and for
 * 图片日漫滤镜, 多人卡通画, 国漫水彩风 the time from choosing the file to the preview (900 px) and from the
 * save click to the file (the full result, 1600 px); 头像二次元 from the file to its 512 px avatar.
 * Needs a built site: `BUILD_DIR=<build> npx tsx bench/face-style.bench.ts`. Prints a table.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { complianceKey } from '../src/web/compliance/compliance.js';
import { launchBrowser, newContext, startSite } from '../e2e/support.js';

const dir = await mkdtemp(path.join(tmpdir(), 'face-bench-'));
const big = path.join(dir, 'astronaut-12mp.jpg');
await writeFile(
  big,
  await sharp(await readFile('e2e/fixtures/astronaut.jpg'))
    .resize(4032, 3024, { fit: 'cover' })
    .jpeg({ quality: 90 })
    .toBuffer(),
);

const site = await startSite();
const browser = await launchBrowser();
const rows: string[] = [];

async function open(slug: string): Promise<Page> {
  const page = await (await newContext(browser, 'desktop')).newPage();
  await page.addInitScript((key) => localStorage.setItem(key, '1'), complianceKey(`/${slug}.html`));
  await page.goto(`${site.url}/${slug}.html`);
  await page.locator('[data-hydrated="true"]').first().waitFor();
  return page;
}

try {
  {
    const page = await open('face_analysis');
    const root = page.getByTestId('face_analysis');
    for (const run of ['first use', 'again']) {
      const before = await root.getAttribute('data-ms');
      const started = Date.now();
      await page.getByTestId('upload-input').setInputFiles(big);
      await page.waitForFunction(
        (old) => {
          const el = document.querySelector('[data-testid="face_analysis"]');
          return el?.getAttribute('data-ready') === 'true' && el.getAttribute('data-ms') !== old;
        },
        before,
        { timeout: 300_000 },
      );
      const faces = await root.getAttribute('data-faces');
      rows.push(
        `| 人脸分析 (${run}) | ${await root.getAttribute('data-backend')} | ${await root.getAttribute('data-ms')} | ${Date.now() - started} | — | ${faces} face(s) |`,
      );
    }
    await page.context().close();
  }
  for (const [slug, id, name] of [
    ['img_anime_filter', 'anime', '图片日漫滤镜'],
    ['img_ai_cartoon', 'cartoon', '多人卡通画'],
    ['img_ai_watercolor', 'watercolour', '国漫水彩风'],
  ] as const) {
    const page = await open(slug);
    const started = Date.now();
    await page.getByTestId('upload-input').setInputFiles(big);
    await page.locator(`[data-testid="${id}-tool"][data-ready="1"]`).waitFor({ timeout: 300_000 });
    const preview = Date.now() - started;
    const saveStart = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 300_000 }),
      page.getByTestId('save-png').click(),
    ]);
    await download.path();
    rows.push(`| ${name} | style Worker | — | ${preview} | ${Date.now() - saveStart} | 1600×1200 PNG |`);
    await page.context().close();
  }
  {
    const page = await open('img_face_anime');
    const started = Date.now();
    await page.getByTestId('upload-input').setInputFiles(big);
    await page.locator('[data-testid="face-anime-tool"][data-ready="1"]').waitFor({ timeout: 300_000 });
    rows.push(`| 头像二次元 (incl. face models) | face + style Workers | — | ${Date.now() - started} | — | 512×512 |`);
    await page.context().close();
  }
  console.log(`12 MP photo (4032×3024), Chromium (${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}, no GPU)`);
  console.log('| tool | engine | worker ms | file → result ms | save ms | output |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(r);
} finally {
  await browser.close();
  await site.close();
}
