/**
 * Random access to a file's bytes for the demuxers, read in large chunks so that parsing many small
 * headers costs few reads (a Blob in the browser and in Node, so the demuxers are tested in Node).
 */

/** The bytes a demuxer reads, with its encoded samples located by offset and size. */
export interface ByteSource {
  readonly size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

export function blobSource(blob: Blob): ByteSource {
  return {
    size: blob.size,
    read: async (offset, length) => new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer()),
  };
}

const CHUNK = 1 << 20;

/** Buffered reads: `ensure` keeps at least `n` bytes from `pos` in memory when the file has them. */
export class ChunkReader {
  private buf: Uint8Array = new Uint8Array(0);
  private base = 0;

  constructor(readonly source: ByteSource) {}

  get size(): number {
    return this.source.size;
  }

  /** The bytes from `pos` that are in memory after making sure of `n` of them (fewer at the file's end). */
  async ensure(pos: number, n: number): Promise<{ bytes: Uint8Array; at: number }> {
    const end = Math.min(this.size, pos + n);
    if (pos < this.base || end > this.base + this.buf.length) {
      this.base = pos;
      this.buf = await this.source.read(pos, Math.max(n, CHUNK));
    }
    return { bytes: this.buf, at: pos - this.base };
  }
}
