/**
 * Classical vision on opencv.js (see `cv/`): for pages, `findOutline` and `enhancePage` (the cv Worker);
 * for Node and other Workers, `loadOpenCv` and the document engine's functions on RGBA pixels.
 */
export { enhancePage, findOutline, type CvCallOptions } from './cv/client.js';
export type { DocumentImage, OutlineResult } from './cv/cv-types.js';
export type { DocumentOptions, ScanMode } from './cv/document.js';
export { flatSize, insetQuad, orderCorners, scaleQuad, type Point, type Quad, type Rgba } from './cv/geometry.js';
export { findTableRulings } from './cv/client.js';
export type { RulingsResult } from './cv/cv-types.js';
export type { Segment } from './cv/rulings.js';
export { dragCorner, nearestCorner, rescaleQuad } from './cv/corners.js';
export { CvStatus } from './cv/CvStatus.js';
export { PageCorners, type PageCornersProps } from './cv/PageCorners.js';
export { FULL_SIDE, PREVIEW_SIDE, usePageScan, type PageScan, type ScanLook } from './cv/use-page-scan.js';
export { cvMessages } from './cv/messages.js';
export { ScanLookFields } from './cv/ScanLookFields.js';
