/** Paper sizes in points (1 pt = 1/72 in) and conversions. Pure. */
export const PAPER = {
  A3: { width: 841.89, height: 1190.55 },
  A4: { width: 595.28, height: 841.89 },
  A5: { width: 419.53, height: 595.28 },
  Letter: { width: 612, height: 792 },
  Legal: { width: 612, height: 1008 },
} as const;

export type PaperName = keyof typeof PAPER;
export const PAPER_NAMES = Object.keys(PAPER) as PaperName[];

export const mmToPt = (mm: number) => (mm * 72) / 25.4;
export const ptToMm = (pt: number) => (pt * 25.4) / 72;

/** The name of the paper a w×h pt page is (either way up, within 2 mm), or null. */
export function paperName(width: number, height: number): PaperName | null {
  const tol = mmToPt(2);
  for (const name of PAPER_NAMES) {
    const p = PAPER[name];
    if (
      (Math.abs(p.width - width) < tol && Math.abs(p.height - height) < tol) ||
      (Math.abs(p.width - height) < tol && Math.abs(p.height - width) < tol)
    )
      return name;
  }
  return null;
}
