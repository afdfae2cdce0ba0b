/**
 * Our own drawn decorations (SVG art made for this tool) and where each sits on a face: which landmark it
 * is anchored to, its width in face widths, a shift along the face's up axis, and the point of the
 * picture (fractions of its box) that goes on the anchor.
 */

export type Anchor = 'forehead' | 'eyes' | 'nose';
export type Group = 'cute' | 'glasses' | 'festival' | 'birthday';

export interface Decoration {
  id: string;
  group: Group;
  anchor: Anchor;
  /** Width in face widths (cheek to cheek). */
  width: number;
  /** Shift from the anchor towards the top of the head, in face widths. */
  lift: number;
  /** The point of the picture (0..1 of its width and height) put on the anchor. */
  pivot: [number, number];
  /** viewBox width and height. */
  size: [number, number];
  svg: string;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w * 4}" height="${h * 4}">${body}</svg>`;

export const DECORATIONS: readonly Decoration[] = [
  {
    id: 'party-hat',
    group: 'birthday',
    anchor: 'forehead',
    width: 0.75,
    lift: 0.3,
    pivot: [0.5, 0.96],
    size: [100, 120],
    svg: svg(
      100,
      120,
      '<defs><clipPath id="c"><path d="M50 8 90 112H10z"/></clipPath></defs><path d="M50 8 90 112H10z" fill="#38bdf8"/><g clip-path="url(#c)" fill="#f472b6"><path d="M0 40 100 20v14L0 54zM0 76l100-20v14L0 90z"/></g><g fill="#fde047"><circle cx="38" cy="66" r="4"/><circle cx="62" cy="46" r="3.5"/><circle cx="58" cy="92" r="4"/><circle cx="30" cy="100" r="3"/></g><path d="M8 108q42 10 84 0v8q-42 8-84 0z" fill="#fde047" stroke="#f59e0b" stroke-width="2"/><circle cx="50" cy="8" r="8" fill="#fde047" stroke="#f59e0b" stroke-width="2"/>',
    ),
  },
  {
    id: 'crown',
    group: 'birthday',
    anchor: 'forehead',
    width: 0.9,
    lift: 0.28,
    pivot: [0.5, 0.95],
    size: [120, 80],
    svg: svg(
      120,
      80,
      '<path d="M8 72 4 18l28 24L60 6l28 36 28-24-4 54z" fill="#facc15" stroke="#b45309" stroke-width="3" stroke-linejoin="round"/><rect x="8" y="62" width="104" height="12" rx="3" fill="#f59e0b" stroke="#b45309" stroke-width="3"/><circle cx="60" cy="44" r="7" fill="#ef4444" stroke="#fff" stroke-width="2"/><circle cx="30" cy="52" r="5" fill="#3b82f6" stroke="#fff" stroke-width="2"/><circle cx="90" cy="52" r="5" fill="#22c55e" stroke="#fff" stroke-width="2"/><circle cx="4" cy="18" r="4" fill="#fde047"/><circle cx="60" cy="6" r="5" fill="#fde047"/><circle cx="116" cy="18" r="4" fill="#fde047"/>',
    ),
  },
  {
    id: 'cat-ears',
    group: 'cute',
    anchor: 'forehead',
    width: 1.3,
    lift: 0.22,
    pivot: [0.5, 0.92],
    size: [140, 60],
    svg: svg(
      140,
      60,
      '<path d="M10 58 18 4l34 40z" fill="#1f2937"/><path d="M20 48 24 18l18 22z" fill="#f9a8d4"/><path d="M130 58 122 4 88 44z" fill="#1f2937"/><path d="M120 48 116 18 98 40z" fill="#f9a8d4"/><path d="M6 56q64-26 128 0" stroke="#1f2937" stroke-width="6" fill="none" stroke-linecap="round"/>',
    ),
  },
  {
    id: 'bunny-ears',
    group: 'cute',
    anchor: 'forehead',
    width: 1.0,
    lift: 0.2,
    pivot: [0.5, 0.96],
    size: [100, 130],
    svg: svg(
      100,
      130,
      '<g transform="rotate(-12 30 120)"><ellipse cx="30" cy="60" rx="16" ry="56" fill="#fff" stroke="#d1d5db" stroke-width="3"/><ellipse cx="30" cy="64" rx="8" ry="42" fill="#fbcfe8"/></g><g transform="rotate(12 70 120)"><ellipse cx="70" cy="60" rx="16" ry="56" fill="#fff" stroke="#d1d5db" stroke-width="3"/><ellipse cx="70" cy="64" rx="8" ry="42" fill="#fbcfe8"/></g><path d="M8 126q42-20 84 0" stroke="#f472b6" stroke-width="7" fill="none" stroke-linecap="round"/>',
    ),
  },
  {
    id: 'round-glasses',
    group: 'glasses',
    anchor: 'eyes',
    width: 0.95,
    lift: 0,
    pivot: [0.5, 0.5],
    size: [140, 50],
    svg: svg(
      140,
      50,
      '<circle cx="38" cy="25" r="21" fill="#bae6fd" fill-opacity=".25" stroke="#7c2d12" stroke-width="5"/><circle cx="102" cy="25" r="21" fill="#bae6fd" fill-opacity=".25" stroke="#7c2d12" stroke-width="5"/><path d="M59 22q11-8 22 0" stroke="#7c2d12" stroke-width="4" fill="none"/><path d="M17 20 2 16M123 20l15-4" stroke="#7c2d12" stroke-width="4" stroke-linecap="round"/><path d="M26 16q6-5 12-4M90 16q6-5 12-4" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".8"/>',
    ),
  },
  {
    id: 'sunglasses',
    group: 'glasses',
    anchor: 'eyes',
    width: 1,
    lift: 0,
    pivot: [0.5, 0.42],
    size: [150, 50],
    svg: svg(
      150,
      50,
      '<path d="M8 8h56q4 0 4 5 0 30-28 30Q10 43 8 13z" fill="#111827"/><path d="M142 8H86q-4 0-4 5 0 30 28 30 30 0 32-30z" fill="#111827"/><path d="M64 12q11-6 22 0" stroke="#111827" stroke-width="5" fill="none"/><path d="M2 10h8M140 10h8" stroke="#111827" stroke-width="5" stroke-linecap="round"/><path d="M18 14l12 16M96 14l12 16" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".35"/>',
    ),
  },
  {
    id: 'blush',
    group: 'cute',
    anchor: 'nose',
    width: 0.9,
    lift: 0.02,
    pivot: [0.5, 0.5],
    size: [140, 40],
    svg: svg(
      140,
      40,
      '<ellipse cx="22" cy="20" rx="20" ry="12" fill="#fb7185" opacity=".55"/><ellipse cx="118" cy="20" rx="20" ry="12" fill="#fb7185" opacity=".55"/><path d="M12 16l6 8M22 14l6 8M112 16l6 8M122 14l6 8" stroke="#e11d48" stroke-width="2.5" stroke-linecap="round" opacity=".6"/>',
    ),
  },
  {
    id: 'spring-hat',
    group: 'festival',
    anchor: 'forehead',
    width: 1.3,
    lift: 0.24,
    pivot: [0.5, 0.93],
    size: [120, 90],
    svg: svg(
      120,
      90,
      '<path d="M14 80Q14 14 60 12q46 2 46 68z" fill="#dc2626" stroke="#7f1d1d" stroke-width="3"/><path d="M4 78q56-14 112 0v10Q60 76 4 88z" fill="#facc15" stroke="#b45309" stroke-width="2.5"/><circle cx="60" cy="10" r="9" fill="#facc15" stroke="#b45309" stroke-width="2.5"/><circle cx="60" cy="46" r="15" fill="#facc15" stroke="#b45309" stroke-width="2.5"/><rect x="54" y="40" width="12" height="12" fill="#dc2626" stroke="#b45309" stroke-width="2"/><g fill="#fde68a"><circle cx="30" cy="40" r="3"/><circle cx="90" cy="40" r="3"/><circle cx="36" cy="62" r="3"/><circle cx="84" cy="62" r="3"/></g>',
    ),
  },
  {
    id: 'lanterns',
    group: 'festival',
    anchor: 'forehead',
    width: 1.5,
    lift: 0.12,
    pivot: [0.5, 0.2],
    size: [200, 110],
    svg: svg(
      200,
      110,
      '<path d="M4 8q96 30 192 0" stroke="#b45309" stroke-width="3" fill="none"/><g id="l"><path d="M24 14v10" stroke="#b45309" stroke-width="2"/><rect x="14" y="22" width="20" height="6" rx="2" fill="#facc15"/><ellipse cx="24" cy="48" rx="20" ry="21" fill="#dc2626" stroke="#7f1d1d" stroke-width="2"/><path d="M24 27v42M14 30q-6 18 0 36M34 30q6 18 0 36" stroke="#f59e0b" stroke-width="1.5" fill="none"/><rect x="14" y="67" width="20" height="6" rx="2" fill="#facc15"/><path d="M20 73v30M24 73v34M28 73v30" stroke="#f59e0b" stroke-width="2"/></g><use href="#l" x="152"/>',
    ),
  },
];

export const GROUPS: readonly Group[] = ['festival', 'birthday', 'cute', 'glasses'];

export function decorationById(id: string): Decoration | undefined {
  return DECORATIONS.find((d) => d.id === id);
}
