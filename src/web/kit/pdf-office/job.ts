/** What the page and the conversion Worker say to each other. */
import type { OfficeTarget } from './convert.js';

export interface ConvertJob {
  data: ArrayBuffer;
  target: OfficeTarget;
  title: string;
  lang: string;
  password?: string;
  /** Excel sheet names: `{n}` is the page number. */
  sheetName: string;
  textSheetName: string;
}

export interface ConvertJobProgress {
  fraction: number;
  stage: 'reading' | 'recognizing' | 'writing';
  page?: number;
  pages?: number;
  /** The OCR models' first download, bytes (while a scanned page waits for them). */
  model?: { loaded: number; total: number };
}

export interface ConvertJobResult {
  bytes: ArrayBuffer;
  pages: number;
  imagePages: number[];
  ocrPages: number[];
  tables: number;
}
