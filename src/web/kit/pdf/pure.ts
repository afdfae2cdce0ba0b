/** What a PDF tool's pure logic uses (no React: importable in Node tests). */
export {
  allPages,
  chunkPages,
  formatPageRanges,
  parsePageRanges,
  selectedPages,
  targetPages,
  type RangeResult,
} from './ranges.js';
export { ANCHORS, type Anchor, type Placement } from './engine/layout.js';
export { PAPER, PAPER_NAMES, mmToPt, ptToMm, paperName, type PaperName } from './engine/paper.js';
export { LEVELS, PRESET_LEVEL, type Preset } from './engine/compress.js';
export { imagePage, type ImagePageOptions } from './engine/from-images.js';
export type { StampSpec, TextStamp, ImageStamp } from './engine/stamp.js';
export type { PlanItem } from './engine/assemble.js';
export type { PdfAnswer, PdfRequest, OutFile, PageFacts } from './engine/ops.js';
export type { Permissions } from './engine/encrypt.js';
export type { DocInfo } from './engine/pages.js';
export type { CropFractions, Orientation, ResizeMode } from './engine/pages.js';
export { INFO_FIELDS } from './engine/pages.js';
export { toolEvents } from './events.js';
export { moveItem, removeItems, shiftItems } from './order.js';
export { cutOf, drawBox, isBox, moveBox, resizeBox, type FracBox, type FracPoint } from './box.js';
export { hexToRgb } from './color.js';
