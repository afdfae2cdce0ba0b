/**
 * A field reader's results as files: .xlsx (ExcelJS, loaded when asked) with one row per document and one
 * column per field, values as text (codes keep their leading zeros), a cell the reader was unsure of
 * shaded yellow and one that failed its check shaded red, each with a note saying so; and JSON.
 */
import type { ReadField } from './fields.js';

export interface FieldsDoc {
  /** The image's file name. */
  name: string;
  fields: ReadField[];
}

export interface WorkbookWords {
  file: string;
  labels: Record<string, string>;
  unsure: string;
  failed: string;
}

const FILL = { unsure: 'FFFFF2CC', failed: 'FFF8D7DA' } as const;

/** The field keys of all the documents, in the order first seen. */
function keysOf(docs: FieldsDoc[]): string[] {
  const keys: string[] = [];
  for (const d of docs) for (const f of d.fields) if (!keys.includes(f.key)) keys.push(f.key);
  return keys;
}

export async function fieldsWorkbook(docs: FieldsDoc[], words: WorkbookWords): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('fields');
  const keys = keysOf(docs);
  sheet.addRow([words.file, ...keys.map((k) => words.labels[k] ?? k)]).font = { bold: true };
  for (const doc of docs) {
    const byKey = new Map(doc.fields.map((f) => [f.key, f]));
    const row = sheet.addRow([doc.name, ...keys.map((k) => byKey.get(k)?.value ?? '')]);
    keys.forEach((k, i) => {
      const f = byKey.get(k);
      if (!f || (f.status !== 'unsure' && f.status !== 'failed')) return;
      const cell = row.getCell(i + 2);
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILL[f.status] } };
      cell.note = words[f.status];
    });
  }
  sheet.columns.forEach((col, i) => {
    const longest = Math.max(
      ...docs.map((d) => (i === 0 ? d.name : (d.fields.find((f) => f.key === keys[i - 1])?.value ?? '')).length),
      4,
    );
    col.width = Math.min(60, 4 + longest * 1.6);
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** JSON: one document as `{key: {value, status}}`, several as `[{file, fields}]`. */
export function fieldsJson(docs: FieldsDoc[]): string {
  const fields = (d: FieldsDoc) =>
    Object.fromEntries(d.fields.map((f) => [f.key, { value: f.value, status: f.status }]));
  const data = docs.length === 1 ? fields(docs[0]!) : docs.map((d) => ({ file: d.name, fields: fields(d) }));
  return `${JSON.stringify(data, null, 2)}\n`;
}
