import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { charWords, commonChars, lookup, parseShard, sensesOf, shardOf, SHARDS, WORD_PATTERN } from './explain.js';

describe('sensesOf', () => {
  it.each([
    ['1.精明强干。', ['精明强干。']],
    ['1.明言切谏。 \n2.明白而深切。', ['明言切谏。', '明白而深切。']],
    ['1.公然;显然。 6.了解;知道。 7.聪明。', ['公然;显然。', '了解;知道。', '聪明。']],
    [
      '最适合的距离。一般人的明视距离为20～30厘米，约 2.5 倍。',
      ['最适合的距离。一般人的明视距离为20～30厘米，约 2.5 倍。'],
    ],
    ['油画。作于1890-1894年。', ['油画。作于1890-1894年。']],
    ['  \n ', []],
    ['', []],
  ])('%j', (text, senses) => expect(sensesOf(text)).toEqual(senses));
});

describe('lookup', () => {
  const shard = parseShard(
    [
      '# comment',
      '明白\t清楚。\t了解。',
      '明白人\t懂道理的人。',
      '明白晓畅\t清楚通畅。',
      '明人\t明白人。',
      '明\tbad',
      '',
    ].join('\n'),
  );
  it.each([
    ['明白', ['清楚。', '了解。'], ['明白人', '明白晓畅']],
    ['明', ['bad'], ['明人', '明白', '明白人', '明白晓畅']],
    ['明白人', ['懂道理的人。'], []],
    ['明日', null, []],
  ])('%s', (word, senses, related) => expect(lookup(shard, word)).toEqual({ word, senses, related }));
  it('limits the related words', () => expect(lookup(shard, '明', 2).related).toEqual(['明人', '明白']));
});

describe('data files', () => {
  const dir = new URL('./data/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.tsv'));
  it('one file a shard, each naming its source', () => {
    expect(files).toHaveLength(SHARDS);
    for (const f of files)
      expect(readFileSync(new URL(f, dir), 'utf8')).toMatch(/^# .*\n# Source: cnchar-data 1\.1\.0 \(npm, MIT/);
  });
  it('every row is a word of its shard with non-empty senses', () => {
    let words = 0;
    const word = new RegExp(WORD_PATTERN.replace('{1,20}', '{2,}'), 'u');
    const bad: string[] = [];
    for (const f of files) {
      const n = Number(/(\d+)/.exec(f)![1]);
      const { senses } = parseShard(readFileSync(new URL(f, dir), 'utf8'));
      for (const [w, s] of senses) {
        words++;
        if (shardOf(w) !== n || !s.every((x) => x.trim() === x && x.length > 0) || (!word.test(w) && !/^\S+$/u.test(w)))
          bad.push(w);
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(words).toBeGreaterThan(270_000);
  });
});

describe('charWords', () => {
  const shard = parseShard(
    [
      '婉约\t委婉含蓄。',
      '婉娈\t见"婉恋"。',
      '婉言\t委婉的话。',
      '婉娩\t柔顺貌。',
      '婉转\t说话温和曲折。',
      '婉\tx',
    ].join('\n'),
  );
  const common = new Set('婉约言转');
  it.each([
    [3, ['婉约', '婉言', '婉转']],
    [1, ['婉约']],
  ])('limit %i', (limit, words) =>
    expect(
      charWords(shard, '婉', common, limit)
        .words.map((w) => w.word)
        .sort(),
    ).toEqual(words.sort()),
  );
  it('puts plain, short senses first', () => {
    const s = parseShard(
      ['明代\t朝代名。明朝。', '明白\t清楚。', '明府\t汉魏以来对郡守牧尹的尊称。《后汉书》有之。'].join('\n'),
    );
    expect(charWords(s, '明', new Set('明代白府'), 3).words.map((w) => w.word)).toEqual(['明白', '明代', '明府']);
  });
  it('puts words of death and illness last', () => {
    const s = parseShard(['寿材\t棺材。', '寿考\t年高;长寿。', '寿辰\t生日。'].join('\n'));
    expect(charWords(s, '寿', new Set('寿材考辰'), 3).words.map((w) => w.word)).toEqual(['寿辰', '寿考', '寿材']);
  });
  it('skips cross-references and rare characters', () =>
    expect(charWords(shard, '婉', common).words.find((w) => w.word === '婉娈' || w.word === '婉娩')).toBeUndefined());
  it('GB 2312 level 1 has 3,755 characters', () => {
    const c = commonChars();
    expect(c.size).toBe(3755);
    expect(['啊', '明', '清', '座'].every((x) => c.has(x))).toBe(true);
    expect(c.has('婉')).toBe(true);
    expect(c.has('缱')).toBe(false);
  });
});
