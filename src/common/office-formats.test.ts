import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import {
  acceptList,
  formatFromName,
  officeOptionsSchema,
  outputName,
  targetFormat,
  targetsFor,
  type OfficeOptions,
  type OfficeToolSlug,
} from './office-formats.js';

describe('targetFormat', () => {
  it.each([
    ['word_2_pdf', {}, 'docx', 'pdf'],
    ['word_2_pdf', {}, 'txt', 'pdf'],
    ['word_2_pdf', {}, 'xlsx', null],
    ['excel_to_pdf', {}, 'csv', 'pdf'],
    ['ppt_2_pdf', {}, 'odp', 'pdf'],
    ['word_convert', {}, 'doc', 'docx'],
    ['word_convert', {}, 'docx', 'doc'],
    ['word_convert', { to: 'html' }, 'rtf', 'html'],
    ['word_convert', { to: 'xlsx' }, 'doc', null],
    ['excel_convert', { to: 'csv' }, 'xls', 'csv'],
    ['excel_convert', {}, 'xlsx', 'xls'],
    ['ppt_convert', { to: 'odp' }, 'pptx', 'odp'],
    ['office_reduce', {}, 'pptx', 'pptx'],
    ['office_reduce', {}, 'doc', null],
  ] as const)('%s %j from %s → %s', (slug, options, input, expected) =>
    expect(targetFormat(slug, options as OfficeOptions, input)).toBe(expected),
  );
});

describe('names and choices', () => {
  it.each([
    ['报告.DOCX', 'docx'],
    ['page.htm', 'html'],
    ['a.b.xls', 'xls'],
    ['noext', null],
    ['virus.exe', null],
  ])('formatFromName(%s) = %s', (name, format) => expect(formatFromName(name)).toBe(format));

  it.each([
    ['报告.docx', 'pdf', '报告.pdf'],
    ['.docx', 'pdf', 'document.pdf'],
    ['archive.tar.gz', 'odt', 'archive.tar.odt'],
  ] as const)('outputName(%s, %s) = %s', (name, format, expected) => expect(outputName(name, format)).toBe(expected));

  it('offers every other format of the family, and the accept list of the inputs', () => {
    expect(targetsFor('excel_convert', 'xlsx')).toEqual(['xls', 'ods', 'csv']);
    expect(targetsFor('word_2_pdf', 'doc')).toEqual(['pdf']);
    expect(acceptList('ppt_2_pdf')).toBe('.ppt,.pptx,.odp');
    expect(acceptList('word_convert')).toContain('.htm');
  });

  it.each([
    ['word_convert', { to: 'odt' }, true],
    ['word_convert', { to: 'pdf' }, false],
    ['word_2_pdf', { to: 'pdf' }, false],
    ['excel_to_pdf', { onePagePerSheet: true }, true],
    ['office_reduce', { level: 'strong' }, true],
    ['office_reduce', { level: 'max' }, false],
  ] as const)('%s options %j valid: %s', (slug, options, valid) => {
    const validate = new Ajv().compile(officeOptionsSchema(slug as OfficeToolSlug));
    expect(validate(options)).toBe(valid);
  });
});
