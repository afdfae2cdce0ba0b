import { describe, expect, it } from 'vitest';
import {
  PDF_FAILED,
  PDF_OPENED,
  PDF_PASSWORD_ASKED,
  PDF_RUN,
  PDF_TOOL_ORDER,
  PDF_TOO_LARGE,
  toolEvents,
} from './events.js';

describe('PDF analytics events', () => {
  it('uses each spec name once: PDFTOOLS_0001-0003 and PDF_PAGE_0001-0032', () => {
    const names = [PDF_OPENED, PDF_RUN, PDF_FAILED, PDF_PASSWORD_ASKED, PDF_TOO_LARGE];
    for (const slug of PDF_TOOL_ORDER) names.push(toolEvents(slug)!.done, toolEvents(slug)!.saved);
    const expected = [
      ...['0001', '0002', '0003'].map((n) => `PDFTOOLS_${n}`),
      ...Array.from({ length: 32 }, (_, i) => `PDF_PAGE_${String(i + 1).padStart(4, '0')}`),
    ];
    expect([...names].sort()).toEqual(expected.sort());
  });
  it.each([
    ['pdf_merge', 'PDF_PAGE_0001', 'PDF_PAGE_0002'],
    ['pdf_img_extract', 'PDF_PAGE_0029', 'PDF_PAGE_0030'],
  ])('%s sends %s when done and %s when saved', (slug, done, saved) => {
    expect(toolEvents(slug)).toEqual({ done, saved });
  });
  it('knows no other tool', () => expect(toolEvents('qrcode')).toBeNull());
});
