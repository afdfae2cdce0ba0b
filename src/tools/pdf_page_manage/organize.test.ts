import { describe, expect, it } from 'vitest';
import {
  cardPlan,
  deleteCards,
  dropCard,
  initialCards,
  insertBlank,
  rotateCards,
  shiftCards,
  type Card,
} from './organize.js';

const four = initialCards(4);
const sel = (...ids: string[]) => new Set(ids);
const order = (cards: Card[]) => cards.map((c) => (c.kind === 'page' ? c.page + 1 : 'B'));
const seen = (page: number) => (page === 1 ? { width: 842, height: 595 } : { width: 595, height: 842 });

describe('page organizer edits', () => {
  it('rotates the selected pages both ways, wrapping at 360', () => {
    const r = rotateCards(rotateCards(four, sel('p0', 'p2'), 90), sel('p0'), 90);
    expect(r.map((c) => c.kind === 'page' && c.rotate)).toEqual([180, 0, 90, 0]);
    expect(rotateCards(four, sel('p1'), -90)[1]).toMatchObject({ rotate: 270 });
  });
  it.each([
    [sel('p1', 'p3'), [1, 3]],
    [sel(), [1, 2, 3, 4]],
    [sel('p0', 'p1', 'p2', 'p3'), []],
  ])('deletes %j', (s, expected) => expect(order(deleteCards(four, s))).toEqual(expected));
  it.each([
    [sel('p1'), [1, 2, 'B', 3, 4], { width: 842, height: 595 }],
    [sel(), [1, 2, 3, 4, 'B'], { width: 595, height: 842 }],
    [sel('p0', 'p2'), [1, 2, 3, 'B', 4], { width: 595, height: 842 }],
  ])('inserts a blank page after %j, the size of the page before it', (s, expected, size) => {
    const out = insertBlank(four, s, seen, 'b1');
    expect(order(out)).toEqual(expected);
    expect(out.find((c) => c.id === 'b1')).toMatchObject(size);
  });
  it('a blank after a turned page takes its turned size; an empty document gets A4', () => {
    const turned = rotateCards(four, sel('p0'), 90);
    expect(insertBlank(turned, sel('p0'), seen, 'b')[1]).toMatchObject({ width: 842, height: 595 });
    expect(insertBlank([], sel(), seen, 'b')[0]).toMatchObject({ width: 595.28, height: 841.89 });
  });
  it.each([
    [sel('p2'), -1, [1, 3, 2, 4]],
    [sel('p0'), -1, [1, 2, 3, 4]],
    [sel('p0', 'p1'), 1, [3, 1, 2, 4]],
  ] as const)('shifts %j by %i', (s, step, expected) => expect(order(shiftCards(four, s, step))).toEqual(expected));
  it('drops a card on another place', () => {
    expect(order(dropCard(four, 'p3', 'p0'))).toEqual([4, 1, 2, 3]);
    expect(order(dropCard(four, 'zz', 'p0'))).toEqual([1, 2, 3, 4]);
  });
});

describe('cardPlan', () => {
  it('plans pages with their turn and blank pages; extracting keeps only the selected', () => {
    const cards = insertBlank(rotateCards(four, sel('p1'), 90), sel('p0'), seen, 'b');
    expect(cardPlan(cards)).toEqual([
      { source: 0, page: 0 },
      { blank: { width: 595, height: 842 } },
      { source: 0, page: 1, rotate: 90 },
      { source: 0, page: 2 },
      { source: 0, page: 3 },
    ]);
    expect(cardPlan(cards, sel('p3', 'p1'))).toEqual([
      { source: 0, page: 1, rotate: 90 },
      { source: 0, page: 3 },
    ]);
  });
});
