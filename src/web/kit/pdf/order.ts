/** Reordering lists (files to merge, pictures, pages): moves and removals that keep everything else. Pure. */

/** `list` with the item at `from` moved to index `to` (clamped). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item);
  return out;
}

/** `list` with the items at `indexes` moved one step earlier (-1) or later (+1) as a block; order kept. */
export function shiftItems<T>(
  list: readonly T[],
  indexes: ReadonlySet<number>,
  step: -1 | 1,
): { list: T[]; moved: Set<number> } {
  const out = [...list];
  const moved = new Set<number>();
  const order = [...indexes].filter((i) => i >= 0 && i < list.length).sort((a, b) => (step < 0 ? a - b : b - a));
  for (const i of order) {
    const j = i + step;
    if (j < 0 || j >= out.length || moved.has(j)) {
      moved.add(i);
      continue;
    }
    [out[i], out[j]] = [out[j], out[i]];
    moved.add(j);
  }
  return { list: out, moved };
}

/** `list` without the items at `indexes`. */
export function removeItems<T>(list: readonly T[], indexes: ReadonlySet<number>): T[] {
  return list.filter((_, i) => !indexes.has(i));
}
