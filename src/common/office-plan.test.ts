import { describe, expect, it } from 'vitest';
import type { OfficeOptions, OfficeToolSlug } from './office-formats.js';
import { planFile, planLabel, reduction } from './office-plan.js';

describe('planFile and planLabel', () => {
  it.each<[OfficeToolSlug, string, OfficeOptions, string | null]>([
    ['word_2_pdf', '报告.docx', {}, 'DOCX → PDF'],
    ['word_2_pdf', '旧文件.DOC', {}, 'DOC → PDF'],
    ['word_2_pdf', 'page.htm', {}, 'HTML → PDF'],
    ['word_2_pdf', '表格.xlsx', {}, null],
    ['word_2_pdf', 'noext', {}, null],
    ['excel_to_pdf', 'data.csv', { onePagePerSheet: true }, 'CSV → PDF'],
    ['ppt_2_pdf', '演示.pptx', {}, 'PPTX → PDF'],
    ['word_convert', 'a.doc', { to: 'docx' }, 'DOC → DOCX'],
    ['word_convert', 'a.docx', { to: 'docx' }, 'DOCX → DOC'],
    ['word_convert', 'a.rtf', { to: 'txt' }, 'RTF → TXT'],
    ['excel_convert', 'a.xlsx', { to: 'csv' }, 'XLSX → CSV'],
    ['ppt_convert', 'a.ppt', { to: 'pptx' }, 'PPT → PPTX'],
    ['office_reduce', '大文件.pptx', { level: 'strong' }, 'PPTX'],
    ['office_reduce', 'old.doc', {}, null],
  ])('%s: %s %j → %s', (slug, name, options, label) => {
    const plan = planFile(slug, name, options);
    expect(plan ? planLabel(plan) : null).toBe(label);
  });
});

describe('reduction (a bigger result is discarded)', () => {
  it.each([
    [1000, 400, { saved: 600, percent: 60, kept: false }],
    [1000, 999, { saved: 1, percent: 0, kept: false }],
    [1000, 1000, { saved: 0, percent: 0, kept: true }],
    [1000, 1200, { saved: 0, percent: 0, kept: true }],
    [0, 0, { saved: 0, percent: 0, kept: true }],
  ])('%i → %i bytes', (input, output, expected) => expect(reduction(input, output)).toEqual(expected));
});
