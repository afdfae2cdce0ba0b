/** Colour codes as the colour field reads and writes them. */

export function isColor(text: string): boolean {
  return /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text);
}

/** What a system colour picker takes: `#abc` → `#aabbcc`, `#aabbccdd` → `#aabbcc`; black for anything else. */
export function swatchOf(color: string): string {
  if (!isColor(color)) return '#000000';
  const hex = color.slice(1);
  if (hex.length === 3) return `#${[...hex].map((c) => c + c).join('')}`;
  return `#${hex.slice(0, 6)}`;
}
