/** Stickers drawn for the editor (our own SVG; colours are part of the drawing). */
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`;

export const STICKERS: readonly { id: string; svg: string }[] = [
  {
    id: 'heart',
    svg: svg(
      '<path d="M50 88C20 66 6 50 6 32A20 20 0 0 1 50 22a20 20 0 0 1 44 10c0 18-14 34-44 56z" fill="#ff4d6d" stroke="#fff" stroke-width="5"/>',
    ),
  },
  {
    id: 'star',
    svg: svg(
      '<path d="M50 6l13 28 30 3-23 20 7 30-27-16-27 16 7-30L7 37l30-3z" fill="#ffd166" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>',
    ),
  },
  {
    id: 'sparkle',
    svg: svg(
      '<path d="M50 4q6 40 46 46-40 6-46 46-6-40-46-46 40-6 46-46z" fill="#7bdff2"/><path d="M80 10q2 12 14 14-12 2-14 14-2-12-14-14 12-2 14-14z" fill="#b2f7ef"/>',
    ),
  },
  {
    id: 'crown',
    svg: svg(
      '<path d="M10 78l-4-48 24 20 20-34 20 34 24-20-4 48z" fill="#fcbf49" stroke="#fff" stroke-width="5" stroke-linejoin="round"/><circle cx="50" cy="62" r="7" fill="#e63946"/>',
    ),
  },
  {
    id: 'glasses',
    svg: svg(
      '<path d="M4 38h92v8h-6c-2 18-10 26-22 26s-18-8-20-20h-4c-2 12-8 20-20 20S12 64 10 46H4z" fill="#1d1d1f"/><path d="M18 48l10-6M62 48l10-6" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".6"/>',
    ),
  },
  {
    id: 'bubble',
    svg: svg(
      '<path d="M12 14h76a8 8 0 0 1 8 8v40a8 8 0 0 1-8 8H44l-20 18 4-18H12a8 8 0 0 1-8-8V22a8 8 0 0 1 8-8z" fill="#fff" stroke="#1d1d1f" stroke-width="5"/><circle cx="30" cy="42" r="6" fill="#1d1d1f"/><circle cx="50" cy="42" r="6" fill="#1d1d1f"/><circle cx="70" cy="42" r="6" fill="#1d1d1f"/>',
    ),
  },
  {
    id: 'flower',
    svg: svg(
      '<g fill="#ff8fab" stroke="#fff" stroke-width="4"><circle cx="50" cy="24" r="18"/><circle cx="76" cy="44" r="18"/><circle cx="66" cy="74" r="18"/><circle cx="34" cy="74" r="18"/><circle cx="24" cy="44" r="18"/></g><circle cx="50" cy="52" r="13" fill="#ffd166"/>',
    ),
  },
  {
    id: 'thumb',
    svg: svg(
      '<path d="M34 90V46l18-34q10 0 10 10l-3 18h26q10 0 8 12l-6 30q-2 8-10 8z" fill="#ffd166" stroke="#1d1d1f" stroke-width="5" stroke-linejoin="round"/><rect x="10" y="46" width="20" height="44" rx="4" fill="#4895ef" stroke="#1d1d1f" stroke-width="5"/>',
    ),
  },
];

export function stickerSvg(id: string): string | undefined {
  return STICKERS.find((s) => s.id === id)?.svg;
}
