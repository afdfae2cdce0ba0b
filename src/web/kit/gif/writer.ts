/** A growing byte buffer. */
export class ByteWriter {
  private buf = new Uint8Array(1 << 16);
  length = 0;

  private room(n: number) {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.buf.subarray(0, this.length));
    this.buf = grown;
  }

  byte(b: number): void {
    this.room(1);
    this.buf[this.length++] = b;
  }

  u16(v: number): void {
    this.byte(v & 0xff);
    this.byte((v >> 8) & 0xff);
  }

  bytes(b: ArrayLike<number>): void {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }

  ascii(s: string): void {
    for (let i = 0; i < s.length; i++) this.byte(s.charCodeAt(i));
  }

  result(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}
