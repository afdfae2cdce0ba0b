import { describe, expect, it } from 'vitest';
import { planText } from '../../common/office-plan.js';

describe('word_convert: what each row says a file becomes (its own format gives the other usual one)', () => {
  it.each([
    ['旧版.doc', 'docx', 'DOC → DOCX'],
    ['报告.docx', 'docx', 'DOCX → DOC'],
    ['报告.docx', 'odt', 'DOCX → ODT'],
    ['a.rtf', 'txt', 'RTF → TXT'],
    ['page.html', 'docx', 'HTML → DOCX'],
    ['sheet.xlsx', 'docx', null],
  ] as const)('%s to %s → %s', (name, to, label) => expect(planText('word_convert', name, { to })).toBe(label));
});
