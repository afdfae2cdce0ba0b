/** The pictures-to-PDF options (paper, orientation, margins) as the engine's page options, and the name. Pure, tested. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { mmToPt, PAPER, type ImagePageOptions } from '../../web/kit/pdf/pure.js';

export const PAPERS = ['A4', 'A3', 'A5', 'Letter', 'fit'] as const;

export const SCHEMA = defineOptions({
  paper: opt.choice(PAPERS, 'A4'),
  orientation: opt.choice(['auto', 'portrait', 'landscape'], 'auto'),
  margin: opt.int(10, { min: 0, max: 50 }),
});

export type PictureOptions = Values<typeof SCHEMA>;

export function pageOptions(o: PictureOptions): ImagePageOptions {
  return {
    paper: o.paper === 'fit' ? null : { ...PAPER[o.paper] },
    orientation: o.orientation,
    margin: mmToPt(o.margin),
  };
}

/** The PDF's name: the first picture's name (one picture) or with the count. */
export function pdfName(names: string[]): string {
  const first = (names[0] ?? '').replace(/\.[^.]+$/, '') || 'images';
  return names.length > 1 ? `${first}-等${names.length}张.pdf` : `${first}.pdf`;
}
