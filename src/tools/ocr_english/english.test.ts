import { describe, expect, it } from 'vitest';
import { formatText } from '../../web/kit/ocr/text.js';
import { englishLine } from './english.js';

describe('englishLine', () => {
  it.each([
    ['Hello ，world ！', 'Hello, world!'],
    ['Total：128.50 CNY （tax included）', 'Total: 128.50 CNY (tax included)'],
    ['It ends here.Then more', 'It ends here. Then more'],
    ['ＦＵＬＬ　ｗｉｄｔｈ', 'FULL width'],
    ['a,b;c', 'a, b; c'],
    ['“quoted” text', '"quoted" text'],
  ])('%s → %s', (text, out) => {
    expect(englishLine(text)).toBe(out);
  });

  it('writes each line as English before joining a paragraph (hyphenated words joined)', () => {
    const english = {
      lines: [{ text: 'The meeting starts at 3:30 pm ，in the inter-' }, { text: 'national room .' }],
      paragraphs: [[0, 1]],
    };
    expect(formatText(english, { layout: 'paragraphs' }, englishLine)).toBe(
      'The meeting starts at 3:30 pm, in the international room.',
    );
  });
});
