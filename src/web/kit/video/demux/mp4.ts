/**
 * MP4 / MOV through mp4box.js (BSD-3): the file is fed to it in chunks (the media data is skipped, not
 * kept) until it knows the first video track's sample table (all of it for fragmented files); the
 * samples' bytes are then read by the frame source itself. Times follow the edit list, as players do.
 */
import { createFile, DataStream, Endianness, MP4BoxBuffer, type ISOFile, type Movie } from 'mp4box';
import { ChunkReader, type ByteSource } from './source.js';
import { UnsupportedVideo, type DemuxedVideo } from './types.js';

const CHUNK = 1 << 20;

/** The decoder configuration box of the track's first sample entry, as WebCodecs wants it (no box header). */
function description(file: ISOFile, trackId: number): Uint8Array | undefined {
  const trak = file.getTrackById(trackId);
  for (const entry of trak.mdia.minf.stbl.stsd.entries) {
    const e = entry as unknown as Record<string, { write(s: DataStream): void } | undefined>;
    const box = e.avcC ?? e.hvcC ?? e.vpcC ?? e.av1C;
    if (box) {
      const stream = new DataStream(undefined, 0, Endianness.BIG_ENDIAN);
      box.write(stream);
      return new Uint8Array(stream.buffer, 8);
    }
  }
  return undefined;
}

export async function demuxMp4(source: ByteSource): Promise<DemuxedVideo> {
  const file = createFile();
  let movie: Movie | null = null;
  file.onReady = (info) => (movie = info);
  file.onError = (_module, message) => {
    throw new UnsupportedVideo(message);
  };
  const reader = new ChunkReader(source);
  let pos = 0;
  // Non-fragmented files are known once the moov box is parsed; fragmented ones need every moof.
  while (pos < source.size && !(movie && !(movie as Movie).isFragmented)) {
    const { bytes, at } = await reader.ensure(pos, CHUNK);
    const chunk = bytes.slice(at, at + CHUNK);
    const next = file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(chunk.buffer, pos), pos + chunk.length >= source.size);
    pos = next !== undefined && next > pos ? next : pos + chunk.length;
  }
  file.flush();
  const info = movie as Movie | null;
  const video = info?.videoTracks[0];
  if (!info || !video) throw new UnsupportedVideo('no video track');
  const trak = file.getTrackById(video.id);
  const edit = video.edits?.find((e) => e.media_time >= 0);
  const shift = edit ? edit.media_time / video.timescale : 0;
  const samples = (trak.samples ?? []).map((s) => ({
    time: s.cts / s.timescale - shift,
    key: s.is_sync,
    offset: s.offset,
    size: s.size,
  }));
  if (samples.length === 0) throw new UnsupportedVideo('no video frames');
  // Fragmented files made live (MediaRecorder) say no duration: the last frame's end then.
  const last = samples.reduce((m, s) => Math.max(m, s.time), 0);
  const duration =
    info.duration > 0 ? info.duration / info.timescale : last + (samples.length > 1 ? last / (samples.length - 1) : 0);
  return {
    track: {
      codec: video.codec,
      description: description(file, video.id),
      width: video.video?.width ?? video.track_width,
      height: video.video?.height ?? video.track_height,
      duration,
    },
    samples,
  };
}
