/** Small hand-made page content for the layout tests: runs whose width follows their text. */
import type { Line, PageContent, Ruling, TextRun } from './model.js';
import { isCjk } from './text.js';

export function run(text: string, x: number, y: number, options: Partial<TextRun> = {}): TextRun {
  const size = options.size ?? 10;
  const width = [...text].reduce((w, ch) => w + (isCjk(ch) ? size : ch === ' ' ? size * 0.25 : size * 0.5), 0);
  return { text, x, y, width, size, font: 'Serif', bold: false, italic: false, color: '#000000', angle: 0, ...options };
}

/** Words of a line set from `x` with a space (a quarter of the size) between them, as the PDF walker gives them. */
export function words(text: string, x: number, y: number, options: Partial<TextRun> = {}): TextRun[] {
  const out: TextRun[] = [];
  let at = x;
  for (const w of text.split(' ')) {
    const r = run(w, at, y, options);
    out.push(r);
    at += r.width + (options.size ?? 10) * 0.25;
  }
  return out;
}

export function page(runs: TextRun[], rulings: Ruling[] = [], size: [number, number] = [595, 842]): PageContent {
  return { index: 0, width: size[0], height: size[1], runs, images: [], rulings, fills: [] };
}

export function h(at: number, from: number, to: number): Ruling {
  return { dir: 'h', at, from, to, color: '#000000' };
}

export function v(at: number, from: number, to: number): Ruling {
  return { dir: 'v', at, from, to, color: '#000000' };
}

export const texts = (lines: Line[]) => lines.map((l) => l.text);
