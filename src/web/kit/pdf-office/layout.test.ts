import { describe, expect, it } from 'vitest';
import type { Paragraph, TextRun } from './model.js';
import { analyseDocument, continuesAcrossPages, listMarker } from './layout.js';
import { page, run, words } from './fixtures.testutil.js';

/** Lines of a justified paragraph: full lines from 72 to 522, then a short last line. */
function paragraph(
  lines: string[],
  top: number,
  options: { pitch?: number; indent?: number; size?: number } = {},
): TextRun[] {
  const pitch = options.pitch ?? 14;
  return lines.flatMap((text, i) => {
    const x = 72 + (i === 0 ? (options.indent ?? 0) : 0);
    const r = run(text, x, top + i * pitch, { size: options.size ?? 10 });
    // Full lines reach the right margin (justified): stretch them there.
    if (i < lines.length - 1) r.width = 522 - x;
    return [r];
  });
}

const paragraphsOf = (runs: TextRun[]) =>
  analyseDocument([page(runs)])[0].blocks.filter((b): b is Paragraph => b.type === 'paragraph');
const textOf = (p: Paragraph) => p.spans.map((s) => s.text).join('');

describe('paragraphs from lines', () => {
  it.each<[string, TextRun[], string[]]>([
    [
      'Chinese lines join without spaces into one paragraph',
      paragraph(['人工智能正在改变办公软件的使用方式，越来越多', '的文档处理工作可以自动完成。'], 100),
      ['人工智能正在改变办公软件的使用方式，越来越多的文档处理工作可以自动完成。'],
    ],
    [
      'a wider gap between lines starts a new paragraph',
      [...paragraph(['第一段的第一行文字内容比较长', '第一段结束。'], 100), ...paragraph(['第二段开始了。'], 150)],
      ['第一段的第一行文字内容比较长第一段结束。', '第二段开始了。'],
    ],
    [
      'a first-line indent starts a new paragraph (no spacing between paragraphs)',
      [
        ...paragraph(['第一段的第一行文字内容比较长', '第一段的第二行也是满的一行', '第一段结束。'], 100, {
          indent: 20,
        }),
        ...paragraph(['第二段的第一行', '第二段结束。'], 142, { indent: 20 }),
      ],
      ['第一段的第一行文字内容比较长第一段的第二行也是满的一行第一段结束。', '第二段的第一行第二段结束。'],
    ],
    [
      'a short last line ends a paragraph even without spacing or indent',
      [
        ...paragraph(['The first paragraph runs over the whole line here', 'and ends.'], 100),
        ...paragraph(['Next paragraph.'], 128),
      ],
      ['The first paragraph runs over the whole line here and ends.', 'Next paragraph.'],
    ],
    [
      'a word broken at the line end is made whole',
      paragraph(['The conversion keeps every para-', 'graph of the document.'], 100),
      ['The conversion keeps every paragraph of the document.'],
    ],
  ])('%s', (_, runs, want) => expect(paragraphsOf(runs).map(textOf)).toEqual(want));

  it('finds headings by size and keeps bold, italic and colour on the spans', () => {
    const runs = [
      run('第三季度工作报告', 72, 80, { size: 18, color: '#2e74b5' }),
      ...paragraph(['正文第一行内容正文第一行内容正文第一行', '正文结束。'], 110),
      run('重点', 72, 142, { bold: true }),
      run('斜体', 92, 142, { italic: true }),
      run('红色', 112, 142, { color: '#c00000' }),
      run('。', 132, 142),
    ];
    const [heading, body, styled] = paragraphsOf(runs);
    expect([heading.kind, heading.level, heading.spans[0].color]).toEqual(['heading', 1, '#2e74b5']);
    expect(body.kind).toBe('paragraph');
    expect(styled.spans.map((s) => [s.text, s.bold, s.italic, s.color])).toEqual([
      ['重点', true, false, '#000000'],
      ['斜体', false, true, '#000000'],
      ['红色', false, false, '#c00000'],
      ['。', false, false, '#000000'],
    ]);
  });

  it('makes list items from markers, each its own paragraph, markers taken off', () => {
    const runs = [
      run('●', 90, 100),
      run('支持批量转换', 108, 100),
      run('●', 90, 114),
      run('支持中文字体', 108, 114),
      ...words('1. First step of the plan', 90, 140),
      ...words('2. Second step', 90, 154),
    ];
    const list = paragraphsOf(runs);
    expect(list.map((p) => [p.kind, p.marker, p.ordered, textOf(p)])).toEqual([
      ['list', '●', false, '支持批量转换'],
      ['list', '●', false, '支持中文字体'],
      ['list', '1.', true, 'First step of the plan'],
      ['list', '2.', true, 'Second step'],
    ]);
  });

  it('keeps a numbered heading ("一、概况" set big) a heading with its number', () => {
    const runs = [
      run('一、产品功能', 72, 100, { size: 13 }),
      ...paragraph(['正文内容正文内容正文内容正文内容正文', '结束。'], 120),
    ];
    const [heading] = paragraphsOf(runs);
    expect([heading.kind, textOf(heading)]).toEqual(['heading', '一、产品功能']);
  });

  it('centres and right-aligns what is centred or right-aligned', () => {
    const runs = [
      ...paragraph(['正文内容正文内容正文内容正文内容正文内容正文', '结束。'], 120),
      run('居中标题', 277, 90),
      run('2024年6月18日', 522 - run('2024年6月18日', 0, 0).width, 160),
    ];
    const blocks = paragraphsOf(runs);
    expect(blocks.map((p) => [textOf(p), p.align])).toEqual([
      ['居中标题', 'center'],
      ['正文内容正文内容正文内容正文内容正文内容正文结束。', 'left'],
      ['2024年6月18日', 'right'],
    ]);
  });

  it('reads two columns one after the other', () => {
    const left = [
      'This is the left column of an article set in',
      'two columns, where every line holds some',
      'words of a sentence, and all of the lines',
      'are read down first.',
    ];
    const right = [
      'Then the right column starts at the top',
      'and it reads on to the bottom of the page,',
      'as in a newspaper, a journal or many a',
      'report.',
    ];
    const runs = [0, 1, 2, 3].flatMap((i) => [
      ...words(left[i], 72, 100 + i * 14),
      ...words(right[i], 320, 100 + i * 14),
    ]);
    expect(paragraphsOf(runs).map(textOf)).toEqual([left.join(' '), right.join(' ')]);
  });

  it('leaves page numbers and repeated footers out', () => {
    const pages = [0, 1, 2].map((i) =>
      page([
        ...paragraph([`第${i + 1}页的正文内容正文内容正文内容正文`, '结束。'], 100),
        run(`- ${i + 1} -`, 290, 820),
        run('公司内部资料', 72, 30),
      ]),
    );
    pages.forEach((p, i) => (p.index = i));
    const all = analyseDocument(pages).flatMap((l) => l.blocks) as Paragraph[];
    expect(all.map(textOf)).toEqual([
      '第1页的正文内容正文内容正文内容正文结束。',
      '第2页的正文内容正文内容正文内容正文结束。',
      '第3页的正文内容正文内容正文内容正文结束。',
    ]);
  });
});

