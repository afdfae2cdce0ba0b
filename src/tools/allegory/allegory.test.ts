import { describe, expect, it } from 'vitest';
import { buildIndex, search } from '../../common/cn-search.js';
import { allegoryKeys, loadAllegories, toAllegories } from './allegory.js';

const all = await loadAllegories();
const index = buildIndex(all, allegoryKeys);

describe('allegories', () => {
  it('has the whole cnchar-xhy list, riddle and answer in every row', () => {
    expect(all.length).toBeGreaterThan(13000);
    for (const a of all) {
      expect(a.riddle.length).toBeGreaterThan(0);
      expect(a.answers.length).toBeGreaterThan(0);
    }
  });
  it.each([
    ['大水冲了龙王庙', '自家人不识自家人'],
    ['外甥打灯笼', '照旧'],
  ])('finds %s → %s', (riddle, answer) => {
    const hits = search(index, riddle).map((h) => h.item);
    expect(hits.some((h) => h.riddle === riddle && h.answers.some((x) => x.includes(answer.slice(0, 2))))).toBe(true);
  });
  it('finds by the answer too', () => {
    expect(search(index, '自顾不暇').some((h) => h.item.answers.includes('自顾不暇'))).toBe(true);
  });
  it('splits alternatives, drops empty rows and duplicates', () => {
    expect(
      toAllegories([
        ['甲', '乙；丙'],
        ['甲', '乙；丙'],
        ['', 'x'],
        ['丁', ''],
      ]),
    ).toEqual([{ riddle: '甲', answers: ['乙', '丙'] }]);
  });
});
