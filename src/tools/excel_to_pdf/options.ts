/** excel_to_pdf: whether each sheet is scaled onto one page, kept in the link and local storage. */
import type { OfficeOptions } from '../../common/office-formats.js';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const SLUG = 'excel_to_pdf';

export const SCHEMA = defineOptions({ onePage: opt.bool(false) });

export function taskOptions(values: Values<typeof SCHEMA>): OfficeOptions {
  return values.onePage ? { onePagePerSheet: true } : {};
}
