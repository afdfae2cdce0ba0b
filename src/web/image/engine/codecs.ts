/**
 * The encoders and the decoders browsers lack, loaded on first use inside the Worker: MozJPEG, libwebp,
 * libavif, libjxl and OxiPNG from jSquash (Squoosh's codecs), our palette reducer (gifenc's quantizer, Floyd–Steinberg) for PNG palettes, gifenc for
 * GIF, our own BMP writer; libjxl and libheif for reading JPEG XL and HEIC. Every wasm file is bundled by
 * Vite from the packages' own `new URL(..., import.meta.url)` and served from our origin.
 */
import { reducePalette } from './palette.js';
import { encodeBmp } from './bmp.js';
import { encodeGif } from './gif.js';
import {
  avifOptions,
  jpegOptions,
  jxlOptions,
  OXIPNG_OPTIONS,
  quantizeOptions,
  webpOptions,
  type EncodeSettings,
} from './options.js';

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** A real ImageData where there is one (OxiPNG tells raw pixels from PNG bytes by `instanceof ImageData`). */
const asImageData = (p: Pixels): ImageData => {
  if (typeof ImageData === 'undefined')
    return { data: p.data, width: p.width, height: p.height, colorSpace: 'srgb' } as ImageData;
  return p instanceof ImageData ? p : new ImageData(p.data as Uint8ClampedArray<ArrayBuffer>, p.width, p.height);
};

/** Reduces the image to a palette of at most `colors` colours (dithered), as RGBA. */
export function quantize(pixels: Pixels, colors: number): Pixels {
  const o = quantizeOptions(colors);
  return reducePalette(pixels, o.maxColors, o.dithering > 0);
}

/** Encodes one still picture; `onStage` hears when the PNG optimiser starts. */
export async function encodePixels(
  pixels: Pixels,
  settings: EncodeSettings,
  onStage?: (stage: 'optimise') => void,
): Promise<Uint8Array> {
  switch (settings.format) {
    case 'jpeg': {
      const { default: encode } = await import('@jsquash/jpeg/encode.js');
      return new Uint8Array(await encode(asImageData(pixels), jpegOptions(settings.quality)));
    }
    case 'webp': {
      const { default: encode } = await import('@jsquash/webp/encode.js');
      return new Uint8Array(await encode(asImageData(pixels), webpOptions(settings.quality)));
    }
    case 'avif': {
      const { default: encode } = await import('@jsquash/avif/encode.js');
      return new Uint8Array(await encode(asImageData(pixels), avifOptions(settings.quality)));
    }
    case 'jxl': {
      const { default: encode } = await import('@jsquash/jxl/encode.js');
      return new Uint8Array(await encode(asImageData(pixels), jxlOptions(settings.quality)));
    }
    case 'png': {
      const source = settings.colors > 0 ? quantize(pixels, settings.colors) : pixels;
      onStage?.('optimise');
      const { default: optimise } = await import('@jsquash/oxipng/optimise.js');
      return new Uint8Array(await optimise(asImageData(source), OXIPNG_OPTIONS));
    }
    case 'bmp':
      return encodeBmp(pixels);
    case 'gif':
      return encodeGif([pixels], settings.colors || 256);
  }
}

/** JPEG XL to RGBA (no browser but Safari reads it). */
export async function decodeJxl(bytes: ArrayBuffer): Promise<Pixels> {
  const { default: decode } = await import('@jsquash/jxl/decode.js');
  const image = await decode(bytes);
  return { data: image.data, width: image.width, height: image.height };
}

interface HeifImage {
  get_width(): number;
  get_height(): number;
  display(
    target: { data: Uint8ClampedArray; width: number; height: number },
    callback: (result: unknown) => void,
  ): void;
  free?: () => void;
}

/** HEIC/HEIF (iPhone photos) to RGBA with libheif; the primary image. */
export async function decodeHeic(bytes: ArrayBuffer): Promise<Pixels> {
  const { default: factory } = await import('libheif-js/libheif-wasm/libheif-bundle.mjs');
  const libheif = (await factory()) as { HeifDecoder: new () => { decode(b: Uint8Array): HeifImage[] } };
  const images = new libheif.HeifDecoder().decode(new Uint8Array(bytes));
  const image = images[0];
  if (!image) throw new Error('no image in HEIC');
  const width = image.get_width();
  const height = image.get_height();
  const data = new Uint8ClampedArray(width * height * 4);
  await new Promise<void>((resolve, reject) =>
    image.display({ data, width, height }, (result) =>
      result ? resolve() : reject(new Error('HEIC decoding failed')),
    ),
  );
  for (const img of images) img.free?.();
  return { data, width, height };
}
