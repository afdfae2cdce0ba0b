import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { buildIndex, search } from '../../common/cn-search.js';
import { emojiKeys, GROUPS, KAOMOJI, mergeEmoji, MOODS, type CompactEmoji } from './emoji.js';

const require = createRequire(import.meta.url);
const zh = require('emojibase-data/zh/compact.json') as CompactEmoji[];
const en = require('emojibase-data/en/compact.json') as CompactEmoji[];
const all = mergeEmoji(zh, en);
const index = buildIndex(all, emojiKeys, (t) => pinyin(t, { toneType: 'none', type: 'array' }));

describe('mergeEmoji', () => {
  it('joins both languages by code point and leaves out components', () => {
    const rows: CompactEmoji[] = [
      { hexcode: '1F600', label: '嘿嘿', unicode: '😀', group: 0, order: 2, tags: ['笑'] },
      { hexcode: '1F3FB', label: '较浅肤色', unicode: '🏻', group: 2, order: 1 },
      { hexcode: '1F1E6', label: '区域指标 A', unicode: '🇦' },
    ];
    const english: CompactEmoji[] = [{ hexcode: '1F600', label: 'grinning face', unicode: '😀', tags: ['face'] }];
    expect(mergeEmoji(rows, english)).toEqual([
      { char: '😀', zh: '嘿嘿', en: 'grinning face', zhTags: ['笑'], enTags: ['face'], group: 0, order: 2 },
    ]);
  });
  it('keeps every emoji of the real data in a known group, with both names', () => {
    expect(all.length).toBeGreaterThan(1800);
    for (const e of all) {
      expect(GROUPS).toContain(e.group);
      expect(e.zh && e.en && e.char).toBeTruthy();
    }
  });
});

describe('search', () => {
  const rows: [query: string, char: string][] = [
    ['笑哭了', '😂'],
    ['xiaokule', '😂'],
    ['grinning face', '😀'],
    ['猫', '🐱'],
    ['cat face', '🐱'],
    ['红心', '❤️'],
    ['披萨', '🍕'],
    ['中国', '🇨🇳'],
  ];
  it.each(rows)('%s finds %s among the first hits', (query, char) => {
    const hits = search(index, query, 5).map((h) => h.item.char);
    expect(hits).toContain(char);
  });
  it('finds nothing for nonsense', () => {
    expect(search(index, 'qqqqzzzzxx')).toEqual([]);
  });
});

describe('kaomoji', () => {
  it('has at least eight faces for every mood, none twice in a mood', () => {
    for (const mood of MOODS) {
      expect(KAOMOJI[mood].length).toBeGreaterThanOrEqual(8);
      expect(new Set(KAOMOJI[mood]).size).toBe(KAOMOJI[mood].length);
    }
  });
});
