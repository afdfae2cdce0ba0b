/**
 * JPEG EXIF, for "keep metadata": the original's APP1 Exif segment is copied into the new JPEG with its
 * orientation tag set to 1 (the pixels were already turned upright when decoding), so viewers do not
 * turn the image a second time.
 */
const EXIF_ID = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
const ORIENTATION_TAG = 0x0112;

interface Segment {
  marker: number;
  /** Offset of the 0xFF that starts the segment. */
  start: number;
  /** Offset just past the segment. */
  end: number;
}

/** The marker segments before the image data (stops at SOS or at anything malformed). */
export function jpegSegments(jpeg: Uint8Array): Segment[] {
  const segments: Segment[] = [];
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return segments;
  let i = 2;
  while (i + 4 <= jpeg.length && jpeg[i] === 0xff) {
    const marker = jpeg[i + 1];
    if (marker === 0xda || marker === 0xd9) break;
    const length = (jpeg[i + 2] << 8) | jpeg[i + 3];
    if (length < 2 || i + 2 + length > jpeg.length) break;
    segments.push({ marker, start: i, end: i + 2 + length });
    i += 2 + length;
  }
  return segments;
}

const isExif = (jpeg: Uint8Array, s: Segment) =>
  s.marker === 0xe1 && EXIF_ID.every((b, k) => jpeg[s.start + 4 + k] === b);

/** The whole APP1 Exif segment (marker and length included), or null. */
export function extractExif(jpeg: Uint8Array): Uint8Array | null {
  const segment = jpegSegments(jpeg).find((s) => isExif(jpeg, s));
  return segment ? jpeg.slice(segment.start, segment.end) : null;
}

/** The orientation value (1-8) in an APP1 Exif segment, or null when it has none. */
export function readOrientation(segment: Uint8Array): number | null {
  const at = orientationOffset(segment);
  if (at === null) return null;
  const little = segment[10] === 0x49;
  return little ? segment[at] | (segment[at + 1] << 8) : (segment[at] << 8) | segment[at + 1];
}

/** A copy of the segment with its orientation set to 1 (unchanged when it has no orientation tag). */
export function resetOrientation(segment: Uint8Array): Uint8Array {
  const copy = segment.slice();
  const at = orientationOffset(copy);
  if (at !== null) {
    const little = copy[10] === 0x49;
    copy[at] = little ? 1 : 0;
    copy[at + 1] = little ? 0 : 1;
  }
  return copy;
}

/** Where IFD0's orientation SHORT lives inside the segment. The TIFF header starts at byte 10. */
function orientationOffset(segment: Uint8Array): number | null {
  const tiff = 10;
  if (segment.length < tiff + 8) return null;
  const little = segment[tiff] === 0x49 && segment[tiff + 1] === 0x49;
  const big = segment[tiff] === 0x4d && segment[tiff + 1] === 0x4d;
  if (!little && !big) return null;
  const u16 = (i: number) => (little ? segment[i] | (segment[i + 1] << 8) : (segment[i] << 8) | segment[i + 1]);
  const u32 = (i: number) =>
    little
      ? (segment[i] | (segment[i + 1] << 8) | (segment[i + 2] << 16) | (segment[i + 3] << 24)) >>> 0
      : ((segment[i] << 24) | (segment[i + 1] << 16) | (segment[i + 2] << 8) | segment[i + 3]) >>> 0;
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > segment.length) return null;
  const count = u16(ifd);
  for (let e = 0; e < count; e++) {
    const entry = ifd + 2 + e * 12;
    if (entry + 12 > segment.length) return null;
    if (u16(entry) === ORIENTATION_TAG && u16(entry + 2) === 3) return entry + 8;
  }
  return null;
}

/**
 * The JPEG with `segment` inserted after SOI (and after a JFIF APP0, which must come first), any Exif
 * segment it already had replaced.
 */
export function insertExif(jpeg: Uint8Array, segment: Uint8Array): Uint8Array {
  const segments = jpegSegments(jpeg);
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  const old = segments.filter((s) => isExif(jpeg, s));
  const app0 = segments[0]?.marker === 0xe0 ? segments[0] : null;
  const at = app0 ? app0.end : 2;
  const parts: Uint8Array[] = [jpeg.subarray(0, at), segment];
  let cursor = at;
  for (const s of old) {
    if (s.start < cursor) continue;
    parts.push(jpeg.subarray(cursor, s.start));
    cursor = s.end;
  }
  parts.push(jpeg.subarray(cursor));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
