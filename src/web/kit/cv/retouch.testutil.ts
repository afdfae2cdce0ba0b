/**
 * Run by `retouch.test.ts` in its own Node (opencv.js stalls inside the test runner's workers): the
 * retouching engine on pictures drawn here; prints its measurements as JSON.
 */
import type { Mask } from '../vision/mask.js';
import type { Rgba } from './geometry.js';
import { loadOpenCvNode } from './node.js';
import { beautify, inpaintImage, pageInkMap, removeMoire } from './retouch.js';
import { BLUE, DARK, PAPER, RED } from './retouch-ink.js';

const cv = await loadOpenCvNode();

function draw(width: number, height: number, f: (x: number, y: number) => [number, number, number]): Rgba {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = f(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return { data, width, height };
}

const px = (img: Rgba, x: number, y: number) =>
  Array.from(img.data.slice((y * img.width + x) * 4, (y * img.width + x) * 4 + 3));
/** Mean absolute difference of the first channel over a rectangle. */
function meanDiff(a: Rgba, b: Rgba, x0: number, y0: number, x1: number, y1: number): number {
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      sum += Math.abs(a.data[(y * a.width + x) * 4]! - b.data[(y * b.width + x) * 4]!);
      n++;
    }
  return sum / n;
}

const measured: Record<string, unknown> = {};

// Inpainting: a smooth gradient with a dark scratch; the mask is given at half size.
{
  const clean = draw(400, 300, (x, y) => [80 + x / 4, 60 + y / 3, 120]);
  const scratched = draw(400, 300, (x, y) =>
    Math.abs(y - 150 - (x - 200) / 5) < 3 && x > 50 && x < 350 ? [10, 10, 10] : [80 + x / 4, 60 + y / 3, 120],
  );
  const mask: Mask = { data: new Uint8Array(200 * 150), width: 200, height: 150 };
  for (let y = 0; y < 150; y++)
    for (let x = 0; x < 200; x++)
      if (Math.abs(2 * y - 150 - (2 * x - 200) / 5) < 5 && x > 20 && x < 180) mask.data[y * 200 + x] = 255;
  for (const method of ['telea', 'ns'] as const) {
    const out = inpaintImage(cv, scratched, mask, { method, radius: 5, grow: 2 });
    measured[`inpaint_${method}`] = {
      size: [out.width, out.height],
      before: meanDiff(scratched, clean, 50, 100, 350, 200),
      after: meanDiff(out, clean, 50, 100, 350, 200),
      outside: meanDiff(out, clean, 0, 0, 400, 60),
    };
  }
  const empty = inpaintImage(
    cv,
    scratched,
    { data: new Uint8Array(4), width: 2, height: 2 },
    { method: 'telea', radius: 5, grow: 2 },
  );
  measured.inpaintEmpty = meanDiff(empty, scratched, 0, 0, 400, 300);
}

// Ink map: a shaded page with a black printed bar, a blue and a red pen stroke.
{
  const page = draw(300, 200, (x, y) => {
    const shade = 0.7 + 0.3 * (x / 300);
    if (y >= 20 && y < 30 && x >= 20 && x < 280) return [20, 20, 20];
    if (y >= 80 && y < 86 && x >= 20 && x < 280) return [40 * shade, 70 * shade, 200 * shade];
    if (y >= 140 && y < 146 && x >= 20 && x < 280) return [210 * shade, 40 * shade, 40 * shade];
    return [240 * shade, 236 * shade, 225 * shade];
  });
  const map = pageInkMap(cv, page);
  const at = (x: number, y: number) => map.classes[y * map.width + x];
  measured.ink = {
    print: at(150, 25) === DARK,
    blue: at(150, 83) === BLUE && at(40, 83) === BLUE,
    red: at(150, 143) === RED,
    paperDark: at(10, 100) === PAPER,
    paperLight: at(290, 100) === PAPER,
  };
}

// Moiré: a soft photo-like picture with a fine sinusoidal pattern laid over it.
{
  const w = 512;
  const h = 384;
  const base = (x: number, y: number) => 128 + 60 * Math.sin(x / 60) * Math.cos(y / 50);
  const clean = draw(w, h, (x, y) => [base(x, y), base(x, y), base(x, y)]);
  const pattern = (x: number, y: number) => 30 * Math.sin(2 * Math.PI * (x * 0.21 + y * 0.13));
  const moire = draw(w, h, (x, y) => [
    base(x, y) + pattern(x, y),
    base(x, y) + pattern(x, y),
    base(x, y) + pattern(x, y),
  ]);
  const out = removeMoire(cv, moire, { strength: 60 });
  const none = removeMoire(cv, clean, { strength: 60 });
  measured.moire = {
    notched: out.notched,
    before: meanDiff(moire, clean, 20, 20, w - 20, h - 20),
    after: meanDiff(out.image, clean, 20, 20, w - 20, h - 20),
    cleanChange: meanDiff(none.image, clean, 20, 20, w - 20, h - 20),
  };
}

// Beautify: noisy skin-coloured patch beside a sharp dark edge and a grey area.
{
  let seed = 3;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 31) - 15;
  const img = draw(400, 300, (x) => {
    if (x < 200) {
      const n = noise();
      return [200 + n, 150 + n, 120 + n];
    }
    return x < 300 ? [60, 60, 60] : [140, 140, 140];
  });
  const out = beautify(cv, img, { smooth: 100, tone: 0 });
  const spread = (im: Rgba) => {
    let sum = 0;
    let sq = 0;
    let n = 0;
    for (let y = 50; y < 250; y++)
      for (let x = 40; x < 160; x++) {
        const v = im.data[(y * 400 + x) * 4]!;
        sum += v;
        sq += v * v;
        n++;
      }
    return Math.sqrt(sq / n - (sum / n) ** 2);
  };
  const toned = beautify(
    cv,
    draw(200, 100, (x) => [90 + x / 4, 90 + x / 4, 90 + x / 4]),
    { smooth: 0, tone: 100 },
  );
  measured.beauty = {
    skin: out.skin,
    spreadBefore: spread(img),
    spreadAfter: spread(out.image),
    greyKept: px(out.image, 350, 150),
    edgeKept: [px(out.image, 296, 150)[0], px(out.image, 303, 150)[0]],
    tonedEnds: [px(toned.image, 0, 50)[0], px(toned.image, 199, 50)[0]],
  };
}

console.log(JSON.stringify(measured));
