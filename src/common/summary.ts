/** What the 文章摘要 page and its server route (src/tools/summary/server.ts) agree on. */
export const SUMMARY_PATH = '/api/tools/summary';
/**
 * `POST` `{name, file}` (the .docx or .pdf as base64) → `{text}`: the document's text, to paste into the
 * summary's input (the visitor sees and may edit it before summarising).
 */
export const SUMMARY_EXTRACT_PATH = '/api/tools/summary/extract';
/** Largest .docx or .pdf upload (bytes). */
export const SUMMARY_FILE_MAX_BYTES = 10_000_000;
/** Most characters one request may carry. */
export const SUMMARY_MAX_CHARS = 50_000;

export interface SummaryRequest {
  text: string;
  /** Sentences in the summary, 1–20. */
  sentences: number;
  /** Keywords, 0–30. */
  keywords: number;
}

export interface SummaryAnswer {
  /** The chosen sentences in text order, with their index among all sentences. */
  summary: { index: number; text: string }[];
  /** How many sentences the text has. */
  total: number;
  keywords: { word: string; score: number }[];
  /** `zh` when the text has Chinese (segmented by jieba), else `en`. */
  lang: 'zh' | 'en';
}
