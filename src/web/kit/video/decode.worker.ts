/// <reference lib="webworker" />
/**
 * Frames of a clip through WebCodecs, off the main thread: demux (our WebM reader, mp4box for MP4), decode
 * from the last key frame before the clip with VideoDecoder, keep the frame on screen at each wanted time,
 * scale it on an OffscreenCanvas and hand its pixels over. Decoding runs ahead of the page by a few frames
 * only (memory stays flat on long clips). `open` fails with `unsupported` when this browser or file cannot
 * go this way; the page then seeks a <video> instead.
 */
import { exposeWorker, WorkerJobError } from '../worker.js';
import { demuxBlob, UnsupportedVideo, type DemuxedVideo } from './demux/index.js';
import { ChunkReader, blobSource } from './demux/source.js';
import { decodeStart, FramePicker } from './pick.js';

export interface DecodedFrame {
  index: number;
  time: number;
  /** RGBA, width × height × 4. */
  data: Uint8ClampedArray;
}

export type DecodeRequest =
  { op: 'open'; file: Blob; times: number[]; width: number; height: number } | { op: 'next' } | { op: 'close' };

export type DecodeResponse = { frames?: DecodedFrame[]; done?: boolean; codec?: string };

/** Frames decoded and scaled ahead of the page at most. */
const AHEAD = 6;

class Session {
  private readonly ready: DecodedFrame[] = [];
  private finished = false;
  private failure: Error | null = null;
  /** Everyone waiting for a change (the feeding loop, a `next` call). */
  private waiters: (() => void)[] = [];
  private readonly ctx: OffscreenCanvasRenderingContext2D;
  private readonly decoder: VideoDecoder;
  private readonly picker: FramePicker;
  private held: VideoFrame | null = null;
  private closed = false;

  constructor(
    private readonly file: Blob,
    private readonly video: DemuxedVideo,
    config: VideoDecoderConfig,
    private readonly times: number[],
    private readonly width: number,
    private readonly height: number,
  ) {
    const ctx = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new UnsupportedVideo('no 2D canvas in Workers');
    ctx.imageSmoothingQuality = 'high';
    this.ctx = ctx;
    this.picker = new FramePicker(times);
    this.decoder = new VideoDecoder({ output: (f) => this.output(f), error: (e) => this.fail(e) });
    this.decoder.configure(config);
    void this.feed().catch((e: unknown) => this.fail(e instanceof Error ? e : new Error(String(e))));
  }

  private signal() {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) w();
  }

  private changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private fail(error: Error) {
    this.failure ??= error;
    this.signal();
  }

  private emit(frame: VideoFrame, index: number) {
    this.ctx.drawImage(frame, 0, 0, this.width, this.height);
    const { data } = this.ctx.getImageData(0, 0, this.width, this.height);
    this.ready.push({ index, time: this.times[index], data });
  }

  private output(frame: VideoFrame) {
    if (this.closed) return frame.close();
    const { held, incoming } = this.picker.offer(frame.timestamp / 1e6);
    for (const i of held) this.emit(this.held!, i);
    this.held?.close();
    this.held = frame;
    for (const i of incoming) this.emit(frame, i);
    this.signal();
  }

  private async feed() {
    const { samples } = this.video;
    const reader = new ChunkReader(blobSource(this.file));
    for (let i = decodeStart(samples, this.times[0] ?? 0); i < samples.length; i++) {
      while (!this.closed && !this.picker.done && (this.decoder.decodeQueueSize > 4 || this.ready.length >= AHEAD))
        await Promise.race([
          this.changed(),
          new Promise((r) => this.decoder.addEventListener('dequeue', r, { once: true })),
        ]);
      if (this.closed || this.picker.done || this.failure) break;
      const s = samples[i];
      const { bytes, at } = await reader.ensure(s.offset, s.size);
      this.decoder.decode(
        new EncodedVideoChunk({
          type: s.key ? 'key' : 'delta',
          timestamp: Math.round(s.time * 1e6),
          data: bytes.subarray(at, at + s.size),
        }),
      );
    }
    if (!this.closed && !this.picker.done && !this.failure) {
      await this.decoder.flush();
      if (this.held) for (const i of this.picker.finish()) this.emit(this.held, i);
    }
    this.finished = true;
    this.signal();
  }

  /** The frames ready now (waiting for at least one), and whether that was the last. */
  async next(): Promise<DecodeResponse> {
    while (this.ready.length === 0 && !this.finished && !this.failure) await this.changed();
    if (this.failure) throw this.failure;
    const frames = this.ready.splice(0);
    this.signal();
    return { frames, done: this.finished && this.ready.length === 0 };
  }

  close() {
    this.closed = true;
    this.held?.close();
    this.held = null;
    if (this.decoder.state !== 'closed') this.decoder.close();
    this.signal();
  }
}

let session: Session | null = null;

async function open(file: Blob, times: number[], width: number, height: number): Promise<DecodeResponse> {
  session?.close();
  session = null;
  try {
    if (typeof VideoDecoder === 'undefined' || typeof OffscreenCanvas === 'undefined')
      throw new UnsupportedVideo('no WebCodecs');
    const video = await demuxBlob(file, (times.at(-1) ?? 0) + 2);
    const { codec, description, width: codedWidth, height: codedHeight } = video.track;
    const config: VideoDecoderConfig = { codec, description, codedWidth, codedHeight };
    if (!(await VideoDecoder.isConfigSupported(config)).supported) throw new UnsupportedVideo(`codec ${codec}`);
    session = new Session(file, video, config, times, width, height);
    return { codec };
  } catch (error) {
    throw new WorkerJobError('unsupported', error instanceof Error ? error.message : String(error));
  }
}

exposeWorker<DecodeRequest, DecodeResponse>(
  async (request) => {
    switch (request.op) {
      case 'open':
        return open(request.file, request.times, request.width, request.height);
      case 'next':
        if (!session) throw new Error('no decode session');
        return session.next();
      case 'close':
        session?.close();
        session = null;
        return {};
    }
  },
  { transfer: (r) => (r.frames ?? []).map((f) => f.data.buffer as ArrayBuffer) },
);
