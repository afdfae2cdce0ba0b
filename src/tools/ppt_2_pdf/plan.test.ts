import { describe, expect, it } from 'vitest';
import { planText } from '../../common/office-plan.js';

describe('ppt_2_pdf: what each row says a file becomes', () => {
  it.each([
    ['演示.pptx', 'PPTX → PDF'],
    ['old.PPT', 'PPT → PDF'],
    ['open.odp', 'ODP → PDF'],
    ['报告.docx', null],
    ['image.png', null],
  ])('%s → %s', (name, label) => expect(planText('ppt_2_pdf', name, {})).toBe(label));
});
