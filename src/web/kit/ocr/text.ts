/** The text tools (提取文字, 印刷体识别 …): how the recognised lines become the text the visitor copies (pure). */
import { defineOptions, opt, type Values } from '../options/schema.js';

/** The options, kept in the link and local storage by the kit. */
export const SCHEMA = defineOptions({
  /** `lines`: as in the image, a blank line between paragraphs; `paragraphs`: each paragraph on one line. */
  layout: opt.choice(['lines', 'paragraphs'], 'lines'),
  /** Tools that offer it (印刷体识别): read a page set in columns column by column. */
  columns: opt.bool(true),
});

export type Options = Values<typeof SCHEMA>;

export interface ReadLayout {
  lines: { text: string }[];
  paragraphs: number[][];
}

const WIDE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** Joins a paragraph's lines: Chinese runs on directly, Latin words get a space (a hyphen at a break joins). */
export function joinLines(lines: string[]): string {
  let out = '';
  for (const line of lines.map((l) => l.trim()).filter(Boolean)) {
    if (!out) out = line;
    else if (/[A-Za-z]-$/.test(out) && /^[a-z]/.test(line)) out = out.slice(0, -1) + line;
    else if (WIDE.test(out[out.length - 1]!) || WIDE.test(line[0]!)) out += line;
    else out += ` ${line}`;
  }
  return out;
}

/** The text to show, copy and save (`lineText`: how a tool writes each line, e.g. as English). */
export function formatText(
  layout: ReadLayout,
  options: Pick<Options, 'layout'>,
  lineText: (text: string) => string = (t) => t,
): string {
  const paragraphs = layout.paragraphs.map((p) => p.map((i) => lineText(layout.lines[i]?.text ?? '')));
  if (options.layout === 'paragraphs') return paragraphs.map(joinLines).join('\n');
  return paragraphs.map((p) => p.join('\n')).join('\n\n');
}

/** `photo.jpg` → `photo.txt` (a name without an extension gets one). */
export function textFileName(imageName: string): string {
  const base = imageName.replace(/\.[^./\\]*$/, '').trim();
  return `${base || 'ocr'}.txt`;
}
