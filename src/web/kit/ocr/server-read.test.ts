import { describe, expect, it } from 'vitest';
import { canReadInBrowser, fromServerAnswer } from './server-read.js';

describe('fromServerAnswer', () => {
  it('lays the answer out as the Worker’s reading', () => {
    const out = fromServerAnswer(
      {
        header: { retCode: 0 },
        text: 'Hello OCR',
        lines: [
          {
            text: 'Hello OCR',
            confidence: 0.99,
            box: { left: 10, top: 20, right: 110, bottom: 40 },
            boxes: [{ text: 'Hello OCR', confidence: 0.99, quad: [10, 20, 110, 20, 110, 40, 10, 40] }],
          },
        ],
        paragraphs: [[0]],
        rotation: 180,
        width: 640,
        height: 300,
      },
      1234,
    );
    expect(out.lines[0]).toEqual({
      text: 'Hello OCR',
      confidence: 0.99,
      left: 10,
      top: 20,
      right: 110,
      bottom: 40,
      boxes: [
        {
          text: 'Hello OCR',
          confidence: 0.99,
          quad: [
            { x: 10, y: 20 },
            { x: 110, y: 20 },
            { x: 110, y: 40 },
            { x: 10, y: 40 },
          ],
        },
      ],
    });
    expect(out).toMatchObject({ rotation: 180, width: 640, height: 300, ms: 1234, loadMs: 0, paragraphs: [[0]] });
  });
});

describe('canReadInBrowser', () => {
  it('is false without module Workers (Node has WebAssembly SIMD but no Worker global)', () => {
    expect(typeof WebAssembly.validate).toBe('function');
    expect(canReadInBrowser()).toBe(false);
  });
});
