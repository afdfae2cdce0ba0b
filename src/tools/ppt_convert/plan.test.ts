import { describe, expect, it } from 'vitest';
import { planText } from '../../common/office-plan.js';

describe('ppt_convert: what each row says a file becomes (its own format gives the other usual one)', () => {
  it.each([
    ['old.ppt', 'pptx', 'PPT → PPTX'],
    ['演示.pptx', 'pptx', 'PPTX → PPT'],
    ['演示.pptx', 'odp', 'PPTX → ODP'],
    ['open.odp', 'ppt', 'ODP → PPT'],
    ['报告.docx', 'pptx', null],
  ] as const)('%s to %s → %s', (name, to, label) => expect(planText('ppt_convert', name, { to })).toBe(label));
});
