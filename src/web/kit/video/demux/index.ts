/** Picks the demuxer by the file's first bytes (EBML → WebM/Matroska, `ftyp` → MP4/MOV). */
import { demuxMp4 } from './mp4.js';
import { blobSource, type ByteSource } from './source.js';
import { UnsupportedVideo, type DemuxedVideo } from './types.js';
import { demuxWebm } from './webm.js';

export type { DemuxedVideo, EncodedSample, VideoTrack } from './types.js';
export { UnsupportedVideo } from './types.js';
export { blobSource, type ByteSource } from './source.js';

export async function demuxVideo(source: ByteSource, until = Infinity): Promise<DemuxedVideo> {
  const head = await source.read(0, 12);
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return demuxWebm(source, until);
  if (String.fromCharCode(...head.subarray(4, 8)) === 'ftyp') return demuxMp4(source);
  throw new UnsupportedVideo('unknown container');
}

export function demuxBlob(blob: Blob, until?: number): Promise<DemuxedVideo> {
  return demuxVideo(blobSource(blob), until);
}
