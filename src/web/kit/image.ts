/** What image tools' pure logic may use of the image engine (no React: importable in Node tests). */
export { FORMAT_LABEL, OUTPUT_FORMATS, isLossy, type InputFormat, type OutputFormat } from '../image/engine/formats.js';
export { clampColors, clampQuality } from '../image/engine/options.js';
export type { JobSettings } from '../image/engine/job.js';
export { blobToPixels, decodeBitmap, fitWithin, hasOffscreenCanvas } from '../image/raster.js';
