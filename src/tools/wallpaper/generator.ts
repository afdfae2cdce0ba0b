/**
 * Wallpapers drawn by our own code (pure): each design turns (seed, width, height) into a list of drawing
 * operations — the same seed always gives the same picture, at any resolution — and `draw` paints them
 * on any 2D canvas context. Colours come from our palettes (data, not styling).
 */
export type Category = 'gradient' | 'geometric' | 'pattern' | 'type';
export const CATEGORIES: readonly Category[] = ['gradient', 'geometric', 'pattern', 'type'];

export type Stop = [number, string];
export type Paint =
  | string
  | { kind: 'linear'; x0: number; y0: number; x1: number; y1: number; stops: Stop[] }
  | { kind: 'radial'; x: number; y: number; r: number; stops: Stop[] };

export type Op =
  | { op: 'rect'; x: number; y: number; w: number; h: number; paint: Paint; alpha?: number }
  | { op: 'circle'; x: number; y: number; r: number; paint: Paint; alpha?: number }
  | { op: 'poly'; points: number[]; paint: Paint; alpha?: number }
  | {
      op: 'text';
      text: string;
      x: number;
      y: number;
      size: number;
      font: 'sans' | 'black' | 'brush';
      paint: Paint;
      alpha?: number;
      vertical?: boolean;
    };

/** mulberry32: a small, fast, seedable PRNG (0 ≤ x < 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Palettes: five colours, dark to light-ish, each harmonious. */
export const PALETTES: readonly string[][] = [
  ['#0b1d3a', '#1f4e79', '#2e86ab', '#a9d6e5', '#f6f1e9'],
  ['#2b0f3a', '#6a1b9a', '#c2185b', '#f06292', '#ffe0e9'],
  ['#10271d', '#1b5e20', '#43a047', '#a5d6a7', '#f1f8e9'],
  ['#3e1f0d', '#bf360c', '#f4511e', '#ffb74d', '#fff3e0'],
  ['#14142b', '#3d348b', '#7678ed', '#f7b801', '#f18701'],
  ['#1a1a2e', '#16213e', '#0f3460', '#e94560', '#f5f5f5'],
  ['#073b4c', '#118ab2', '#06d6a0', '#ffd166', '#ef476f'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
  ['#001219', '#005f73', '#0a9396', '#94d2bd', '#e9d8a6'],
  ['#2d00f7', '#8900f2', '#bc00dd', '#e500a4', '#ffd6ff'],
  ['#3a0ca3', '#4361ee', '#4cc9f0', '#b8f2e6', '#fefae0'],
  ['#283618', '#606c38', '#dda15e', '#bc6c25', '#fefae0'],
];

export const PHRASES = [
  '保持热爱',
  '温柔且坚定',
  '慢慢来',
  '好运正在路上',
  '今天也要开心',
  '自在',
  '向光而行',
  '心有山海',
  '岁月静好',
  '万事顺意',
];
export const SINGLE_CHARACTERS = ['静', '光', '福', '禅', '梦', '山', '海', '风', '喜', '安'];

interface Ctx {
  w: number;
  h: number;
  r: () => number;
  pal: string[];
  text: string;
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length) % list.length];
const between = (r: () => number, a: number, b: number) => a + (b - a) * r();
const round = (v: number) => Math.round(v * 100) / 100;

function aurora({ w, h, r, pal }: Ctx): Op[] {
  const ops: Op[] = [{ op: 'rect', x: 0, y: 0, w, h, paint: pal[0] }];
  const m = Math.max(w, h);
  for (let i = 0; i < 6; i++) {
    const c = pal[1 + (i % 4)];
    ops.push({
      op: 'circle',
      x: round(between(r, -0.1, 1.1) * w),
      y: round(between(r, -0.1, 1.1) * h),
      r: round(between(r, 0.35, 0.7) * m),
      paint: {
        kind: 'radial',
        x: 0,
        y: 0,
        r: 1,
        stops: [
          [0, c],
          [1, `${c}00`],
        ],
      },
      alpha: round(between(r, 0.45, 0.85)),
    });
  }
  return ops;
}

function dusk({ w, h, r, pal }: Ctx): Op[] {
  const angle = between(r, 0, Math.PI);
  const dx = (Math.cos(angle) * w) / 2;
  const dy = (Math.sin(angle) * h) / 2;
  const stops: Stop[] = [
    [0, pal[1]],
    [0.5, pal[2 + Math.floor(r() * 2)]],
    [1, pal[4]],
  ];
  const ops: Op[] = [
    {
      op: 'rect',
      x: 0,
      y: 0,
      w,
      h,
      paint: {
        kind: 'linear',
        x0: round(w / 2 - dx),
        y0: round(h / 2 - dy),
        x1: round(w / 2 + dx),
        y1: round(h / 2 + dy),
        stops,
      },
    },
  ];
  // A low sun.
  ops.push({
    op: 'circle',
    x: round(between(r, 0.25, 0.75) * w),
    y: round(between(r, 0.55, 0.75) * h),
    r: round(Math.min(w, h) * between(r, 0.12, 0.2)),
    paint: pal[4],
    alpha: 0.35,
  });
  return ops;
}

