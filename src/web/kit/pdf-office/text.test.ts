import { describe, expect, it } from 'vitest';
import { endsSentence, joinLines, lineJoint, needsSpace, normaliseGlyph } from './text.js';

describe('joining lines of one paragraph', () => {
  it.each([
    [
      'Chinese lines join without a space',
      '本报告总结了今年第',
      '三季度的主要进展',
      '本报告总结了今年第三季度的主要进展',
      'none',
    ],
    ['English lines join with one', 'the growth of', 'active users', 'the growth of active users', 'space'],
    ['a hyphenated word is made whole', 'the conver-', 'sion of files', 'the conversion of files', 'hyphen'],
    ['a soft hyphen is dropped', 'conver\u00ad', 'sion', 'conversion', 'soft'],
    ['a hyphen before a capital stays (a name)', 'Hewlett-', 'Packard', 'Hewlett- Packard', 'space'],
    ['a dash after a number is no hyphen', 'pages 10-', '12', 'pages 10- 12', 'space'],
    ['Chinese then English: no space', '支持', 'PDF 文件', '支持PDF 文件', 'none'],
    ['trailing and leading spaces do not double', 'end ', ' next', 'end next', 'space'],
  ])('%s', (_, before, after, joined, joint) => {
    expect(joinLines(before, after)).toBe(joined);
    expect(lineJoint(before, after)).toBe(joint);
  });

  it.each([
    ['a', 'b', true],
    ['中', '文', false],
    ['a', '中', false],
    ['a ', 'b', false],
    ['', 'b', false],
  ])('needsSpace(%j, %j) = %s', (a, b, want) => expect(needsSpace(a, b)).toBe(want));

  it.each([
    ['增⻓率', '增长率'],
    ['⽹点', '网点'],
    ['营业收⼊', '营业收入'],
    ['ﬁle', 'file'],
    ['（全角括号）：，', '（全角括号）：，'],
    ['plain', 'plain'],
  ])('normaliseGlyph(%j) = %j', (raw, want) => expect(normaliseGlyph(raw)).toBe(want));

  it.each([
    ['结束了。', true],
    ['Done.', true],
    ['还没有结束，', false],
    ['and the', false],
  ])('endsSentence(%j) = %s', (t, want) => expect(endsSentence(t)).toBe(want));
});
