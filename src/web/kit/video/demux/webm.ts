/**
 * Our WebM / Matroska demuxer (EBML): the first video track's codec and size from Tracks, and every
 * block of it (SimpleBlock or BlockGroup) from the Clusters, as samples located in the file. Handles the
 * unknown-size Segment and Clusters that MediaRecorder writes; laced video blocks are not handled (no
 * recorder writes them). Pure over a ByteSource.
 */
import { ChunkReader, type ByteSource } from './source.js';
import { UnsupportedVideo, type DemuxedVideo, type EncodedSample, type VideoTrack } from './types.js';

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  info: 0x1549a966,
  timestampScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
  timestamp: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  referenceBlock: 0xfb,
} as const;

/** Elements that sit directly in a Segment: one of them ends a Cluster of unknown size. */
const SEGMENT_LEVEL = new Set([
  ID.cluster,
  ID.info,
  ID.tracks,
  0x114d9b74, // SeekHead
  0x1c53bb6b, // Cues
  0x1254c367, // Tags
  0x1043a770, // Chapters
  0x1941a469, // Attachments
]);

interface Header {
  id: number;
  /** -1 when unknown. */
  size: number;
  /** Where the element's data starts. */
  data: number;
}

/** An EBML variable-length integer at `at`: its length and value (marker bit removed unless `keepMarker`). */
export function readVint(bytes: Uint8Array, at: number, keepMarker = false): { length: number; value: number } {
  const first = bytes[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || at + length > bytes.length) throw new UnsupportedVideo('bad EBML number');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i];
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { length, value: !keepMarker && allOnes ? -1 : value };
}

function uint(bytes: Uint8Array, at: number, size: number): number {
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + bytes[at + i];
  return v;
}

function float(bytes: Uint8Array, at: number, size: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, size);
  return size === 4 ? view.getFloat32(0) : size === 8 ? view.getFloat64(0) : 0;
}

function hex(n: number): string {
  return n.toString(16).padStart(2, '0');
}

/** The WebCodecs codec string and description for a Matroska CodecID (and its CodecPrivate). */
export function webmCodec(codecId: string, priv?: Uint8Array): { codec: string; description?: Uint8Array } {
  switch (codecId) {
    case 'V_VP8':
      return { codec: 'vp8' };
    case 'V_VP9':
      return { codec: 'vp09.00.10.08' };
    case 'V_AV1': {
      if (!priv || priv.length < 4) return { codec: 'av01.0.08M.08' };
      const profile = priv[1] >> 5;
      const level = priv[1] & 0x1f;
      const tier = priv[2] & 0x80 ? 'H' : 'M';
      const depth = priv[2] & 0x40 ? (profile === 2 && priv[2] & 0x20 ? 12 : 10) : 8;
      return {
        codec: `av01.${profile}.${String(level).padStart(2, '0')}${tier}.${String(depth).padStart(2, '0')}`,
        description: priv,
      };
    }
    case 'V_MPEG4/ISO/AVC':
      if (!priv || priv.length < 4) throw new UnsupportedVideo('AVC without its configuration');
      return { codec: `avc1.${hex(priv[1])}${hex(priv[2])}${hex(priv[3])}`, description: priv };
    default:
      throw new UnsupportedVideo(`codec ${codecId}`);
  }
}

/**
 * Demuxes the first video track. `until` (seconds): stop reading Clusters that start after it (the rest
 * of a long file is not needed for a clip that ends there).
 */
