/**
 * Run by `document.test.ts` in its own Node (opencv.js stalls inside the test runner's workers): the
 * document engine on a page drawn here and photographed at an angle; prints its measurements as JSON.
 */
import { enhanceDocument, findPageOutline, fromMat, measureSkew, rotate, toMat } from './document.js';
import type { Quad, Rgba } from './geometry.js';
import { loadOpenCvNode as loadOpenCv } from './node.js';
import type { OpenCv } from './opencv.js';

const cv: OpenCv = await loadOpenCv();

const PAGE = { width: 600, height: 800 };
/** Bars 12 px tall every 40 px, from x 60 to 540: lines of "text". */
const isInk = (x: number, y: number) => x >= 60 && x < 540 && y >= 80 && y < 720 && (y - 80) % 40 < 12;

function page(shade: (x: number, y: number) => number = () => 1): Rgba {
  const data = new Uint8ClampedArray(PAGE.width * PAGE.height * 4);
  for (let y = 0; y < PAGE.height; y++)
    for (let x = 0; x < PAGE.width; x++) {
      const s = shade(x, y);
      const v = isInk(x, y) ? 25 : 240;
      data.set([v * s, v * s, v * s * 0.9, 255], (y * PAGE.width + x) * 4);
    }
  return { data, ...PAGE };
}

const CORNERS: Quad = [
  { x: 180, y: 120 },
  { x: 760, y: 160 },
  { x: 820, y: 930 },
  { x: 110, y: 880 },
];

/** The page "photographed": warped onto CORNERS of a 1000×1050 dark, noisy table. */
function photograph(p: Rgba): Rgba {
  const src = toMat(cv, p);
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, 600, 0, 600, 800, 0, 800]);
  const to = cv.matFromArray(
    4,
    1,
    cv.CV_32FC2,
    CORNERS.flatMap((c) => [c.x, c.y]),
  );
  const m = cv.getPerspectiveTransform(from, to);
  const out = new cv.Mat();
  cv.warpPerspective(
    src,
    out,
    m,
    new cv.Size(1000, 1050),
    cv.INTER_LINEAR,
    cv.BORDER_CONSTANT,
    new cv.Scalar(70, 60, 50, 255),
  );
  const image = fromMat(cv, out);
  for (const mat of [src, from, to, m, out]) mat.delete();
  let seed = 7;
  for (let i = 0; i < image.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const n = (seed % 21) - 10;
    for (let c = 0; c < 3; c++) image.data[i + c] = image.data[i + c]! + n;
  }
  return image;
}

const grey = (img: Rgba, x: number, y: number) => img.data[(y * img.width + x) * 4]!;

const measured: Record<string, unknown> = {};

const quad = findPageOutline(cv, photograph(page()));
measured.cornerErrors = quad ? quad.map((p, i) => Math.hypot(p.x - CORNERS[i]!.x, p.y - CORNERS[i]!.y)) : null;

const noise = new Uint8ClampedArray(400 * 300 * 4);
for (let i = 0; i < noise.length; i++) noise[i] = i % 4 === 3 ? 255 : (i * 7919) % 97;
measured.pageInNoise = findPageOutline(cv, { data: noise, width: 400, height: 300 }) !== null;

{
  const { image } = enhanceDocument(cv, photograph(page()), {
    quad: CORNERS,
    mode: 'bw',
    deskew: false,
    shadows: true,
    maxSide: 2000,
  });
  measured.aspect = image.width / image.height;
  const sx = image.width / PAGE.width;
  const sy = image.height / PAGE.height;
  let agree = 0;
  let total = 0;
  for (let y = 70; y < 730; y += 3)
    for (let x = 70; x < 530; x += 7) {
      total++;
      if (grey(image, Math.round(x * sx), Math.round(y * sy)) < 128 === isInk(x, y)) agree++;
    }
  measured.bwAgreement = agree / total;
}

{
  const shaded = page((x, y) => 0.45 + 0.55 * Math.min(1, (x + y) / 900));
  const { image } = enhanceDocument(cv, shaded, { mode: 'grey', deskew: false, shadows: true, maxSide: 2000 });
  measured.shadowPaper = [grey(image, 20, 20), grey(image, 300, 40), grey(image, 580, 780), grey(image, 20, 780)];
  measured.shadowInk = grey(image, 100, 85);
}

{
  const src = toMat(cv, page());
  const turned = rotate(cv, src, -5);
  const g = new cv.Mat();
  cv.cvtColor(turned, g, cv.COLOR_RGBA2GRAY);
  measured.skewMeasured = measureSkew(cv, g);
  measured.skewRemoved = enhanceDocument(cv, fromMat(cv, turned), {
    mode: 'color',
    deskew: true,
    shadows: false,
    maxSide: 2000,
  }).skew;
  for (const m of [src, turned, g]) m.delete();
}

console.log(JSON.stringify(measured));
