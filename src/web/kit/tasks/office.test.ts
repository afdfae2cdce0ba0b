import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { acceptList, OFFICE_TOOL_SLUGS, officeOptionsSchema } from '../../../common/office-formats.js';
import { defaults } from '../options/schema.js';
import { formatChoices, formatSchema, formatTaskOptions, inputList, uploadWords } from './office.js';
import { officeMessages } from './office-messages.js';

describe('an Office tool page from its slug', () => {
  it.each([
    ['word_2_pdf', 'uploadText', 'DOC、DOCX、ODT、RTF、TXT、HTML', '.doc,.docx,.odt,.rtf,.txt,.html,.htm'],
    ['word_convert', 'uploadText', 'DOC、DOCX、ODT、RTF、TXT、HTML', '.doc,.docx,.odt,.rtf,.txt,.html,.htm'],
    ['excel_to_pdf', 'uploadSheet', 'XLS、XLSX、ODS、CSV', '.xls,.xlsx,.ods,.csv'],
    ['excel_convert', 'uploadSheet', 'XLS、XLSX、ODS、CSV', '.xls,.xlsx,.ods,.csv'],
    ['ppt_2_pdf', 'uploadSlides', 'PPT、PPTX、ODP', '.ppt,.pptx,.odp'],
    ['ppt_convert', 'uploadSlides', 'PPT、PPTX、ODP', '.ppt,.pptx,.odp'],
    ['office_reduce', 'uploadAny', 'DOCX、XLSX、PPTX、ODT、ODS、ODP', '.docx,.xlsx,.pptx,.odt,.ods,.odp'],
  ] as const)('%s: %s, takes %s', (slug, words, list, accept) => {
    expect(uploadWords(slug)).toBe(words);
    expect(inputList(slug, 'zh-CN')).toBe(list);
    expect(inputList(slug, 'en')).toBe(list.replaceAll('、', ', '));
    expect(acceptList(slug)).toBe(accept);
    expect(officeMessages.zh[words]).toMatch(/^点击上传/);
  });

  it.each([
    ['word_convert', 'docx', ['doc', 'docx', 'odt', 'rtf', 'txt', 'html']],
    ['excel_convert', 'xlsx', ['xls', 'xlsx', 'ods', 'csv']],
    ['ppt_convert', 'pptx', ['ppt', 'pptx', 'odp']],
  ] as const)('%s offers %s first of %j, and the server accepts every choice', (slug, def, all) => {
    expect(defaults(formatSchema(slug)).to).toBe(def);
    expect(formatSchema(slug)).toBe(formatSchema(slug)); // one object: useToolOptions reads it once
    expect(formatChoices(slug)).toEqual(all);
    for (const to of all) expect(new Ajv().validate(officeOptionsSchema(slug), formatTaskOptions({ to }))).toBe(true);
  });

  it('a tool with nothing to choose has no format schema', () => {
    const single = OFFICE_TOOL_SLUGS.filter((s) => formatChoices(s).length === 0);
    expect(single.sort()).toEqual(['excel_to_pdf', 'office_reduce', 'ppt_2_pdf', 'word_2_pdf']);
    for (const slug of single) expect(() => formatSchema(slug)).toThrow(/no format/);
  });
});
