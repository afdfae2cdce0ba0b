/**
 * Pages → the document's flow for the writers: sections of same-size pages (size and margins kept), each
 * page's blocks after a page break, and a paragraph the page break cut joined again (with the page break
 * inside it, where the PDF's page ended). Pure.
 */
import type { Block, PageLayout, Paragraph } from './model.js';
import { continuesAcrossPages } from './layout.js';
import { lineJoint } from './text.js';

export interface FlowBlock {
  block: Block;
  /** The block starts a new page. */
  pageBreakBefore: boolean;
}

export interface Section {
  width: number;
  height: number;
  margins: PageLayout['margins'];
  blocks: FlowBlock[];
}

function joinParagraphs(before: Paragraph, after: Paragraph): Paragraph {
  const head = before.spans.map((s) => s.text).join('');
  const tail = after.spans.map((s) => s.text).join('');
  const joint = lineJoint(head, tail);
  const spans = before.spans.map((s) => ({ ...s }));
  const last = spans.at(-1);
  if (last && (joint === 'hyphen' || joint === 'soft')) last.text = last.text.replace(/\s+$/, '').slice(0, -1);
  const next = after.spans.map((s, i) => ({ ...s, pageBreak: i === 0 ? true : s.pageBreak }));
  if (joint === 'space' && next[0]) next[0].text = ` ${next[0].text}`;
  return { ...before, spans: [...spans, ...next], height: before.height + after.height };
}

export function toSections(pages: PageLayout[]): Section[] {
  const sections: Section[] = [];
  for (const page of pages) {
    let section = sections.at(-1);
    if (!section || Math.abs(section.width - page.width) > 2 || Math.abs(section.height - page.height) > 2) {
      section = { width: page.width, height: page.height, margins: page.margins, blocks: [] };
      sections.push(section);
    }
    const blocks = [...page.blocks];
    let breakBefore = section.blocks.length > 0;
    const lastFlow = section.blocks.at(-1);
    if (lastFlow && blocks.length && continuesAcrossPages(lastFlow.block, blocks[0])) {
      lastFlow.block = joinParagraphs(lastFlow.block as Paragraph, blocks.shift() as Paragraph);
      breakBefore = false;
    }
    blocks.forEach((block, i) => section.blocks.push({ block, pageBreakBefore: breakBefore && i === 0 }));
  }
  return sections;
}
