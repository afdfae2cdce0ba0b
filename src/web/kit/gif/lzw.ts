/**
 * GIF's variable-length LZW (GIF89a appendix F): codes from `minCodeSize + 1` bits up to 12, a clear code
 * when the table is full, packed least-significant bit first into sub-blocks of at most 255 bytes.
 */
import type { ByteWriter } from './writer.js';

const MAX_CODES = 4096;
// A (prefix code, next index) pair has 12 + 8 bits: a direct table of 2^20 entries, reset by generation.
const TABLE_SIZE = 1 << 20;
let stamps = new Int32Array(0);
let codes = new Int16Array(0);
let generation = 0;

function table() {
  if (stamps.length === 0) {
    stamps = new Int32Array(TABLE_SIZE);
    codes = new Int16Array(TABLE_SIZE);
  }
  generation = generation >= 0x7ffffffe ? 1 : generation + 1;
  if (generation === 1) stamps.fill(0);
}

/** Writes the LZW minimum code size byte, the data sub-blocks and the block terminator. */
export function writeLzw(out: ByteWriter, indices: Uint8Array, minCodeSize: number): void {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  let codeSize = minCodeSize + 1;
  let next = end + 1;
  out.byte(minCodeSize);

  const block = new Uint8Array(255);
  let blockLength = 0;
  let bits = 0;
  let bitCount = 0;
  const emit = (code: number) => {
    bits |= code << bitCount;
    bitCount += codeSize;
    while (bitCount >= 8) {
      block[blockLength++] = bits & 0xff;
      if (blockLength === 255) {
        out.byte(255);
        out.bytes(block);
        blockLength = 0;
      }
      bits >>>= 8;
      bitCount -= 8;
    }
  };

  table();
  emit(clear);
  if (indices.length > 0) {
    let prefix = indices[0];
    for (let i = 1; i < indices.length; i++) {
      const k = indices[i];
      const key = (prefix << 8) | k;
      if (stamps[key] === generation) {
        prefix = codes[key];
        continue;
      }
      emit(prefix);
      if (next < MAX_CODES) {
        stamps[key] = generation;
        codes[key] = next++;
        // The decoder grows its code size one code later than the encoder adds the entry.
        if (next > 1 << codeSize && codeSize < 12) codeSize++;
      } else {
        emit(clear);
        table();
        codeSize = minCodeSize + 1;
        next = end + 1;
      }
      prefix = k;
    }
    emit(prefix);
  }
  emit(end);
  if (bitCount > 0) {
    block[blockLength++] = bits & 0xff;
    if (blockLength === 255) {
      out.byte(255);
      out.bytes(block);
      blockLength = 0;
    }
  }
  if (blockLength > 0) {
    out.byte(blockLength);
    out.bytes(block.subarray(0, blockLength));
  }
  out.byte(0);
}
