import { describe, expect, it } from 'vitest';
import {
  detectionSize,
  detectionTensor,
  flattenAlpha,
  quadTensor,
  stretchContrast,
  type Quad,
  type Rgba,
} from './raster.js';
import { quadToRight, rotate180, uprightQuad } from './pipeline.js';

function solid(width: number, height: number, rgba: [number, number, number, number]): Rgba {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return { data, width, height };
}

describe('detectionSize', () => {
  it.each([
    { w: 640, h: 480, out: { width: 640, height: 480 } },
    { w: 1920, h: 1080, out: { width: 960, height: 544 } },
    { w: 100, h: 10, out: { width: 96, height: 32 } },
    { w: 4000, h: 3000, limit: 1280, out: { width: 1280, height: 960 } },
  ])('$w x $h', ({ w, h, limit, out }) => {
    expect(detectionSize(w, h, limit)).toEqual(out);
  });
});

describe('tensors', () => {
  it('normalises the detection input per channel, blue first', () => {
    const t = detectionTensor(solid(4, 4, [255, 0, 0, 255]), 32, 32);
    expect(t.dims).toEqual([1, 3, 32, 32]);
    const plane = 32 * 32;
    expect(t.data[0]).toBeCloseTo((0 - 0.485) / 0.229);
    expect(t.data[2 * plane]).toBeCloseTo((1 - 0.406) / 0.225);
  });

  it('samples a quad to [-1, 1] and pads with 0', () => {
    const image = solid(20, 10, [255, 255, 255, 255]);
    const quad: Quad = [
      { x: 0, y: 0 },
      { x: 20, y: 0 },
      { x: 20, y: 10 },
      { x: 0, y: 10 },
    ];
    const t = quadTensor(image, quad, 8, 4, 12);
    expect(t.dims).toEqual([1, 3, 4, 12]);
    expect(t.data[0]).toBeCloseTo(1);
    expect(t.data[11]).toBe(0);
  });

  it('reads a quad turned by 180 degrees back to front', () => {
    const image = solid(2, 1, [0, 0, 0, 255]);
    image.data.set([255, 255, 255, 255], 4);
    const quad: Quad = [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 1 },
      { x: 0, y: 1 },
    ];
    expect(quadTensor(image, quad, 2, 1).data[0]).toBeCloseTo(-1);
    expect(quadTensor(image, rotate180(quad), 2, 1).data[0]).toBeCloseTo(1);
  });
});

describe('uprightQuad', () => {
  it('turns a tall box so its text runs along the width', () => {
    const tall: Quad = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 50 },
      { x: 0, y: 50 },
    ];
    expect(uprightQuad(tall)[0]).toEqual({ x: 0, y: 50 });
    const wide: Quad = [tall[0], { x: 50, y: 0 }, { x: 50, y: 10 }, { x: 0, y: 10 }];
    expect(uprightQuad(wide)).toBe(wide);
  });
});

describe('flattenAlpha', () => {
  it('puts transparent pixels over white', () => {
    const image = solid(1, 1, [0, 0, 0, 0]);
    expect([...flattenAlpha(image).data]).toEqual([255, 255, 255, 255]);
    expect([...flattenAlpha(solid(1, 1, [0, 0, 0, 255])).data]).toEqual([0, 0, 0, 255]);
  });
});

describe('quadToRight', () => {
  it('continues a box to its right, as high as it', () => {
    const box: Quad = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 20 },
      { x: 0, y: 20 },
    ];
    expect(quadToRight(box, 0.5, 2)).toEqual([
      { x: 110, y: 0 },
      { x: 150, y: 0 },
      { x: 150, y: 20 },
      { x: 110, y: 20 },
    ]);
  });
});

describe('stretchContrast', () => {
  const grey = (values: number[]) => ({
    data: new Uint8Array(values.flatMap((v) => [v, v, v, 255])),
    width: values.length,
    height: 1,
  });
  const reds = (img: { data: Uint8Array | Uint8ClampedArray }) => [...img.data].filter((_, i) => i % 4 === 0);

  it('makes faint print black on white', () => {
    const img = grey([150, 150, 150, 200, 200, 200, 200, 200]);
    expect(reds(stretchContrast(img))).toEqual([0, 0, 0, 255, 255, 255, 255, 255]);
  });

  it.each([
    ['a flat image', [120, 121, 122, 120]],
    ['full contrast already', [0, 255, 0, 255]],
  ])('leaves %s alone', (_, values) => {
    expect(reds(stretchContrast(grey(values)))).toEqual(values);
  });
});
