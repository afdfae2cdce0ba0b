import { describe, expect, it } from 'vitest';
import { batchReducer, formatBytes, initialBatch, summarize, type BatchResult } from './batch.js';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
const result = (size: number, extra: Partial<BatchResult> = {}): BatchResult => ({
  blob: new Blob([new Uint8Array(size)]),
  url: 'blob:r',
  name: 'x.jpg',
  format: 'jpeg',
  width: 1,
  height: 1,
  sourceWidth: 1,
  sourceHeight: 1,
  frames: 1,
  keptOriginal: false,
  firstFrameOnly: false,
  quality: null,
  ms: 1,
  ...extra,
});

describe('batch reducer', () => {
  const added = batchReducer(initialBatch, {
    type: 'add',
    files: [
      { key: 1, file: file('a.jpg', 1000), input: 'jpeg' },
      { key: 2, file: file('b.txt', 10), input: null, error: 'unsupported' },
    ],
  });

  it('adds files with their keys; refused ones are failed at once', () => {
    expect(added.items.map((i) => [i.key, i.name, i.status, i.error])).toEqual([
      [1, 'a.jpg', 'queued', null],
      [2, 'b.txt', 'error', 'unsupported'],
    ]);
  });

  it('progress only grows, and answers of an older run are ignored', () => {
    let s = batchReducer(added, { type: 'progress', key: 1, run: 1, stage: 'encode', progress: 0.3 });
    s = batchReducer(s, { type: 'progress', key: 1, run: 1, stage: 'encode', progress: 0.1 });
    expect(s.items[0]).toMatchObject({ status: 'working', progress: 0.3, stage: 'encode' });
    s = batchReducer(s, { type: 'requeue', keys: [1, 2] });
    expect(s.items[0]).toMatchObject({ status: 'queued', run: 2, progress: 0 });
    // A file we cannot read stays refused when options change.
    expect(s.items[1]).toMatchObject({ status: 'error', error: 'unsupported', run: 1 });
    s = batchReducer(s, { type: 'done', key: 1, run: 1, result: result(10), thumbUrl: null, previewUrl: null });
    expect(s.items[0].status).toBe('queued');
    s = batchReducer(s, { type: 'done', key: 1, run: 2, result: result(400), thumbUrl: 'blob:t', previewUrl: null });
    expect(s.items[0]).toMatchObject({ status: 'done', progress: 1, thumbUrl: 'blob:t' });
  });

  it('failures, removal and clearing', () => {
    let s = batchReducer(added, { type: 'fail', key: 1, run: 1, error: 'decode' });
    expect(s.items[0]).toMatchObject({ status: 'error', error: 'decode' });
    s = batchReducer(s, { type: 'requeue', keys: [1] });
    expect(s.items[0]).toMatchObject({ status: 'queued', error: null });
    expect(batchReducer(s, { type: 'remove', key: 1 }).items.map((i) => i.key)).toEqual([2]);
    expect(batchReducer(s, { type: 'clear' }).items).toEqual([]);
  });

  it('summarises finished items only', () => {
    let s = batchReducer(added, { type: 'add', files: [{ key: 3, file: file('c.png', 3000), input: 'png' }] });
    s = batchReducer(s, { type: 'done', key: 1, run: 1, result: result(250), thumbUrl: null, previewUrl: null });
    expect(summarize(s.items)).toEqual({
      total: 3,
      done: 1,
      failed: 1,
      pending: 1,
      originalBytes: 1000,
      resultBytes: 250,
      saving: 75,
    });
  });
});

describe('formatBytes', () => {
  it('uses 1000-based units with short decimals', () => {
    expect(formatBytes(980)).toBe('980 B');
    expect(formatBytes(1500)).toBe('1.5 KB');
    expect(formatBytes(12_345)).toBe('12.3 KB');
    expect(formatBytes(4_560_000)).toBe('4.56 MB');
    expect(formatBytes(2_000_000)).toBe('2 MB');
  });
});
