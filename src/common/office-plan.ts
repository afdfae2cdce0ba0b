/**
 * What an Office tool page tells the visitor about each file before and after the server converts it
 * (pure; the formats themselves are in office-formats.ts): the conversion it will get, and for 文档瘦身
 * what it saved.
 */
import {
  formatFromName,
  OFFICE_TOOLS,
  targetFormat,
  type OfficeFormat,
  type OfficeOptions,
  type OfficeToolSlug,
} from './office-formats.js';

export interface FilePlan {
  from: OfficeFormat;
  to: OfficeFormat;
}

/** The conversion a file gets by its name (the server checks its content), or null when the tool does not take it. */
export function planFile(slug: OfficeToolSlug, name: string, options: OfficeOptions): FilePlan | null {
  const from = formatFromName(name);
  if (!from || !OFFICE_TOOLS[slug].inputs.includes(from)) return null;
  const to = targetFormat(slug, options, from);
  return to ? { from, to } : null;
}

/** `docx` → `DOCX`. */
export function formatLabel(format: OfficeFormat): string {
  return format.toUpperCase();
}

/** `DOCX → PDF`; for 文档瘦身 (same format) just `DOCX`. */
export function planLabel(plan: FilePlan): string {
  return plan.from === plan.to ? formatLabel(plan.from) : `${formatLabel(plan.from)} → ${formatLabel(plan.to)}`;
}

/** A row's words for a file: `DOCX → PDF` (null when the tool does not take it; the server says why). */
export function planText(slug: OfficeToolSlug, name: string, options: object): string | null {
  const plan = planFile(slug, name, options as OfficeOptions);
  return plan ? planLabel(plan) : null;
}

export interface Reduction {
  /** Bytes saved (0 when the original was kept). */
  saved: number;
  /** Whole percent saved. */
  percent: number;
  /** The result was not smaller, so the original came back (the compression rule). */
  kept: boolean;
}

export function reduction(inputBytes: number, outputBytes: number): Reduction {
  if (inputBytes <= 0 || outputBytes >= inputBytes) return { saved: 0, percent: 0, kept: true };
  const saved = inputBytes - outputBytes;
  return { saved, percent: Math.floor((saved / inputBytes) * 100), kept: false };
}
