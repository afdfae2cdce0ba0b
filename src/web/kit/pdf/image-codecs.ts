/** The image engine's codecs the PDF Worker uses (MozJPEG and friends, HEIC), through the kit. Worker only. */
export { encodePixels, decodeHeic, type Pixels } from '../../image/engine/codecs.js';
export { sniffFormat } from '../../image/engine/formats.js';
export { extractExif, readOrientation } from '../../image/engine/exif.js';
