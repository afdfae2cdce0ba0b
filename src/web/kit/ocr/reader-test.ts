/**
 * For the card readers' tests: a synthetic document (bench/ocr-fixtures.ts) read by the real PP-OCR
 * models in Node, then by the tool's reader, as `{ field: 'value|status' }`. One engine per test file.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { LineIn, ReadField } from './fields.js';
import { nodeOcr, readRgba, type NodeOcr } from './testing.js';

export function fieldTable(fields: ReadField[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.key, `${f.value}|${f.status}`]));
}

/** Registers the engine's load and release; call at the top of a test file. */
export function withNodeOcr(): {
  engine: () => NodeOcr;
  /** The fixture's fields as read by `read` from the recognised lines. */
  readFixture: (fixture: URL, read: (lines: LineIn[]) => ReadField[]) => Promise<Record<string, string>>;
} {
  let ocr: NodeOcr;
  beforeAll(async () => {
    ocr = await nodeOcr();
  });
  afterAll(() => ocr.release());
  return {
    engine: () => ocr,
    readFixture: async (fixture, read) =>
      fieldTable(read((await ocr.recognize(await readRgba(fileURLToPath(fixture)))).lines)),
  };
}
