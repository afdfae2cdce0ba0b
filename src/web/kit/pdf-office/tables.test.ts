import { describe, expect, it } from 'vitest';
import type { Table } from './model.js';
import { analyseDocument } from './layout.js';
import { buildLines } from './lines.js';
import { findRuledGrids, findTextGrids, mergeRulings } from './tables.js';
import { h, page, run, v, words } from './fixtures.testutil.js';

const grid = (table: Table) => {
  const out: string[][] = Array.from({ length: table.rows.length - 1 }, () => Array(table.columns.length - 1).fill(''));
  for (const c of table.cells)
    out[c.row][c.col] = c.paragraphs.map((p) => p.spans.map((s) => s.text).join('')).join('\n');
  return out;
};

describe('ruled tables', () => {
  it('a 3×3 grid of rules is a table with each run in its cell', () => {
    const rules = [
      h(100, 72, 372),
      h(120, 72, 372),
      h(140, 72, 372),
      h(160, 72, 372),
      v(72, 100, 160),
      v(172, 100, 160),
      v(272, 100, 160),
      v(372, 100, 160),
    ];
    const runs = [
      run('项目', 76, 114, { bold: true }),
      run('数量', 176, 114, { bold: true }),
      run('金额', 276, 114, { bold: true }),
      run('服务器', 76, 134),
      run('12', 176, 134),
      run('3,450.50', 276, 134),
      run('带宽', 76, 154),
      run('3', 176, 154),
      run('1,200.00', 276, 154),
    ];
    const [table] = analyseDocument([page(runs, rules)])[0].blocks as Table[];
    expect(table.type).toBe('table');
    expect(table.ruled).toBe(true);
    expect(grid(table)).toEqual([
      ['项目', '数量', '金额'],
      ['服务器', '12', '3,450.50'],
      ['带宽', '3', '1,200.00'],
    ]);
  });

  it('a missing rule merges cells (a header over two columns, a cell over two rows)', () => {
    const rules = [
      h(100, 72, 372),
      h(120, 172, 372), // under the 2023 header only: 项目 spans two rows
      h(140, 72, 372),
      v(72, 100, 140),
      v(172, 100, 140),
      v(272, 120, 140), // none in the first row: 2023 spans two columns
      v(372, 100, 140),
    ];
    const cells = findRuledGrids(rules)[0].cells.map((c) => [c.row, c.col, c.rowSpan, c.colSpan]);
    expect(cells).toEqual([
      [0, 0, 2, 1],
      [0, 1, 1, 2],
      [1, 1, 1, 1],
      [1, 2, 1, 1],
    ]);
  });

  it('a border drawn in pieces is one rule; a lone box is no table', () => {
    expect(mergeRulings([h(100, 72, 200), h(100.5, 199, 372)]).map((r) => [r.from, r.to])).toEqual([[72, 372]]);
    expect(findRuledGrids([h(100, 72, 372), h(200, 72, 372), v(72, 100, 200), v(372, 100, 200)])).toEqual([]);
  });
});

describe('tables without rules', () => {
  it('finds columns from the words, right-aligned numbers next to left-aligned text included', () => {
    // Date right-aligned against the product (2pt apart), a left-aligned header over right-aligned numbers.
    const rows = [
      [...words('Date', 72, 100), ...words('Product', 130, 100), ...words('Amount', 230, 100)],
      [...words('2024-01-10', 72, 114), ...words('Laptop', 129.5, 114), ...words('9,314.10', 280, 114)],
      [...words('2024-02-11', 72, 128), ...words('Monitor', 129.5, 128), ...words('17,973.36', 275, 128)],
      [...words('2024-03-12', 72, 142), ...words('Key board', 129.5, 142), ...words('599.77', 290, 142)],
    ];
    const lines = buildLines(rows.flat());
    const [g] = findTextGrids(lines);
    expect(g.columns.length - 1).toBe(3);
    const [table] = analyseDocument([page(rows.flat())])[0].blocks as Table[];
    expect(grid(table)).toEqual([
      ['Date', 'Product', 'Amount'],
      ['2024-01-10', 'Laptop', '9,314.10'],
      ['2024-02-11', 'Monitor', '17,973.36'],
      ['2024-03-12', 'Key board', '599.77'],
    ]);
  });

  it('two columns of sentences are no table', () => {
    const left = [
      'This is the left column of an article set in',
      'two columns, where every line holds some',
      'words of a sentence and the lines are',
      'read down before the right column starts',
    ];
    const right = [
      'this is the right column that reads on after',
      'the left one has ended at the bottom of',
      'the page, as in a newspaper or a journal',
      'and in many reports printed as PDF files',
    ];
    const runs = [0, 1, 2, 3].flatMap((i) => [
      ...words(left[i], 72, 100 + i * 14),
      ...words(right[i], 320, 100 + i * 14),
    ]);
    expect(findTextGrids(buildLines(runs))).toEqual([]);
  });

  it('ordinary paragraph lines are no table', () => {
    const runs = [0, 1, 2, 3].flatMap((i) =>
      words('A paragraph of ordinary text that fills the line from side to side', 72, 100 + i * 14),
    );
    expect(findTextGrids(buildLines(runs))).toEqual([]);
  });
});
