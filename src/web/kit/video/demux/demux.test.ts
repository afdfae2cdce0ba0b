import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demuxVideo, UnsupportedVideo, type ByteSource } from './index.js';
import { readVint, webmCodec } from './webm.js';

// 96×64, 1 s at 10 fps, a key frame every 5 (ffmpeg testsrc2): VP8 in WebM, H.264 with B-frames in MP4 (moov
// after the media data, an edit list), and fragmented H.264 MP4 (what MediaRecorder writes).
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

function source(bytes: Uint8Array): ByteSource & { reads: number } {
  const s = {
    size: bytes.length,
    reads: 0,
    read: async (offset: number, length: number) => {
      s.reads++;
      return bytes.slice(offset, offset + length);
    },
  };
  return s;
}

/** H.264 samples in MP4 are NAL units each led by a 4-byte length: they fill the sample exactly. */
function isAvcSample(bytes: Uint8Array): boolean {
  let at = 0;
  while (at + 4 <= bytes.length)
    at += 4 + ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]);
  return at === bytes.length;
}

/** A VP8 key frame has the start code 9d 01 2a after its 3-byte frame tag. */
const isVp8Key = (b: Uint8Array) => b[3] === 0x9d && b[4] === 0x01 && b[5] === 0x2a && (b[0] & 1) === 0;

describe('demuxVideo', () => {
  it.each([
    ['clip-vp8.webm', 'vp8', false],
    ['clip-h264.mp4', 'avc1.64000a', true],
    ['clip-h264-frag.mp4', 'avc1.64000a', true],
  ])('%s: track, times, key frames and sample bytes', async (name, codec, avc) => {
    const bytes = fixture(name);
    const { track, samples } = await demuxVideo(source(bytes));
    expect(track).toMatchObject({ codec, width: 96, height: 64 });
    expect(track.duration).toBeCloseTo(1, 1);
    expect(track.description !== undefined).toBe(avc);
    expect(samples).toHaveLength(10);
    // Presentation times, whatever the decode order (B-frames): every tenth of a second from 0.
    expect(samples.map((s) => Math.round(s.time * 10)).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(samples.filter((s) => s.key).map((s) => Math.round(s.time * 10))).toEqual([0, 5]);
    for (const s of samples) {
      const data = bytes.subarray(s.offset, s.offset + s.size);
      expect(s.offset + s.size).toBeLessThanOrEqual(bytes.length);
      if (avc) expect(isAvcSample(data)).toBe(true);
      else expect(isVp8Key(data)).toBe(s.key);
    }
  });

  it('keeps decode order for B-frames (0.3 s is decoded before 0.1 s)', async () => {
    const { samples } = await demuxVideo(source(fixture('clip-h264.mp4')));
    expect(samples.slice(0, 4).map((s) => Math.round(s.time * 10))).toEqual([0, 3, 1, 2]);
  });

  it('reads WebM written live: Segment and Clusters of unknown size', async () => {
    const bytes = fixture('clip-vp8.webm');
    const live = bytes.slice();
    // Rewrite each size field of the Segment and Clusters as "unknown" (all ones, same length).
    const unknown = (at: number) => {
      const { length } = readVint(live, at);
      live[at] = 0xff >> (length - 1) || 0x01;
      for (let i = 1; i < length; i++) live[at + i] = 0xff;
      live[at] |= 0x80 >> (length - 1);
    };
    let clusters = 0;
    for (let i = 0; i + 4 < live.length; i++) {
      const id = (live[i] << 24) | (live[i + 1] << 16) | (live[i + 2] << 8) | live[i + 3];
      if (id === 0x18538067 || (id === 0x1f43b675 && ++clusters)) unknown(i + 4);
    }
    expect(clusters).toBeGreaterThan(0);
    const a = await demuxVideo(source(bytes));
    const b = await demuxVideo(source(live));
    expect(b.samples).toEqual(a.samples);
  });

  it('stops reading WebM clusters past `until`', async () => {
    const { samples } = await demuxVideo(source(fixture('clip-vp8.webm')), 0.2);
    expect(samples.length).toBeLessThan(10);
    expect(samples.length).toBeGreaterThan(0);
  });

  it.each([
    ['empty', new Uint8Array(16)],
    ['a PNG', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
    ['a truncated WebM', fixture('clip-vp8.webm').slice(0, 40)],
  ])('%s is unsupported (the page falls back to <video>)', async (_, bytes) => {
    await expect(demuxVideo(source(bytes))).rejects.toBeInstanceOf(UnsupportedVideo);
  });
});

describe('webmCodec', () => {
  it.each([
    ['V_VP8', undefined, 'vp8'],
    ['V_VP9', undefined, 'vp09.00.10.08'],
    ['V_MPEG4/ISO/AVC', Uint8Array.from([1, 0x42, 0xc0, 0x1e]), 'avc1.42c01e'],
    ['V_AV1', Uint8Array.from([0x81, 0x08, 0x0c, 0]), 'av01.0.08M.08'],
    ['V_AV1', Uint8Array.from([0x81, 0x2d, 0xc0, 0]), 'av01.1.13H.10'],
  ])('%s → %s', (id, priv, codec) => {
    expect(webmCodec(id, priv).codec).toBe(codec);
  });
  it('refuses codecs WebCodecs is not given here', () => {
    expect(() => webmCodec('V_THEORA')).toThrow(UnsupportedVideo);
  });
});
