/**
 * Test and bench pictures (Node only): a page of text drawn with sharp, "photographed" with opencv.js:
 * warped onto a dark table at an angle, a soft shadow across it and sensor noise. The truth (the corners,
 * the text) comes with it, so the engine's answers can be scored.
 */
import sharp from 'sharp';
import { renderText, readRgba } from '../ocr/testing.js';
import { fromMat, toMat } from './document.js';
import type { Quad, Rgba } from './geometry.js';
import type { OpenCv } from './opencv.js';

export const PAGE_LINES = [
  '关于举办秋季运动会的通知',
  '各班级：为丰富校园文化生活，增强学生体质，',
  '学校定于十一月二十八日举办秋季运动会。',
  '请各班于本周五前将报名表交到体育组办公室。',
  'Please hand in the entry forms by Friday.',
  '比赛项目包括短跑、跳远、接力和拔河。',
  '联系电话：010-62751234  体育组  王老师',
];

/** The page: 900 × 1200 px, a title and six lines of body text. */
export async function drawPage(lines = PAGE_LINES): Promise<Rgba> {
  const png = await renderText({
    width: 900,
    height: 1200,
    background: '#f4f1ea',
    lines: lines.map((text, i) => ({
      text,
      x: 80,
      y: 160 + i * 120,
      size: i === 0 ? 44 : 34,
      weight: i === 0 ? 700 : 400,
    })),
  });
  return readRgba(png);
}

export interface Photo {
  image: Rgba;
  /** Where the page's corners went. */
  corners: Quad;
}

/** `page` seen at an angle on a dark table, a shadow over its lower left, noise on top. */
export function photograph(
  cv: OpenCv,
  page: Rgba,
  corners: Quad = [
    { x: 260, y: 130 },
    { x: 1010, y: 210 },
    { x: 1080, y: 1180 },
    { x: 170, y: 1110 },
  ],
  size = { width: 1280, height: 1320 },
): Photo {
  const src = toMat(cv, page);
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, page.width, 0, page.width, page.height, 0, page.height]);
  const to = cv.matFromArray(
    4,
    1,
    cv.CV_32FC2,
    corners.flatMap((c) => [c.x, c.y]),
  );
  const m = cv.getPerspectiveTransform(from, to);
  const out = new cv.Mat();
  cv.warpPerspective(
    src,
    out,
    m,
    new cv.Size(size.width, size.height),
    cv.INTER_AREA,
    cv.BORDER_CONSTANT,
    new cv.Scalar(84, 62, 45, 255),
  );
  const image = fromMat(cv, out);
  for (const mat of [src, from, to, m, out]) mat.delete();
  let seed = 11;
  const { width, height, data } = image;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // A hand's shadow: darkest at the lower left, fading out across the page.
      const shade = 1 - 0.45 * Math.max(0, 1 - Math.hypot(x - 150, y - height) / (0.8 * height));
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed % 15) - 7;
      const i = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) data[i + c] = data[i + c]! * shade * (c === 2 ? 0.93 : 1) + noise;
    }
  return { image, corners };
}

export async function toJpeg(image: Rgba, quality = 85): Promise<Buffer> {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .jpeg({ quality })
    .toBuffer();
}
