import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lookup, parseShard, sensesOf, shardOf, SHARDS, WORD_PATTERN } from './explain.js';

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