export async function demuxWebm(source: ByteSource, until = Infinity): Promise<DemuxedVideo> {
  const reader = new ChunkReader(source);
  const fileEnd = source.size;

  async function header(pos: number): Promise<Header | null> {
    if (pos >= fileEnd) return null;
    const { bytes, at } = await reader.ensure(pos, 16);
    if (at >= bytes.length) return null;
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length);
    return { id: id.value, size: size.value, data: pos + id.length + size.length };
  }

  async function data(h: Header): Promise<{ bytes: Uint8Array; at: number }> {
    return reader.ensure(h.data, h.size);
  }

  /** The children of a known-size element, each with its header. */
  async function children(parent: Header): Promise<Header[]> {
    const out: Header[] = [];
    for (let pos = parent.data, end = parent.data + parent.size; pos < end;) {
      const h = await header(pos);
      if (!h || h.size < 0) break;
      out.push(h);
      pos = h.data + h.size;
    }
    return out;
  }

  const ebml = await header(0);
  if (!ebml || ebml.id !== ID.ebml) throw new UnsupportedVideo('not EBML');
  const segment = await header(ebml.data + ebml.size);
  if (!segment || segment.id !== ID.segment) throw new UnsupportedVideo('no Segment');
  const segmentEnd = segment.size < 0 ? fileEnd : Math.min(fileEnd, segment.data + segment.size);

  let scale = 1_000_000;
  let duration = 0;
  let track: (VideoTrack & { number: number }) | null = null;
  const samples: EncodedSample[] = [];

  async function readTracks(h: Header) {
    for (const entry of await children(h)) {
      if (entry.id !== ID.trackEntry || track) continue;
      let number = 0;
      let type = 0;
      let codecId = '';
      let priv: Uint8Array | undefined;
      let width = 0;
      let height = 0;
      for (const c of await children(entry)) {
        const { bytes, at } = await data(c);
        if (c.id === ID.trackNumber) number = uint(bytes, at, c.size);
        else if (c.id === ID.trackType) type = uint(bytes, at, c.size);
        else if (c.id === ID.codecId)
          codecId = String.fromCharCode(...bytes.subarray(at, at + c.size)).replace(/\0+$/, '');
        else if (c.id === ID.codecPrivate) priv = bytes.slice(at, at + c.size);
        else if (c.id === ID.video)
          for (const v of await children(c)) {
            const d = await data(v);
            if (v.id === ID.pixelWidth) width = uint(d.bytes, d.at, v.size);
            if (v.id === ID.pixelHeight) height = uint(d.bytes, d.at, v.size);
          }
      }
      if (type === 1 || (width > 0 && codecId.startsWith('V_')))
        track = { ...webmCodec(codecId, priv), width, height, duration: 0, number };
    }
  }

  /** A block's frame: after its track number, 16-bit relative time and flags. */
  async function block(h: Header, clusterTime: number, simple: boolean, keyIfGroup: boolean) {
    if (!track) return;
    const { bytes, at } = await reader.ensure(h.data, 12);
    const tn = readVint(bytes, at);
    if (tn.value !== track.number) return;
    const rel = ((bytes[at + tn.length] << 24) >> 16) | bytes[at + tn.length + 1];
    const flags = bytes[at + tn.length + 2];
    if (flags & 0x06) throw new UnsupportedVideo('laced video blocks');
    const skip = tn.length + 3;
    samples.push({
      time: ((clusterTime + rel) * scale) / 1e9,
      key: simple ? (flags & 0x80) !== 0 : keyIfGroup,
      offset: h.data + skip,
      size: h.size - skip,
    });
  }

  /** Reads a Cluster's blocks; returns where the next Segment-level element starts. */
  async function readCluster(cluster: Header): Promise<number> {
    const end = cluster.size < 0 ? segmentEnd : cluster.data + cluster.size;
    let time = 0;
    let pos = cluster.data;
    while (pos < end) {
      const h = await header(pos);
      if (!h) return end;
      if (cluster.size < 0 && SEGMENT_LEVEL.has(h.id)) return pos;
      if (h.size < 0) return end;
      if (h.id === ID.timestamp) {
        const { bytes, at } = await data(h);
        time = uint(bytes, at, h.size);
        if ((time * scale) / 1e9 > until) return segmentEnd;
      } else if (h.id === ID.simpleBlock) await block(h, time, true, false);
      else if (h.id === ID.blockGroup) {
        const kids = await children(h);
        const inner = kids.find((k) => k.id === ID.block);
        if (inner) await block(inner, time, false, !kids.some((k) => k.id === ID.referenceBlock));
      }
      pos = h.data + h.size;
    }
    return end;
  }

  for (let pos = segment.data; pos < segmentEnd;) {
    const h = await header(pos);
    if (!h) break;
    if (h.id === ID.info) {
      for (const c of await children(h)) {
        const { bytes, at } = await data(c);
        if (c.id === ID.timestampScale) scale = uint(bytes, at, c.size);
        if (c.id === ID.duration) duration = float(bytes, at, c.size);
      }
    } else if (h.id === ID.tracks) await readTracks(h);
    else if (h.id === ID.cluster) {
      if (!track) throw new UnsupportedVideo('no video track before the clusters');
      pos = await readCluster(h);
      continue;
    }
    if (h.size < 0) break;
    pos = h.data + h.size;
  }
  if (!track) throw new UnsupportedVideo('no video track');
  if (samples.length === 0) throw new UnsupportedVideo('no video frames');
  const { number: _, ...info } = track as VideoTrack & { number: number };
  const seconds = (duration * scale) / 1e9;
  return { track: { ...info, duration: seconds > 0 ? seconds : 0 }, samples };
}
