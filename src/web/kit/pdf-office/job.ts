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
  stage: 'reading' | 'writing';
  page?: number;
  pages?: number;
}

export interface ConvertJobResult {
  bytes: ArrayBuffer;
  pages: number;
  imagePages: number[];
  tables: number;
}