function waves({ w, h, r, pal }: Ctx): Op[] {
  const ops: Op[] = [{ op: 'rect', x: 0, y: 0, w, h, paint: pal[4] }];
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const base = h * (0.35 + (i * 0.6) / layers);
    const amp = h * between(r, 0.02, 0.06);
    const freq = between(r, 1, 2.5);
    const phase = between(r, 0, Math.PI * 2);
    const points: number[] = [0, h];
    for (let s = 0; s <= 48; s++) {
      const x = (w * s) / 48;
      points.push(round(x), round(base + Math.sin((s / 48) * Math.PI * 2 * freq + phase) * amp));
    }
    points.push(w, h);
    ops.push({ op: 'poly', points, paint: pal[3 - Math.min(3, i)] ?? pal[0], alpha: 0.55 + i * 0.1 });
  }
  return ops;
}

function peaks({ w, h, r, pal }: Ctx): Op[] {
  const ops: Op[] = [
    {
      op: 'rect',
      x: 0,
      y: 0,
      w,
      h,
      paint: {
        kind: 'linear',
        x0: 0,
        y0: 0,
        x1: 0,
        y1: h,
        stops: [
          [0, pal[3]],
          [1, pal[4]],
        ],
      },
    },
  ];
  for (let i = 0; i < 4; i++) {
    const points: number[] = [0, h];
    let x = 0;
    const top = h * (0.4 + i * 0.12);
    while (x < w) {
      points.push(round(x), round(top + between(r, -0.12, 0.08) * h));
      x += w * between(r, 0.08, 0.22);
    }
    points.push(w, round(top), w, h);
    ops.push({ op: 'poly', points, paint: pal[Math.max(0, 2 - i)] ?? pal[0], alpha: 0.9 });
  }
  return ops;
}

function circles({ w, h, r, pal }: Ctx): Op[] {
  const ops: Op[] = [{ op: 'rect', x: 0, y: 0, w, h, paint: pal[0] }];
  const m = Math.min(w, h);
  for (let i = 0; i < 14; i++)
    ops.push({
      op: 'circle',
      x: round(r() * w),
      y: round(r() * h),
      r: round(between(r, 0.05, 0.3) * m),
      paint: pick(r, pal.slice(1)),
      alpha: round(between(r, 0.25, 0.8)),
    });
  return ops;
}

function triangles({ w, h, r, pal }: Ctx): Op[] {
  const ops: Op[] = [];
  const cols = 6;
  const cell = w / cols;
  const rows = Math.ceil(h / cell) + 1;
  const jitter = (x: number, y: number) => [
    round(x + between(r, -0.2, 0.2) * cell),
    round(y + between(r, -0.2, 0.2) * cell),
  ];
  const grid: number[][][] = [];
  for (let y = 0; y <= rows; y++) {
    grid.push([]);
    for (let x = 0; x <= cols; x++)
      grid[y].push(x === 0 || x === cols ? [x * cell, y * cell] : jitter(x * cell, y * cell));
  }
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < cols; x++) {
      const [a, b, c, d] = [grid[y][x], grid[y][x + 1], grid[y + 1][x], grid[y + 1][x + 1]];
      const t = (y / rows) * 3 + r() * 1.2;
      ops.push({ op: 'poly', points: [...a, ...b, ...c], paint: pal[Math.min(4, Math.floor(t))] });
      ops.push({ op: 'poly', points: [...b, ...d, ...c], paint: pal[Math.min(4, Math.floor(t + 0.4))] });
    }
  return ops;
}

function dots({ w, h, r, pal }: Ctx): Op[] {
  const bg = pick(r, [pal[0], pal[4]]);
  const ops: Op[] = [{ op: 'rect', x: 0, y: 0, w, h, paint: bg }];
  const step = Math.min(w, h) / between(r, 8, 14);
  const size = step * between(r, 0.12, 0.3);
  const fg = bg === pal[0] ? [pal[2], pal[3]] : [pal[1], pal[2]];
  for (let y = 0, row = 0; y < h + step; y += step * 0.866, row++)
    for (let x = row % 2 ? step / 2 : 0; x < w + step; x += step)
      ops.push({ op: 'circle', x: round(x), y: round(y), r: round(size), paint: fg[(row + Math.round(x / step)) % 2] });
  return ops;
}

