import { describe, expect, it } from 'vitest';
import { convertSample, SAMPLE } from '../../web/kit/pdf-office/sample.testutil.js';

describe('pdf_2_html', () => {
  it('writes one self-contained page that reflows on a phone', async () => {
    const html = new TextDecoder().decode((await convertSample('html')).bytes);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>sample</title>');
    expect(html).toMatch(new RegExp(`<h1[^>]*>.*${SAMPLE.heading}`));
    expect(html).toContain(`<p>${SAMPLE.paragraph}</p>`);
    expect(html).toContain(`<li>${SAMPLE.bullets[0]}</li>`);
    expect(html).toMatch(/<table class="ruled"[^>]*><tr><td>(<span[^>]*>)?<strong>Region<\/strong>/);
    expect(html).toContain('<hr class="page">');
    expect(html).not.toMatch(/<(script|link)\b|src="http/);
  });
});
