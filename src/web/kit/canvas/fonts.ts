/**
 * Chinese fonts for text drawn on a canvas, served from our own origin (Fontsource's slices of Noto Sans
 * SC, ZCOOL KuaiLe and Ma Shan Zheng, OFL-1.1): each is split by unicode-range, so the browser fetches only
 * the slices holding the characters drawn. Load before drawing: canvas text does not wait for fonts.
 */
export type CanvasFont = 'sans' | 'black' | 'round' | 'brush';

export const CANVAS_FONTS: readonly CanvasFont[] = ['sans', 'black', 'round', 'brush'];

const FACES: Record<CanvasFont, { family: string; weight: number; load: () => Promise<unknown> }> = {
  sans: { family: 'Noto Sans SC', weight: 500, load: () => import('@fontsource/noto-sans-sc/500.css') },
  black: { family: 'Noto Sans SC', weight: 900, load: () => import('@fontsource/noto-sans-sc/900.css') },
  round: { family: 'ZCOOL KuaiLe', weight: 400, load: () => import('@fontsource/zcool-kuaile/400.css') },
  brush: { family: 'Ma Shan Zheng', weight: 400, load: () => import('@fontsource/ma-shan-zheng/400.css') },
};

/** The CSS font for `ctx.font` at `px` pixels (with system fallbacks). */
export function canvasFont(font: CanvasFont, px: number): string {
  const f = FACES[font];
  return `${f.weight} ${Math.round(px)}px "${f.family}", "PingFang SC", "Microsoft YaHei", sans-serif`;
}

/** Fetches what `text` needs of the font (a few slices); resolves when the canvas can draw it. */
export async function loadCanvasFont(font: CanvasFont, text: string): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  await FACES[font].load();
  try {
    await document.fonts.load(canvasFont(font, 32), text || 'A');
  } catch {
    // A font that fails to load falls back to the system's; the drawing still happens.
  }
}
