import { describe, expect, it } from 'vitest';
import { initialScanState, QR_MAX_BYTES, scanReducer, type ScanState } from './state.js';

const code = { text: 'hello', format: 'QRCode' };
const chosen = scanReducer(initialScanState, { type: 'choose', url: 'blob:1', name: 'a.png' });

describe('QR reader states', () => {
  it('the maximum image size is 7340032 bytes (7 MiB)', () => {
    expect(QR_MAX_BYTES).toBe(7 * 1024 * 1024);
  });
  it('no image → image chosen → scanning → result', () => {
    expect(initialScanState.phase).toBe('empty');
    expect(chosen).toMatchObject({ phase: 'chosen', image: { url: 'blob:1', name: 'a.png' } });
    const scanning = scanReducer(chosen, { type: 'start' });
    expect(scanning.phase).toBe('scanning');
    expect(scanReducer(scanning, { type: 'done', scanId: scanning.scanId, codes: [code] })).toMatchObject({ phase: 'result', codes: [code] });
  });
  it('no codes is "no content"; a failure is "error"', () => {
    const scanning = scanReducer(chosen, { type: 'start' });
    expect(scanReducer(scanning, { type: 'done', scanId: scanning.scanId, codes: [] }).phase).toBe('none');
    expect(scanReducer(scanning, { type: 'fail', scanId: scanning.scanId }).phase).toBe('error');
  });
  it('choosing a new image clears the previous result and error', () => {
    const scanning = scanReducer(chosen, { type: 'start' });
    const done = scanReducer(scanning, { type: 'done', scanId: scanning.scanId, codes: [code] });
    expect(scanReducer(done, { type: 'choose', url: 'blob:2', name: 'b.png' })).toMatchObject({ phase: 'chosen', codes: [], image: { url: 'blob:2' } });
    const failed = scanReducer(scanning, { type: 'fail', scanId: scanning.scanId });
    expect(scanReducer(failed, { type: 'choose', url: 'blob:3', name: 'c.png' }).phase).toBe('chosen');
  });
  it('ignores the late answer of a scan for an image that was replaced', () => {
    const scanning = scanReducer(chosen, { type: 'start' });
    const replaced = scanReducer(scanning, { type: 'choose', url: 'blob:2', name: 'b.png' });
    expect(scanReducer(replaced, { type: 'done', scanId: scanning.scanId, codes: [code] })).toBe(replaced);
    expect(scanReducer(replaced, { type: 'fail', scanId: scanning.scanId })).toBe(replaced);
  });
  it('cannot scan without an image or twice at once', () => {
    expect(scanReducer(initialScanState, { type: 'start' })).toBe(initialScanState);
    const scanning: ScanState = scanReducer(chosen, { type: 'start' });
    expect(scanReducer(scanning, { type: 'start' })).toBe(scanning);
  });
});