function stripes({ w, h, r, pal }: Ctx): Op[] {
  const ops: Op[] = [{ op: 'rect', x: 0, y: 0, w, h, paint: pal[4] }];
  const band = Math.max(w, h) / between(r, 10, 18);
  const diag = w + h;
  let i = 0;
  for (let x = -h; x < diag; x += band, i++) {
    if (i % 2) continue;
    ops.push({
      op: 'poly',
      points: [round(x), 0, round(x + band), 0, round(x + band + h), h, round(x + h), h],
      paint: pal[1 + (Math.floor(i / 2) % 3)],
      alpha: 0.85,
    });
  }
  return ops;
}

function terrazzo({ w, h, r, pal }: Ctx): Op[] {
  const ops: Op[] = [{ op: 'rect', x: 0, y: 0, w, h, paint: pal[4] }];
  const m = Math.min(w, h);
  const count = Math.round(((w * h) / (m * m)) * 60);
  for (let i = 0; i < count; i++) {
    const cx = r() * w;
    const cy = r() * h;
    const s = between(r, 0.01, 0.04) * m;
    const sides = 3 + Math.floor(r() * 3);
    const rot = r() * Math.PI;
    const points: number[] = [];
    for (let k = 0; k < sides; k++) {
      const a = rot + (k / sides) * Math.PI * 2;
      const rr = s * between(r, 0.6, 1.2);
      points.push(round(cx + Math.cos(a) * rr), round(cy + Math.sin(a) * rr));
    }
    ops.push({ op: 'poly', points, paint: pick(r, pal.slice(0, 4)) });
  }
  return ops;
}

function quote({ w, h, r, pal, text }: Ctx): Op[] {
  const phrase = text || pick(r, PHRASES);
  const dark = r() < 0.5;
  const ops: Op[] = [
    {
      op: 'rect',
      x: 0,
      y: 0,
      w,
      h,
      paint: {
        kind: 'linear',
        x0: 0,
        y0: 0,
        x1: w,
        y1: h,
        stops: dark
          ? [
              [0, pal[0]],
              [1, pal[1]],
            ]
          : [
              [0, pal[4]],
              [1, pal[3]],
            ],
      },
    },
  ];
  const chars = [...phrase];
  const vertical = h > w;
  const size = vertical ? Math.min(w * 0.16, (h * 0.55) / chars.length) : Math.min(h * 0.16, (w * 0.7) / chars.length);
  ops.push({
    op: 'text',
    text: phrase,
    x: round(w / 2),
    y: round(h * (vertical ? 0.42 : 0.5)),
    size: round(size),
    font: r() < 0.5 ? 'brush' : 'black',
    paint: dark ? pal[4] : pal[0],
    vertical,
  });
  ops.push({
    op: 'rect',
    x: round(w / 2 - size * 0.04),
    y: round(h * (vertical ? 0.78 : 0.72)),
    w: round(size * 0.08),
    h: round(size * 0.8),
    paint: dark ? pal[3] : pal[1],
    alpha: 0.8,
  });
  return ops;
}

function bigChar({ w, h, r, pal, text }: Ctx): Op[] {
  const ch = [...(text || pick(r, SINGLE_CHARACTERS))][0];
  const ops: Op[] = [{ op: 'rect', x: 0, y: 0, w, h, paint: pal[0] }];
  const m = Math.min(w, h);
  ops.push({ op: 'circle', x: round(w / 2), y: round(h / 2), r: round(m * 0.36), paint: pal[3], alpha: 0.9 });
  ops.push({
    op: 'text',
    text: ch,
    x: round(w / 2),
    y: round(h / 2),
    size: round(m * 0.42),
    font: 'brush',
    paint: pal[0],
  });
  return ops;
}

export interface Design {
  id: string;
  category: Category;
  name: { zh: string; en: string };
  keywords: string[];
  make: (c: Ctx) => Op[];
  /** Takes the visitor's own text. */
  text?: boolean;
}

function design(
  id: string,
  category: Category,
  zh: string,
  en: string,
  make: Design['make'],
  keywords: string[],
  text?: true,
): Design {
  return { id, category, name: { zh, en }, keywords, make, ...(text ? { text } : {}) };
}

