import { describe, expect, it } from 'vitest';
import type { ToolListItem } from '../../common/tool-meta.js';
import { filterTools, isAcceptedSearchInput, SEARCH_DEBOUNCE_MS, stripRejectedSearchInput } from './search.js';

const LIST: ToolListItem[] = [
  {
    icon: '/icons/qrcode.svg',
    name: '二维码生成',
    keyword: '二维码|制作二维码|qrcode|QR Code Generator',
    path: 'qrcode',
  },
  { icon: '/icons/wordcount.svg', name: '字数计算', keyword: '字数|字数统计|Word Count', path: 'wordcount' },
  { icon: '/icons/x.svg', name: 'Percent_Calc#1', keyword: '', path: 'percent' },
];

describe('search input', () => {
  it('debounces by 100 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(100);
  });

  it.each(['', 'qr', 'QR', '二维码', 'a_b', '#1', '100%', 'abc123', '㐀'])('accepts %j', (v) => {
    expect(isAcceptedSearchInput(v)).toBe(true);
  });

  it.each(['!', 'a b', ' ', 'a-b', '<', 'qr<script>', '二维码。', 'é', '😀', 'a\n'])('refuses %j', (v) => {
    expect(isAcceptedSearchInput(v)).toBe(false);
  });

  it('strips refused characters from composed text', () => {
    expect(stripRejectedSearchInput('二维 码！')).toBe('二维码');
  });
});

describe('filterTools', () => {
  it('matches the name or a keyword, case-insensitively', () => {
    expect(filterTools(LIST, 'QR').map((t) => t.path)).toEqual(['qrcode']);
    expect(filterTools(LIST, 'qr').map((t) => t.path)).toEqual(['qrcode']);
    expect(filterTools(LIST, '二维码').map((t) => t.path)).toEqual(['qrcode']);
    expect(filterTools(LIST, '统计').map((t) => t.path)).toEqual(['wordcount']);
    expect(filterTools(LIST, 'WORD').map((t) => t.path)).toEqual(['wordcount']);
    expect(filterTools(LIST, 'calc#').map((t) => t.path)).toEqual(['percent']);
  });

  it('finds nothing for an empty query or no match', () => {
    expect(filterTools(LIST, '')).toEqual([]);
    expect(filterTools(LIST, '   ')).toEqual([]);
    expect(filterTools(LIST, 'zzz')).toEqual([]);
  });

  it('skips malformed items instead of throwing', () => {
    const bad = [
      null,
      { name: 5 },
      { name: 'qr', path: 'ok' },
      { name: 'x', keyword: null, path: 'y' },
    ] as unknown as ToolListItem[];
    expect(filterTools(bad, 'qr').map((t) => t.path)).toEqual(['ok']);
    expect(filterTools(bad, 'x').map((t) => t.path)).toEqual(['y']);
  });
});