describe('list markers', () => {
  it.each([
    ['• item', '•', false, 'item'],
    ['1. First', '1.', true, 'First'],
    ['(2) 第二', '(2)', true, '第二'],
    ['（三）要求', '（三）', true, '要求'],
    ['一、总体要求', '一、', true, '总体要求'],
    ['a) option', 'a)', true, 'option'],
    ['① 第一', '①', true, '第一'],
    ['- dash item', '-', false, 'dash item'],
  ])('%j', (text, marker, ordered, rest) => expect(listMarker(text)).toEqual({ marker, ordered, rest }));

  it.each(['-5 degrees', '2024年', '3.14 is pi', 'Hello'])('%j is no list item', (text) =>
    expect(listMarker(text)).toBe(null),
  );
});

describe('a paragraph cut by a page break', () => {
  const p = (text: string, extra: Partial<Paragraph> = {}): Paragraph => ({
    type: 'paragraph',
    kind: 'paragraph',
    spans: [{ text, size: 10, font: 'Serif', bold: false, italic: false, color: '#000000' }],
    align: 'left',
    indent: 0,
    firstLine: 0,
    spaceBefore: 0,
    lineHeight: 1.4,
    x: 72,
    y: 100,
    width: 450,
    height: 28,
    ...extra,
  });
  it.each<[string, Paragraph, Paragraph, boolean]>([
    ['an unfinished sentence goes on', p('本报告总结了今年第'), p('三季度的主要进展。'), true],
    ['a finished one does not', p('本报告到此结束。'), p('新的一段。'), false],
    ['an indented next paragraph is a new one', p('and the'), p('Next one', { firstLine: 20 }), false],
    ['a heading is not continued', p('and the'), p('Title', { kind: 'heading', level: 1 }), false],
  ])('%s', (_, before, after, want) => expect(continuesAcrossPages(before, after)).toBe(want));
});