export const DESIGNS: readonly Design[] = [
  design('aurora', 'gradient', '极光', 'Aurora', aurora, ['渐变', '极光', '梦幻', 'gradient', 'aurora']),
  design('dusk', 'gradient', '黄昏', 'Dusk', dusk, ['渐变', '日落', '黄昏', '太阳', 'gradient', 'sunset']),
  design('waves', 'geometric', '海浪', 'Waves', waves, ['海浪', '波浪', '几何', '大海', 'waves', 'sea']),
  design('peaks', 'geometric', '山峦', 'Peaks', peaks, ['山', '山峦', '风景', '几何', 'mountains']),
  design('circles', 'geometric', '圆点光斑', 'Bubbles', circles, ['圆', '光斑', '几何', 'bubbles', 'circles']),
  design('triangles', 'geometric', '低多边形', 'Low poly', triangles, [
    '三角',
    '多边形',
    '几何',
    'low poly',
    'triangles',
  ]),
  design('dots', 'pattern', '波点', 'Polka dots', dots, ['波点', '圆点', '图案', '可爱', 'dots', 'pattern']),
  design('stripes', 'pattern', '斜条纹', 'Stripes', stripes, ['条纹', '图案', '简约', 'stripes', 'pattern']),
  design('terrazzo', 'pattern', '水磨石', 'Terrazzo', terrazzo, ['水磨石', '碎片', '图案', 'terrazzo', 'pattern']),
  design('quote', 'type', '文字语录', 'Quote', quote, ['文字', '语录', '励志', '书法', 'quote', 'text'], true),
  design('char', 'type', '单字', 'One character', bigChar, ['文字', '单字', '书法', '福', 'character'], true),
];

export function findDesign(id: string): Design | undefined {
  return DESIGNS.find((d) => d.id === id);
}

/** The drawing of one wallpaper: same design, seed, size and text → the same operations. */
export function makeWallpaper(designId: string, seed: number, width: number, height: number, text = ''): Op[] {
  const design = findDesign(designId) ?? DESIGNS[0];
  const r = rng(seed);
  const pal = PALETTES[Math.floor(r() * PALETTES.length)];
  return design.make({ w: width, h: height, r, pal, text: text.trim().slice(0, 12) });
}

/** Designs whose name, category or keywords match the query (all when empty). */
export function searchDesigns(query: string, category: Category | 'all' = 'all'): Design[] {
  const q = query.trim().toLowerCase();
  return DESIGNS.filter(
    (d) =>
      (category === 'all' || d.category === category) &&
      (!q ||
        d.name.zh.includes(q) ||
        d.name.en.toLowerCase().includes(q) ||
        d.keywords.some((k) => k.toLowerCase().includes(q))),
  );
}

/** The minimal 2D context `draw` needs (a real CanvasRenderingContext2D, or a recorder in tests). */
export interface Painter {
  fillStyle: string | CanvasGradient | CanvasPattern;
  globalAlpha: number;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  fillRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, r: number, a0: number, a1: number): void;
  closePath(): void;
  fill(): void;
  fillText(text: string, x: number, y: number): void;
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): CanvasGradient;
  createRadialGradient(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number): CanvasGradient;
  save(): void;
  restore(): void;
}

function paintOf(ctx: Painter, p: Paint, at?: { x: number; y: number; r: number }): string | CanvasGradient {
  if (typeof p === 'string') return p;
  const g =
    p.kind === 'linear'
      ? ctx.createLinearGradient(p.x0, p.y0, p.x1, p.y1)
      : at
        ? ctx.createRadialGradient(at.x, at.y, 0, at.x, at.y, at.r)
        : ctx.createRadialGradient(p.x, p.y, 0, p.x, p.y, p.r);
  for (const [o, c] of p.stops) g.addColorStop(o, c);
  return g;
}

/** Paints the operations; `font(name, px)` gives the CSS font for text. */
export function draw(
  ctx: Painter,
  ops: readonly Op[],
  font: (name: 'sans' | 'black' | 'brush', px: number) => string,
): void {
  for (const o of ops) {
    ctx.save();
    ctx.globalAlpha = o.alpha ?? 1;
    switch (o.op) {
      case 'rect':
        ctx.fillStyle = paintOf(ctx, o.paint);
        ctx.fillRect(o.x, o.y, o.w, o.h);
        break;
      case 'circle':
        ctx.fillStyle = paintOf(ctx, o.paint, { x: o.x, y: o.y, r: o.r });
        ctx.beginPath();
        ctx.arc(o.x, o.y, o.r, 0, Math.PI * 2);
        ctx.fill();
        break;
      case 'poly':
        ctx.fillStyle = paintOf(ctx, o.paint);
        ctx.beginPath();
        ctx.moveTo(o.points[0], o.points[1]);
        for (let i = 2; i < o.points.length; i += 2) ctx.lineTo(o.points[i], o.points[i + 1]);
        ctx.closePath();
        ctx.fill();
        break;
      case 'text': {
        ctx.fillStyle = paintOf(ctx, o.paint);
        ctx.font = font(o.font, o.size);
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        const chars = [...o.text];
        if (o.vertical) {
          const top = o.y - ((chars.length - 1) * o.size * 1.15) / 2;
          chars.forEach((c, i) => ctx.fillText(c, o.x, top + i * o.size * 1.15));
        } else ctx.fillText(o.text, o.x, o.y);
        break;
      }
    }
    ctx.restore();
  }
}
