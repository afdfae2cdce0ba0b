/**
 * The page organizer's document as a list of cards (pages of the source, turned, or blank pages) and the
 * edits on the selected ones: rotate, delete, insert a blank page, move; then the page plan. Pure, tested.
 */
import { moveItem, removeItems, shiftItems, type PlanItem } from '../../web/kit/pdf/pure.js';

export type Card =
  | { id: string; kind: 'page'; page: number; rotate: number }
  | { id: string; kind: 'blank'; width: number; height: number };

export interface Size {
  width: number;
  height: number;
}

const A4: Size = { width: 595.28, height: 841.89 };

export function initialCards(pageCount: number): Card[] {
  return Array.from({ length: pageCount }, (_, page) => ({ id: `p${page}`, kind: 'page', page, rotate: 0 }));
}

const indexesOf = (cards: Card[], selected: ReadonlySet<string>) =>
  new Set(cards.flatMap((c, i) => (selected.has(c.id) ? [i] : [])));

/** The selected pages turned by `by` degrees (blank pages swap their sides). */
export function rotateCards(cards: Card[], selected: ReadonlySet<string>, by: 90 | -90): Card[] {
  return cards.map((c) => {
    if (!selected.has(c.id)) return c;
    if (c.kind === 'blank') return { ...c, width: c.height, height: c.width };
    return { ...c, rotate: (((c.rotate + by) % 360) + 360) % 360 };
  });
}

export function deleteCards(cards: Card[], selected: ReadonlySet<string>): Card[] {
  return removeItems(cards, indexesOf(cards, selected));
}

/**
 * A blank page after the last selected card (at the end when none is), the size of the card before it as
 * seen (`seen` gives a source page's seen size), A4 when there is none.
 */
export function insertBlank(
  cards: Card[],
  selected: ReadonlySet<string>,
  seen: (page: number) => Size | undefined,
  id: string,
): Card[] {
  const picked = [...indexesOf(cards, selected)];
  const after = picked.length ? Math.max(...picked) : cards.length - 1;
  const before = cards[after];
  let size = A4;
  if (before?.kind === 'blank') size = { width: before.width, height: before.height };
  else if (before) {
    const s = seen(before.page);
    if (s) size = before.rotate % 180 === 0 ? s : { width: s.height, height: s.width };
  }
  const out = [...cards];
  out.splice(after + 1, 0, { id, kind: 'blank', width: size.width, height: size.height });
  return out;
}

/** The selected cards one place earlier or later. */
export function shiftCards(cards: Card[], selected: ReadonlySet<string>, step: -1 | 1): Card[] {
  return shiftItems(cards, indexesOf(cards, selected), step).list;
}

/** A card dragged onto another's place. */
export function dropCard(cards: Card[], id: string, ontoId: string): Card[] {
  const from = cards.findIndex((c) => c.id === id);
  const to = cards.findIndex((c) => c.id === ontoId);
  return from < 0 || to < 0 ? cards : moveItem(cards, from, to);
}

/** The plan of all cards, or only the selected ones (extracting). */
export function cardPlan(cards: Card[], only?: ReadonlySet<string>): PlanItem[] {
  return cards
    .filter((c) => !only || only.has(c.id))
    .map((c) =>
      c.kind === 'blank'
        ? { blank: { width: c.width, height: c.height } }
        : { source: 0, page: c.page, ...(c.rotate && { rotate: c.rotate }) },
    );
}
