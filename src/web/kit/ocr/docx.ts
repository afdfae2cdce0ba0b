/**
 * The text tools → Word: the recognised paragraphs as a .docx built in the browser. The `docx` package is
 * imported lazily so the page's own chunk stays small; it only loads when the visitor asks for the file.
 */
import { joinLines, type Options, type ReadLayout } from './text.js';

/** One Word paragraph: its lines (`lines` layout keeps the image's line breaks, `paragraphs` joins them). */
export interface DocParagraph {
  lines: string[];
}

/** The document model: paragraphs in reading order, empty ones left out. */
export function docParagraphs(layout: ReadLayout, options: Pick<Options, 'layout'>): DocParagraph[] {
  return layout.paragraphs
    .map((p) => p.map((i) => (layout.lines[i]?.text ?? '').trim()).filter(Boolean))
    .filter((lines) => lines.length > 0)
    .map((lines) => ({ lines: options.layout === 'paragraphs' ? [joinLines(lines)] : lines }));
}

/** `photo.jpg` → `photo.docx`. */
export function docxFileName(imageName: string): string {
  const base = imageName.replace(/\.[^./\\]*$/, '').trim();
  return `${base || 'ocr'}.docx`;
}

/**
 * Fonts Word and WPS have on Chinese systems: 宋体 for Chinese characters (the east-Asian slot), Times
 * New Roman for Latin; a reader without them substitutes its own.
 */
const FONT = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', eastAsia: '宋体', cs: 'Times New Roman' };

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The .docx file (12 pt, line breaks inside a paragraph kept as Word line breaks). */
export async function buildDocx(paragraphs: DocParagraph[], title: string): Promise<Blob> {
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const doc = new Document({
    title,
    styles: { default: { document: { run: { font: FONT, size: 24 } } } },
    sections: [
      {
        children: paragraphs.map(
          (p) =>
            new Paragraph({
              spacing: { after: 160 },
              children: p.lines.map((text, i) => new TextRun({ text, font: FONT, break: i > 0 ? 1 : undefined })),
            }),
        ),
      },
    ],
  });
  const bytes = await Packer.toArrayBuffer(doc);
  return new Blob([bytes], { type: DOCX_TYPE });
}
