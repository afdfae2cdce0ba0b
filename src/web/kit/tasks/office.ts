/**
 * What an Office tool page (文档转换工具) shows, derived from the tool's slug alone (pure): which upload
 * words it uses, the formats its tip lists, and for the *_convert tools the one option ("convert to") as a
 * schema kept in the link and local storage.
 */
import {
  FORMAT_INFO,
  OFFICE_TOOLS,
  type OfficeFormat,
  type OfficeOptions,
  type OfficeToolSlug,
} from '../../../common/office-formats.js';
import { formatLabel } from '../../../common/office-plan.js';
import { defineOptions, opt, type Field } from '../options/schema.js';

/** The upload button's words: by the kind of document the tool takes (several kinds: "documents"). */
export type UploadWords = 'uploadText' | 'uploadSheet' | 'uploadSlides' | 'uploadAny';

export function uploadWords(slug: OfficeToolSlug): UploadWords {
  const families = new Set(OFFICE_TOOLS[slug].inputs.map((f) => FORMAT_INFO[f].family));
  if (families.size !== 1) return 'uploadAny';
  const [family] = families;
  return family === 'text' ? 'uploadText' : family === 'spreadsheet' ? 'uploadSheet' : 'uploadSlides';
}

/** The formats the tool takes, for its tip: `DOC、DOCX、…` (zh) or `DOC, DOCX, …` (en). */
export function inputList(slug: OfficeToolSlug, lang: string): string {
  return OFFICE_TOOLS[slug].inputs.map(formatLabel).join(lang === 'en' ? ', ' : '、');
}

/** The formats a *_convert tool writes (empty for a tool with one output or none to choose). */
export function formatChoices(slug: OfficeToolSlug): OfficeFormat[] {
  const { outputs } = OFFICE_TOOLS[slug];
  return outputs === 'same' || outputs.length < 2 ? [] : outputs;
}

export type FormatSchema = { to: Field<OfficeFormat> };
const schemas = new Map<OfficeToolSlug, FormatSchema>();

/** A *_convert tool's options: the format to write, the tool's default first (one object per slug). */
export function formatSchema(slug: OfficeToolSlug): FormatSchema {
  let schema = schemas.get(slug);
  if (!schema) {
    const choices = formatChoices(slug);
    const def = OFFICE_TOOLS[slug].defaultOutput;
    if (choices.length === 0 || def === 'same') throw new Error(`${slug} has no format to choose`);
    schema = defineOptions({ to: opt.choice(choices, def) });
    schemas.set(slug, schema);
  }
  return schema;
}

/** What a *_convert page sends with each file. */
export function formatTaskOptions(values: { to: OfficeFormat }): OfficeOptions {
  return { to: values.to };
}
