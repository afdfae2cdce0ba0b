/**
 * The QR reader in Chromium: every scored sample goes through the built /qrcode_scan.html (file input,
 * 二维码识别), and the Worker's decode time (image decode + ZXing passes, data-scan-ms) is collected.
 * Needs a built site (`BUILD_DIR=... npm run build`); run through `npx tsx bench/qr-samples.bench.ts --chromium`.
 */
import { complianceKey } from '../src/web/compliance/compliance.js';
import { launchBrowser, newContext, startSite } from '../e2e/support.js';
import type { Sample } from './qr-samples.bench.js';

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export async function chromiumTimings(samples: Sample[]): Promise<void> {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.addInitScript((key) => localStorage.setItem(key, '1'), complianceKey('/qrcode_scan.html'));
    await page.goto(`${site.url}/qrcode_scan.html`);
    const root = page.getByTestId('qrcode-scan');
    const rows = new Map<string, { times: number[]; found: number; total: number }>();
    let first: number | null = null;
    for (const s of samples) {
      await page.getByTestId('upload-input').setInputFiles(s.path);
      await page.locator('[data-testid="qrcode-scan"][data-phase="chosen"]').waitFor();
      await page.getByTestId('qr-scan').click();
      await page
        .locator('[data-testid="qrcode-scan"]:is([data-phase="result"],[data-phase="none"],[data-phase="error"])')
        .waitFor({ timeout: 60_000 });
      const ms = Number(await root.getAttribute('data-scan-ms'));
      const texts = await page.getByTestId('qr-text').allTextContents();
      const row = rows.get(s.folder) ?? { times: [], found: 0, total: 0 };
      rows.set(s.folder, row);
      row.total++;
      // The page shows text as-is; compare without the control characters the DOM may not keep.
      const norm = (t: string) => t.replace(/[\u0000-\u001f]/g, '');
      if (texts.some((t) => norm(t) === norm(s.expected))) row.found++;
      if (first === null) first = ms;
      else row.times.push(ms);
    }
    const all = [...rows.values()].flatMap((r) => r.times);
    console.log(
      '\nChromium (desktop viewport, the built page, decode in the Worker; the first scan, which also loads the wasm, is left out of the medians):',
    );
    console.log('| folder | images | decoded in the page | median ms per image |');
    console.log('|---|---:|---:|---:|');
    for (const [folder, r] of rows)
      console.log(`| ${folder} | ${r.total} | ${r.found} | ${median(r.times).toFixed(0)} |`);
    console.log(
      `| all | ${samples.length} | ${[...rows.values()].reduce((a, r) => a + r.found, 0)} | ${median(all).toFixed(0)} |`,
    );
    console.log(`first scan (wasm load included): ${first} ms`);
  } finally {
    await browser.close();
    await site.close();
  }
}
