/**
 * The face and stylisation tools of issue 16 in real Chromium on a phone and a desktop, on skimage's
 * public-domain astronaut photo (NASA; e2e/fixtures/astronaut.jpg, 512×512): faces found by the models
 * our origin serves, and the stylised pictures saved and checked by type, size and pixels.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { shared, stubFileShare } from './image-support.js';
import { chooseFiles, newContext, openTool, VIEWPORT_NAMES, withSite, type FileSpec } from './support.js';
import type { Site } from './support.js';

let site: Site;
let browser: Browser;
withSite((s, b) => ([site, browser] = [s, b]));

const astronaut: FileSpec = {
  name: 'astronaut.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync(new URL('./fixtures/astronaut.jpg', import.meta.url)),
};
const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50;
/** Her face in the 512×512 photo: about x 170..290, y 60..190. */
const FACE = { x0: 150, x1: 310, y0: 40, y1: 210 };

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const phone = viewport === 'phone';

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    if (phone) await context.addInitScript(stubFileShare);
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context.close();
    expect(errors).toEqual([]);
  });

  async function saved(click: () => Promise<unknown>): Promise<{ name: string; bytes: Uint8Array }> {
    if (!phone) {
      const [d] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
      const { readFile } = await import('node:fs/promises');
      return { name: d.suggestedFilename(), bytes: new Uint8Array(await readFile((await d.path())!)) };
    }
    const before = (await shared(page)).length;
    await click();
    await expect.poll(async () => (await shared(page)).length, { timeout: 60_000 }).toBeGreaterThan(before);
    const f = (await shared(page)).slice(before)[0]!;
    return { name: f.name, bytes: new Uint8Array(f.bytes) };
  }

  it('face_analysis: one face boxed on her face, with age, gender and expression estimates', async () => {
    await openTool(page, site.url, '/face_analysis.html');
    await chooseFiles(page, [astronaut]);
    await page.locator('[data-testid="face_analysis"][data-ready="true"]').waitFor({ timeout: 120_000 });
    await expect.poll(() => page.getByTestId('face-card').count()).toBe(1);
    const box = await page.getByTestId('face-box').locator('rect').first();
    const [x, y, w, h] = await Promise.all(
      ['x', 'y', 'width', 'height'].map(async (a) => Number(await box.getAttribute(a))),
    );
    expect(x!).toBeGreaterThan(FACE.x0);
    expect(x! + w!).toBeLessThan(FACE.x1);
    expect(y!).toBeGreaterThan(FACE.y0);
    expect(y! + h!).toBeLessThan(FACE.y1);
    expect(await page.getByTestId('face-age').textContent()).toMatch(/\d+/);
    expect(await page.getByTestId('face-gender').textContent()).toMatch(/%/);
    expect(await page.getByTestId('face-expression').textContent()).toMatch(/%/);
    const file = await saved(() => page.getByTestId('face-save').click());
    expect(file.name).toBe('astronaut-faces.png');
    expect(isPng(file.bytes)).toBe(true);
    expect((await sharp(file.bytes).metadata()).width).toBe(512);
  });

  // Where the photo's fine texture is flattened: the mottled wall (top right) for the flat styles, the
  // suit (lower left) for watercolour, whose paper grain adds texture to flat walls on purpose.
  it.each([
    ['img_anime_filter', 'anime', 'lines=80&levels=4', [300, 0]],
    ['img_ai_cartoon', 'cartoon', 'colours=8', [300, 0]],
    ['img_ai_watercolor', 'watercolour', 'texture=80', [60, 330]],
  ] as const)('%s: a stylised PNG of the same size, flatter than the photo', async (slug, id, query, [x0, y0]) => {
    await openTool(page, site.url, `/${slug}.html?${query}`);
    await chooseFiles(page, [astronaut]);
    await page.locator(`[data-testid="${id}-tool"][data-ready="1"]`).waitFor({ timeout: 60_000 });
    const file = await saved(() => page.getByTestId('save-png').click());
    expect(file.name).toBe(`astronaut-${id}.png`);
    expect(isPng(file.bytes)).toBe(true);
    const out = await sharp(file.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([out.info.width, out.info.height]).toEqual([512, 512]);
    const photo = await sharp(astronaut.buffer).raw().toBuffer();
    const texture = (b: Buffer) => {
      let sum = 0;
      for (let y = y0; y < y0 + 60; y++)
        for (let x = x0; x < x0 + 60; x++) sum += Math.abs(b[(y * 512 + x) * 3]! - b[(y * 512 + x + 1) * 3]!);
      return sum;
    };
    expect(texture(out.data)).toBeLessThan(texture(photo));
    expect(Buffer.compare(out.data, photo)).not.toBe(0);
  });
  it('avatar_pendant: a party hat put above her forehead, dragged, and saved on the photo', async () => {
    await openTool(page, site.url, '/avatar_pendant.html');
    await chooseFiles(page, [astronaut]);
    await page
      .locator('[data-testid="avatar_pendant"][data-ready="true"][data-faces="1"]')
      .waitFor({ timeout: 120_000 });
    await page.getByTestId('pendant-party-hat').click();
    const item = page.getByTestId('pendant-item');
    await item.waitFor();
    const at = async () => ({
      cx: Number(await item.getAttribute('data-cx')),
      cy: Number(await item.getAttribute('data-cy')),
    });
    const placed = await at();
    // Centred over the face, above the forehead (her hairline is near y 60 in the 512 px photo).
    expect(placed.cx).toBeGreaterThan(FACE.x0);
    expect(placed.cx).toBeLessThan(FACE.x1);
    expect(placed.cy).toBeLessThan(60);
    const box = (await item.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 10, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await at()).cx).toBeGreaterThan(placed.cx + 10);
    const moved = await at();
    const file = await saved(() => page.getByTestId('pendant-save').click());
    expect(file.name).toBe('astronaut-pendant.png');
    const out = await sharp(file.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([out.info.width, out.info.height]).toEqual([512, 512]);
    const photo = await sharp(astronaut.buffer).raw().toBuffer();
    const i = (Math.round(moved.cy) * 512 + Math.round(moved.cx)) * 3;
    const diff =
      Math.abs(out.data[i]! - photo[i]!) +
      Math.abs(out.data[i + 1]! - photo[i + 1]!) +
      Math.abs(out.data[i + 2]! - photo[i + 2]!);
    expect(diff).toBeGreaterThan(60);
  });

  it.each([
    ['img_face_anime', 'face-anime', phone ? 'size=1024' : 'zoom=20', 'anime'],
    ['img_module_face_stylize', 'face-stylize', 'style=sketch', 'avatar'],
  ])('%s: a square avatar around her face, styled', async (slug, id, query, suffix) => {
    await openTool(page, site.url, `/${slug}.html?${query}`);
    await chooseFiles(page, [astronaut]);
    await page.locator(`[data-testid="${id}-tool"][data-ready="1"][data-faces="1"]`).waitFor({ timeout: 120_000 });
    const file = await saved(() => page.getByTestId('save-png').click());
    expect(file.name).toBe(`astronaut-${suffix}.png`);
    const out = await sharp(file.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const side = query === 'size=1024' ? 1024 : 512;
    expect([out.info.width, out.info.height]).toEqual([side, side]);
    const mid = ((side >> 1) * side + (side >> 1)) * 3;
    const [r, g, b] = [out.data[mid]!, out.data[mid + 1]!, out.data[mid + 2]!];
    if (slug === 'img_module_face_stylize') expect([r - g, g - b]).toEqual([0, 0]);
    // The middle of the avatar is her face: skin, warmer than blue.
    else expect(r).toBeGreaterThan(b);
  });
});
