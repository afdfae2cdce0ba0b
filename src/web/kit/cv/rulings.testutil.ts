/**
 * Run by `rulings.test.ts` in its own Node (opencv.js stalls inside the test runner's workers): the
 * ruling lines of 图片转Excel's table fixture (4 × 3 cells, 2 px rules), and of a page of text.
 */
import { readRgba } from '../ocr/testing.js';
import { loadOpenCvNode } from './node.js';
import { drawPage } from './photo.testutil.js';
import { findRulings } from './rulings.js';

const cv = await loadOpenCvNode();
const table = findRulings(cv, await readRgba('src/tools/table_recognize/fixtures/table.png'));
const text = findRulings(cv, await drawPage());
console.log(JSON.stringify({ table, text }));
