import { describe, expect, it } from 'vitest';
import { planText } from '../../common/office-plan.js';

describe('word_2_pdf: what each row says a file becomes', () => {
  it.each([
    ['报告.docx', 'DOCX → PDF'],
    ['旧版.doc', 'DOC → PDF'],
    ['notes.TXT', 'TXT → PDF'],
    ['page.htm', 'HTML → PDF'],
    ['表格.xlsx', null],
    ['slides.pptx', null],
  ])('%s → %s', (name, label) => expect(planText('word_2_pdf', name, {})).toBe(label));
});
