import { describe, expect, it } from 'vitest';
import { explainIdiom, loadIdioms, parseIdioms } from './idioms.js';

describe('idioms.tsv', () => {
  it('holds over 30,000 explained idioms, each of 3 to 20 characters', async () => {
    const map = await loadIdioms();
    expect(map.size).toBeGreaterThan(30000);
    for (const [word, text] of map) {
      expect(word, word).toMatch(/^\p{Script=Han}[\p{Script=Han}，、]{2,19}$/u);
      expect(text.length, word).toBeGreaterThan(1);
      expect(text, word).not.toMatch(/[\t\n]/);
    }
  });
  it.each([
    ['画蛇添足', /多余/],
    ['守株待兔', /韩非子/],
    ['亡羊补牢', /战国策/],
    ['一心一意', /心眼/],
  ])('explains %s', async (word, pattern) => {
    expect(await explainIdiom(word)).toMatch(pattern);
  });
  it('knows nothing of a non-idiom', async () => {
    expect(await explainIdiom('长春市区')).toBeUndefined();
  });
  it('parses rows and skips comments', () => {
    expect([...parseIdioms('# c\n甲乙丙丁\t说明\n\n坏行')]).toEqual([['甲乙丙丁', '说明']]);
  });
});
