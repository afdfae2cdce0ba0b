/**
 * The Office tools' formats and options (the 文档转换工具 category), shared by the tool pages (accept list,
 * option choices, output names) and the server's task kinds (validation, target format). Pure data and
 * functions: no LibreOffice here (its filter names live in src/server/office/filters.ts).
 */

export type TextFormat = 'doc' | 'docx' | 'odt' | 'rtf' | 'txt' | 'html';
export type SheetFormat = 'xls' | 'xlsx' | 'ods' | 'csv';
export type SlideFormat = 'ppt' | 'pptx' | 'odp';
export type OfficeFormat = TextFormat | SheetFormat | SlideFormat | 'pdf';
export type DocFamily = 'text' | 'spreadsheet' | 'presentation';

export const FORMAT_INFO: Record<OfficeFormat, { mime: string; family: DocFamily | null }> = {
  doc: { mime: 'application/msword', family: 'text' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', family: 'text' },
  odt: { mime: 'application/vnd.oasis.opendocument.text', family: 'text' },
  rtf: { mime: 'application/rtf', family: 'text' },
  txt: { mime: 'text/plain; charset=utf-8', family: 'text' },
  html: { mime: 'text/html; charset=utf-8', family: 'text' },
  xls: { mime: 'application/vnd.ms-excel', family: 'spreadsheet' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', family: 'spreadsheet' },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', family: 'spreadsheet' },
  csv: { mime: 'text/csv; charset=utf-8', family: 'spreadsheet' },
  ppt: { mime: 'application/vnd.ms-powerpoint', family: 'presentation' },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', family: 'presentation' },
  odp: { mime: 'application/vnd.oasis.opendocument.presentation', family: 'presentation' },
  pdf: { mime: 'application/pdf', family: null },
};

const TEXT: TextFormat[] = ['doc', 'docx', 'odt', 'rtf', 'txt', 'html'];
const SHEET: SheetFormat[] = ['xls', 'xlsx', 'ods', 'csv'];
const SLIDE: SlideFormat[] = ['ppt', 'pptx', 'odp'];
/** office_reduce rewrites zip-based documents (OOXML and OpenDocument). */
const ZIPPED: OfficeFormat[] = ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'];

export type OfficeToolSlug =
  'word_2_pdf' | 'excel_to_pdf' | 'ppt_2_pdf' | 'word_convert' | 'excel_convert' | 'ppt_convert' | 'office_reduce';

export interface OfficeTool {
  /** Formats the tool takes. */
  inputs: OfficeFormat[];
  /** Formats it can write ('same' for office_reduce: the input's own). */
  outputs: OfficeFormat[] | 'same';
  /** The output when the options name none. */
  defaultOutput: OfficeFormat | 'same';
}

export const OFFICE_TOOLS: Record<OfficeToolSlug, OfficeTool> = {
  word_2_pdf: { inputs: TEXT, outputs: ['pdf'], defaultOutput: 'pdf' },
  excel_to_pdf: { inputs: SHEET, outputs: ['pdf'], defaultOutput: 'pdf' },
  ppt_2_pdf: { inputs: SLIDE, outputs: ['pdf'], defaultOutput: 'pdf' },
  word_convert: { inputs: TEXT, outputs: TEXT, defaultOutput: 'docx' },
  excel_convert: { inputs: SHEET, outputs: SHEET, defaultOutput: 'xlsx' },
  ppt_convert: { inputs: SLIDE, outputs: SLIDE, defaultOutput: 'pptx' },
  office_reduce: { inputs: ZIPPED, outputs: 'same', defaultOutput: 'same' },
};

export const OFFICE_TOOL_SLUGS = Object.keys(OFFICE_TOOLS) as OfficeToolSlug[];

export function isOfficeTool(slug: string): slug is OfficeToolSlug {
  return Object.prototype.hasOwnProperty.call(OFFICE_TOOLS, slug);
}

export type ReduceLevel = 'recommended' | 'strong';

/** Every option any Office tool takes; each tool's schema allows only its own. */
export interface OfficeOptions {
  /** *_convert: the format to write. */
  to?: OfficeFormat;
  /** excel_to_pdf: each sheet on one PDF page (LibreOffice's SinglePageSheets). */
  onePagePerSheet?: boolean;
  /** office_reduce: how hard to recompress images. */
  level?: ReduceLevel;
}

/** The JSON schema of a tool's options (the server validates create calls with it). */
export function officeOptionsSchema(slug: OfficeToolSlug): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const tool = OFFICE_TOOLS[slug];
  if (tool.outputs !== 'same' && tool.outputs.length > 1) properties.to = { type: 'string', enum: tool.outputs };
  if (slug === 'excel_to_pdf') properties.onePagePerSheet = { type: 'boolean' };
  if (slug === 'office_reduce') properties.level = { type: 'string', enum: ['recommended', 'strong'] };
  return { type: 'object', additionalProperties: false, properties };
}

/** A file name's format by its extension (what the page's accept list and a first check use), or null. */
export function formatFromName(name: string): OfficeFormat | null {
  const m = /\.([A-Za-z0-9]{1,5})$/.exec(name.trim());
  if (!m) return null;
  const ext = m[1].toLowerCase();
  const alias: Record<string, OfficeFormat> = { htm: 'html', text: 'txt' };
  const format = (alias[ext] ?? ext) as OfficeFormat;
  return Object.prototype.hasOwnProperty.call(FORMAT_INFO, format) ? format : null;
}

/** The `accept` attribute of a tool's file input, e.g. `.doc,.docx,…`. */
export function acceptList(slug: OfficeToolSlug): string {
  const exts = OFFICE_TOOLS[slug].inputs.flatMap((f) => (f === 'html' ? ['.html', '.htm'] : [`.${f}`]));
  return exts.join(',');
}

/** The formats a page offers for an input of `input` (every output but the input's own). */
export function targetsFor(slug: OfficeToolSlug, input: OfficeFormat): OfficeFormat[] {
  const { outputs } = OFFICE_TOOLS[slug];
  if (outputs === 'same') return [input];
  return outputs.length === 1 ? outputs : outputs.filter((f) => f !== input);
}

/** The format a task writes, or null when the tool cannot write it from this input. */
export function targetFormat(slug: OfficeToolSlug, options: OfficeOptions, input: OfficeFormat): OfficeFormat | null {
  const tool = OFFICE_TOOLS[slug];
  if (!tool.inputs.includes(input)) return null;
  if (tool.outputs === 'same') return input;
  const wanted = options.to ?? (tool.defaultOutput === 'same' ? input : tool.defaultOutput);
  if (!tool.outputs.includes(wanted)) return null;
  // Converting a file to its own format is a copy; choose the tool's other default instead.
  if (wanted === input) return tool.outputs.find((f) => f !== input) ?? null;
  return wanted;
}

/** The result's name: the input's base name with the new extension. */
export function outputName(inputName: string, format: OfficeFormat): string {
  const base = inputName.replace(/\.[^./\\]{1,8}$/, '').trim() || 'document';
  return `${base.slice(0, 120)}.${format}`;
}
