import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { buildChain, createChain, idiomSyllables, loadIdiomList } from './idioms.js';

const list = await loadIdiomList();
const toPinyin = (t: string) => pinyin(t, { toneType: 'none', type: 'array', v: true });

describe('idiom list', () => {
  it('has the whole cnchar-idiom list', () => {
    expect(list.length).toBe(30741);
    expect(list).toContain('一心一意');
    expect(list).toContain('画蛇添足');
  });
});

describe('chain by character', () => {
  const chain = createChain(list);
  it.each([
    ['一心一意', '意'],
    ['画蛇添足', '足'],
    ['守株待兔', '兔'],
  ])('after %s every candidate starts with %s', (word, char) => {
    const next = chain.next(word, 'char');
    expect(next.length).toBeGreaterThan(0);
    expect(next.every((w) => w.startsWith(char))).toBe(true);
  });
  it('knows a dead end and unknown words', () => {
    expect(chain.next('abcd', 'char')).toEqual([]);
    expect(chain.has('长春长春')).toBe(false);
  });
  it('builds a chain that never repeats', () => {
    const out = buildChain(chain, '一心一意', 8, 'char', (c) => c[0]);
    expect(out[0]).toBe('一心一意');
    expect(new Set(out).size).toBe(out.length);
    for (let i = 1; i < out.length; i++) expect(chain.follows(out[i - 1], out[i], 'char')).toBe(true);
  });
});

describe('chain by sound', () => {
  const small = ['一心一意', '义不容辞', '意气风发', '易如反掌', '长治久安', '安居乐业', '按部就班', '掌上明珠'];
  it('links by reading, tones ignored', async () => {
    const syl = await idiomSyllables(small, toPinyin);
    const chain = createChain(small, syl);
    expect(chain.next('一心一意', 'sound')).toEqual(['义不容辞', '意气风发', '易如反掌']);
    expect(chain.next('一心一意', 'char')).toEqual(['意气风发']);
    expect(chain.next('长治久安', 'sound')).toEqual(['安居乐业', '按部就班']);
    expect(chain.follows('易如反掌', '掌上明珠', 'sound')).toBe(true);
    expect(syl.get('长治久安')?.[0]).toBe('chang'); // 长 read cháng here
  });
  it('has no sound chain without pinyin', () => {
    const chain = createChain(small);
    expect(chain.sound).toBe(false);
    expect(chain.next('一心一意', 'sound')).toEqual([]);
  });
});
