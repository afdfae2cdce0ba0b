/**
 * 证件照生成: the photo sizes, where the head goes in each, and the 6-inch print sheet. Pure (page and Node
 * tests); the pixels are drawn by the kit's vision engine.
 */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export interface PhotoSize {
  id: string;
  zh: string;
  en: string;
  /** Print size in millimetres (width, height). */
  mm: [number, number];
  /** Pixels at `dpi`. */
  px: [number, number];
  dpi: number;
  /**
   * Chin-to-crown height and the gap above the crown, in mm, where the size has a published rule
   * (sources in SIZES); the other sizes use the Chinese passport's proportions scaled to their height.
   */
  rule?: { head: number; top: number };
}

/** Inches in millimetres, for pixels = mm / 25.4 × dpi. */
export const MM_PER_INCH = 25.4;

export const pxAt = (mm: number, dpi: number) => Math.round((mm / MM_PER_INCH) * dpi);

/**
 * Sizes as Chinese photo studios and the issuing offices state them (checked 2026-11):
 * - 寸 sizes: the common studio sizes at 300 dpi (1寸 25×35 mm = 295×413 px, 2寸 35×49 mm = 413×579 px …).
 * - 中国护照 / 港澳通行证: 33×48 mm, head 28–33 mm, 3–5 mm above the crown (国家移民管理局《出入境证件相片照相指引》).
 * - 美国签证: 2×2 in, head 1–1 3/8 in chin to crown (travel.state.gov, Photo Requirements).
 * - 申根签证: 35×45 mm, chin to crown 32–36 mm (ICAO Doc 9303 photo guideline, used by the Schengen states).
 * - 日本签证: 45×45 mm (Embassy of Japan in China, visa photo).
 * - 身份证: 26×32 mm, 358×441 px at 350 dpi (GA 461-2004 居民身份证制证用数字相片技术标准).
 */
export const SIZES = [
  { id: '1in', zh: '一寸', en: '1-inch', mm: [25, 35], px: [295, 413], dpi: 300 },
  { id: '2in', zh: '二寸', en: '2-inch', mm: [35, 49], px: [413, 579], dpi: 300 },
  { id: 'small1in', zh: '小一寸', en: 'Small 1-inch', mm: [22, 32], px: [260, 378], dpi: 300 },
  { id: 'big1in', zh: '大一寸', en: 'Large 1-inch', mm: [33, 48], px: [390, 567], dpi: 300 },
  { id: 'small2in', zh: '小二寸', en: 'Small 2-inch', mm: [35, 45], px: [413, 531], dpi: 300 },
  {
    id: 'passport',
    zh: '中国护照/通行证',
    en: 'Chinese passport',
    mm: [33, 48],
    px: [390, 567],
    dpi: 300,
    rule: { head: 30.5, top: 4 },
  },
  {
    id: 'usvisa',
    zh: '美国签证',
    en: 'US visa',
    mm: [50.8, 50.8],
    px: [600, 600],
    dpi: 300,
    rule: { head: 30, top: 6 },
  },
  {
    id: 'schengen',
    zh: '申根签证',
    en: 'Schengen visa',
    mm: [35, 45],
    px: [413, 531],
    dpi: 300,
    rule: { head: 34, top: 4 },
  },
  { id: 'japanvisa', zh: '日本签证', en: 'Japan visa', mm: [45, 45], px: [531, 531], dpi: 300 },
  { id: 'idcard', zh: '身份证', en: 'ID card', mm: [26, 32], px: [358, 441], dpi: 350 },
] as const satisfies readonly PhotoSize[];

export type SizeId = (typeof SIZES)[number]['id'];
export const SIZE_IDS = SIZES.map((s) => s.id) as SizeId[];

export function sizeOf(id: SizeId): PhotoSize {
  return SIZES.find((s) => s.id === id) ?? SIZES[0];
}

/** The Chinese passport's framing (head 30.5 of 48 mm, 4 mm above) scaled to sizes without a rule. */
const DEFAULT_RULE = { head: 30.5 / 48, top: 4 / 48 };

/** Head height and gap above it, as shares of the photo height. */
export function headRule(size: PhotoSize): { head: number; top: number } {
  return size.rule ? { head: size.rule.head / size.mm[1], top: size.rule.top / size.mm[1] } : DEFAULT_RULE;
}

export const BACKGROUNDS = { white: '#ffffff', blue: '#438edb', red: '#d9001b' } as const;
export type BackgroundId = keyof typeof BACKGROUNDS;

