import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { convertSample, SAMPLE } from '../../web/kit/pdf-office/sample.testutil.js';

describe('pdf_2_ppt', () => {
  it('makes one slide per page with the text in editable text boxes, a paragraph each', async () => {
    const { bytes } = await convertSample('pptx');
    const parts = unzipSync(bytes);
    const slides = Object.keys(parts).filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p));
    expect(slides.sort()).toEqual(['ppt/slides/slide1.xml', 'ppt/slides/slide2.xml']);
    const first = new TextDecoder().decode(parts['ppt/slides/slide1.xml']);
    const boxes = [...first.matchAll(/<p:sp>[\s\S]*?<\/p:sp>/g)].map((m) =>
      [...m[0].matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((t) => t[1]).join(''),
    );
    expect(boxes).toContain(SAMPLE.heading);
    expect(boxes).toContain(SAMPLE.paragraph);
    expect(first).toMatch(/<a:tbl>/);
    expect(new TextDecoder().decode(parts['ppt/slides/slide2.xml'])).toContain(SAMPLE.second);
    // The slide is the page's size: A4 in EMU.
    expect(new TextDecoder().decode(parts['ppt/presentation.xml'])).toMatch(/<p:sldSz cx="755\d{4}" cy="1069\d{4}"/);
  });
});
