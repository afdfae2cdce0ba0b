/**
 * Portrait segmentation (人像分割) in Chromium: photos shipped in @vladmandic/face-api's demo folder (group
 * photos, 1920 px) and one 12 MP (3024×4032) photo made from them go through the built
 * /img_human_split.html (MediaPipe selfie model); the Worker's time per photo (decode, downscale, model, mask:
 * data-ms; the first row includes the model download and compile) and the backend are printed as a table.
 * Needs a built site: `BUILD_DIR=<build> npx tsx bench/vision-segment.bench.ts`.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { complianceKey } from '../src/web/compliance/compliance.js';
import { launchBrowser, newContext, startSite } from '../e2e/support.js';

const DEMO = 'node_modules/@vladmandic/face-api/demo';

async function photos(): Promise<{ name: string; file: string; size: string }[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vision-bench-'));
  const list = [];
  for (let i = 1; i <= 6; i++) {
    const file = path.join(DEMO, `sample${i}.jpg`);
    const m = await sharp(file).metadata();
    list.push({ name: `sample${i}`, file, size: `${m.width}×${m.height}` });
  }
  const big = path.join(dir, 'big.jpg');
  await writeFile(
    big,
    await sharp(path.join(DEMO, 'sample6.jpg')).resize(3024, 4032, { fit: 'cover' }).jpeg().toBuffer(),
  );
  list.push({ name: '12 MP', file: big, size: '3024×4032' });
  return list;
}

const site = await startSite();
const browser = await launchBrowser();
try {
  const list = await photos();
  const rows: string[] = [];
  {
    const model = 'selfie';
    const page = await (await newContext(browser, 'desktop')).newPage();
    await page.addInitScript((key) => localStorage.setItem(key, '1'), complianceKey('/img_human_split.html'));
    await page.goto(`${site.url}/img_human_split.html`);
    await page.locator('[data-hydrated="true"]').first().waitFor();
    const root = page.getByTestId('img_human_split');
    // First photo twice: the first run includes the model download and compile.
    for (const [i, p] of [list[0]!, ...list].entries()) {
      const started = Date.now();
      const before = await root.getAttribute('data-ms');
      await page.getByTestId('upload-input').setInputFiles(p.file);
      // A new result (its own time), then its preview.
      await page.waitForFunction(
        (old) => {
          const el = document.querySelector('[data-testid="img_human_split"]');
          return el?.getAttribute('data-ready') === 'true' && el.getAttribute('data-ms') !== old;
        },
        before,
        { timeout: 300_000 },
      );
      const wall = Date.now() - started;
      const ms = await root.getAttribute('data-ms');
      const backend = await root.getAttribute('data-backend');
      const found = (await page.getByText(/没有在这张照片里找到人像|No person was found/).count()) === 0;
      rows.push(
        `| ${model} | ${i === 0 ? `${p.name} (first use)` : p.name} | ${p.size} | ${backend} | ${ms} | ${wall} | ${found ? 'yes' : 'no'} |`,
      );
    }
    await page.context().close();
  }
  console.log('| model | photo | size | backend | worker ms | until preview ms | person found |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(r);
} finally {
  await browser.close();
  await site.close();
}
