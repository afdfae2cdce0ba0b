/** The metadata form: fields, dates as the form shows them, and what is written. Pure, tested. */
import type { DocInfo } from '../../web/kit/pdf/pure.js';

export const FIELDS = ['title', 'author', 'subject', 'keywords', 'creator', 'producer'] as const;
export type TextField = (typeof FIELDS)[number];

export const EMPTY: DocInfo = {
  title: '',
  author: '',
  subject: '',
  keywords: '',
  creator: '',
  producer: '',
  created: '',
  modified: '',
};

/** An ISO date as a datetime-local value (local time, minutes), '' for none. */
export function toLocalInput(iso: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value back to ISO, '' for none or invalid. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/** Fields trimmed; with `clearAll`, everything empty (the file then carries no information at all). */
export function infoToWrite(form: DocInfo, clearAll: boolean): DocInfo {
  if (clearAll) return { ...EMPTY };
  const out = { ...form };
  for (const k of FIELDS) out[k] = form[k].trim();
  return out;
}
