/** LibreOffice's filter names for our formats (pure; the conversion plan of one task). */
import { FORMAT_INFO, type DocFamily, type OfficeFormat, type OfficeOptions } from '../../common/office-formats.js';
import type { ConvertRequest } from './converter.js';

/** CSV: comma, double quotes, UTF-8 (76), from line 1; export quotes text cells. */
const CSV_IMPORT = '44,34,76,1,,0,false,true';
const CSV_EXPORT = '44,34,76,1,,0,true,true,false,false';

const EXPORT: Record<Exclude<OfficeFormat, 'pdf'>, { filter: string; options?: string }> = {
  doc: { filter: 'MS Word 97' },
  docx: { filter: 'MS Word 2007 XML' },
  odt: { filter: 'writer8' },
  rtf: { filter: 'Rich Text Format' },
  txt: { filter: 'Text (encoded)', options: 'UTF8' },
  // Images go inside the page (data: URIs), so the result is one file.
  html: { filter: 'HTML (StarWriter)', options: 'EmbedImages' },
  xls: { filter: 'MS Excel 97' },
  xlsx: { filter: 'Calc MS Excel 2007 XML' },
  ods: { filter: 'calc8' },
  csv: { filter: 'Text - txt - csv (StarCalc)', options: CSV_EXPORT },
  ppt: { filter: 'MS PowerPoint 97' },
  pptx: { filter: 'Impress MS PowerPoint 2007 XML' },
  odp: { filter: 'impress8' },
};

const PDF_EXPORT: Record<DocFamily, string> = {
  text: 'writer_pdf_Export',
  spreadsheet: 'calc_pdf_Export',
  presentation: 'impress_pdf_Export',
};

/** Input formats LibreOffice must be told about (plain text has no signature to detect). */
function importFilter(input: OfficeFormat): Pick<ConvertRequest, 'inputFilter' | 'inputFilterOptions'> {
  if (input === 'txt') return { inputFilter: 'Text (encoded)', inputFilterOptions: 'UTF8' };
  if (input === 'csv') return { inputFilter: 'Text - txt - csv (StarCalc)', inputFilterOptions: CSV_IMPORT };
  if (input === 'html') return { inputFilter: 'HTML (StarWriter)' };
  return {};
}

/** The bridge request converting `input` (a file of format `from`) to `output` in format `to`. */
export function conversionRequest(
  from: OfficeFormat,
  to: OfficeFormat,
  options: OfficeOptions,
  input: string,
  output: string,
): ConvertRequest {
  const family = FORMAT_INFO[from].family;
  if (!family) throw new Error(`${from} is not an Office format`);
  const base: ConvertRequest = { input, output, family, filter: '', ...importFilter(from) };
  if (to === 'pdf') {
    const filterData: ConvertRequest['filterData'] = {};
    if (family === 'spreadsheet' && options.onePagePerSheet) filterData.SinglePageSheets = true;
    return { ...base, filter: PDF_EXPORT[family], filterData };
  }
  if (FORMAT_INFO[to].family !== family) throw new Error(`cannot write ${to} from ${from}`);
  const { filter, options: filterOptions } = EXPORT[to];
  return { ...base, filter, ...(filterOptions ? { filterOptions } : {}) };
}
