/**
 * Classical vision on opencv.js (see `cv/`): for pages, `findOutline` and `enhancePage` (the cv Worker);
 * for Node and other Workers, `loadOpenCv` and the document engine's functions on RGBA pixels.
 */
export { enhancePage, findOutline, type CvCallOptions } from './cv/client.js';
export type { DocumentImage, OutlineResult } from './cv/cv-types.js';
export type { DocumentOptions, ScanMode } from './cv/document.js';
export { flatSize, insetQuad, orderCorners, scaleQuad, type Point, type Quad, type Rgba } from './cv/geometry.js';
