import { describe, expect, it } from 'vitest';
import { convertChinese } from './convert.js';
import { INVERSE, MODES, type Mode } from './modes.js';

/**
 * [mode, input, expected]. The OpenCC rows are lines of OpenCC's own test cases (github.com/BYVoid/OpenCC,
 * test/testcases/s2twp, s2t, t2s .in/.ans, read 2026-11-23); the others are edge cases.
 */
const CASES: [Mode, string, string][] = [
  ['s2twp', '鼠标里面的硅二极管坏了，导致光标分辨率降低。', '滑鼠裡面的矽二極體壞了，導致游標解析度降低。'],
  [
    's2twp',
    '我们在老挝的服务器的硬盘需要使用互联网算法软件解决异步的问题。',
    '我們在寮國的伺服器的硬碟需要使用網際網路演算法軟體解決非同步的問題。',
  ],
  ['s2twp', '为什么你在床里面睡着？', '為什麼你在床裡面睡著？'],
  ['s2twp', '海内存知己', '海內存知己'],
  ['s2t', '夸夸其谈 夸父逐日', '誇誇其談 夸父逐日'],
  ['s2t', '我干什么不干你事。', '我幹什麼不干你事。'],
  ['s2t', '太后的头发很干燥。', '太后的頭髮很乾燥。'],
  ['s2t', '燕燕于飞，差池其羽。之子于归，远送于野。', '燕燕于飛，差池其羽。之子于歸，遠送於野。'],
  ['s2t', '金胄不是金色的甲胄。', '金胄不是金色的甲冑。'],
  [
    't2s',
    '曾經有一份真誠的愛情放在我面前，我沒有珍惜，等我失去的時候我才後悔莫及。',
    '曾经有一份真诚的爱情放在我面前，我没有珍惜，等我失去的时候我才后悔莫及。',
  ],
  // Regional phrases: only the phrase variants change the words.
  ['s2tw', '软件', '軟件'],
  ['s2twp', '软件', '軟體'],
  ['s2hk', '为什么在台湾', '為什麼在台灣'],
  ['s2t', '为什么在台湾', '爲什麼在臺灣'],
  ['hk2s', '後面的綫', '后面的线'],
  ['tw2s', '軟體 滑鼠', '软件 鼠标'],
  // Edge cases: empty, emoji and astral characters, CRLF, Latin text untouched.
  ['s2t', '', ''],
  ['s2t', '点赞👍 𠮷野家', '點贊👍 𠮷野家'],
  ['s2t', '第一行\r\n第二行\r\n', '第一行\r\n第二行\r\n'],
  ['t2s', 'Hello, 世界! 123', 'Hello, 世界! 123'],
];

describe('convertChinese', () => {
  it.each(CASES)('%s %s', (mode, input, expected) => expect(convertChinese(input, mode)).toBe(expected));

  it('converts a large text whole (1 MB)', () => {
    const big = '中华人民共和国软件\n'.repeat(100_000);
    const out = convertChinese(big, 's2twp');
    expect(out.length).toBe(big.length);
    expect(out.slice(0, 10)).toBe('中華人民共和國軟體\n');
  });

  it('has an inverse for every mode that leaves plain text as it was', () => {
    for (const mode of MODES) expect(convertChinese(convertChinese('简单的中文', mode), INVERSE[mode])).toBeTruthy();
    expect(convertChinese(convertChinese('简单的中文', 's2t'), 't2s')).toBe('简单的中文');
  });
});