export const SCHEMA = defineOptions({
  size: opt.choice(SIZE_IDS, '1in'),
  bg: opt.choice(['blue', 'white', 'red'] as const, 'blue'),
  /** Head size and height adjustments, in percent, for when the automatic framing is off. */
  zoom: opt.int(0, { min: -20, max: 20 }),
  shift: opt.int(0, { min: -20, max: 20 }),
});

export type Options = Values<typeof SCHEMA>;

/** Where the head is in the photo (its own pixels). */
export interface Head {
  crownY: number;
  chinY: number;
  centerX: number;
}

/** Face box (x, y, w, h) from the detector and the top of the person's mask above it → the head. */
export function headFrom(face: [number, number, number, number], crownY: number | null): Head {
  const [x, y, w, h] = face;
  // The detector's box runs from the brows to the chin; without a mask, the crown is about half a box above.
  const crown = crownY !== null && crownY < y ? crownY : y - h * 0.5;
  return { crownY: crown, chinY: y + h, centerX: x + w / 2 };
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of the photo that becomes the ID photo: scaled so the head is the size's share of the height,
 * the crown the rule's gap below the top edge, the face centred. `zoom`/`shift` (percent) nudge it.
 */
export function cropForHead(head: Head, size: PhotoSize, zoom = 0, shift = 0): Rect {
  const rule = headRule(size);
  const headPx = Math.max(1, head.chinY - head.crownY);
  const height = headPx / (rule.head * (1 + zoom / 100));
  const width = (height * size.px[0]) / size.px[1];
  const y = head.crownY - rule.top * height - (shift / 100) * height;
  return { x: head.centerX - width / 2, y, width, height };
}

/** A 6-inch print (6×4 in) at 300 dpi. */
export const SHEET = { width: 1800, height: 1200, dpi: 300, mm: [152.4, 101.6] as const };

export interface SheetLayout {
  width: number;
  height: number;
  cols: number;
  rows: number;
  /** Top-left corner of each photo. */
  cells: { x: number; y: number }[];
}

/**
 * As many photos as fit on the sheet (landscape or portrait, whichever holds more; landscape on a tie), a
 * `gap` between them for cutting and `margin` at the edges, the grid centred. Photos are scaled from their
 * DPI to the sheet's so they print at their real size.
 */
export function sheetLayout(size: PhotoSize, gap = 24, margin = 24): SheetLayout & { photo: [number, number] } {
  const photo: [number, number] = [pxAt(size.mm[0], SHEET.dpi), pxAt(size.mm[1], SHEET.dpi)];
  const fit = (width: number, height: number): SheetLayout => {
    const cols = Math.max(0, Math.floor((width - 2 * margin + gap) / (photo[0] + gap)));
    const rows = Math.max(0, Math.floor((height - 2 * margin + gap) / (photo[1] + gap)));
    const gridW = cols * photo[0] + (cols - 1) * gap;
    const gridH = rows * photo[1] + (rows - 1) * gap;
    const x0 = Math.round((width - gridW) / 2);
    const y0 = Math.round((height - gridH) / 2);
    const cells = [];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) cells.push({ x: x0 + c * (photo[0] + gap), y: y0 + r * (photo[1] + gap) });
    return { width, height, cols, rows, cells };
  };
  const landscape = fit(SHEET.width, SHEET.height);
  const portrait = fit(SHEET.height, SHEET.width);
  return { ...(portrait.cells.length > landscape.cells.length ? portrait : landscape), photo };
}

/**
 * Writes the DPI into a JPEG's JFIF header (canvas encoders leave it at 1:1 aspect only), so print shops
 * and Word open the photo at its real size. Returns the bytes unchanged when there is no JFIF header.
 */
export function setJpegDpi(bytes: Uint8Array, dpi: number): Uint8Array {
  const jfif = [0xff, 0xd8, 0xff, 0xe0];
  const isJfif =
    jfif.every((b, i) => bytes[i] === b) &&
    bytes[6] === 0x4a &&
    bytes[7] === 0x46 &&
    bytes[8] === 0x49 &&
    bytes[9] === 0x46 &&
    bytes[10] === 0;
  if (!isJfif || bytes.length < 18) return bytes;
  const out = bytes.slice();
  out[13] = 1; // units: dots per inch
  out[14] = dpi >> 8;
  out[15] = dpi & 0xff;
  out[16] = dpi >> 8;
  out[17] = dpi & 0xff;
  return out;
}

export function fileName(size: PhotoSize, bg: BackgroundId, sheet: boolean): string {
  return `id-photo-${size.id}-${bg}${sheet ? '-6inch' : ''}.jpg`;
}
