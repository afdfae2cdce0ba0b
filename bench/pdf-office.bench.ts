/**
 * PDF→Office quality on the test set (bench/pdf-office/corpus.ts: ≥ 20 PDFs printed by LibreOffice from
 * .docx/.xlsx and by Chromium from HTML), ours against LibreOffice's own PDF import, in one table:
 * text similarity of the .docx (≥ 0.98), paragraphs within 10% of the source's, table cells in the right
 * row and column (≥ 90%; ours in the .xlsx and the .docx, LibreOffice's in its .docx).
 *
 *   npx tsx bench/pdf-office.bench.ts [--fast] [--no-lo] [name…]
 *
 * Prints tables; exits 1 when one of our figures misses its bar.
 */
import { corpus, FAST, makePdfs } from './pdf-office/corpus.js';
import { libreOffice, ours, scoreDocx, scoreXlsx, type Score } from './pdf-office/run.js';

const argv = process.argv.slice(2);
const names = argv.filter((a) => !a.startsWith('--'));
let specs = corpus();
if (argv.includes('--fast')) specs = specs.filter((s) => FAST.includes(s.name));
if (names.length) specs = specs.filter((s) => names.includes(s.name));

const pdfs = await makePdfs(specs);
const lo = argv.includes('--no-lo') ? new Map<string, Uint8Array>() : libreOffice(pdfs);

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '' : `${(x * 100).toFixed(1)}%`);
const cells = (c: { matched: number; total: number } | null) => (c ? c.matched / c.total : null);
const paras = (s: Score) => (s.paragraphs ? `${s.paragraphs.got}/${s.paragraphs.want}` : '');
const paraOk = (s: Score) => !s.paragraphs || Math.abs(s.paragraphs.got - s.paragraphs.want) <= s.paragraphs.want * 0.1;

const rows: Record<string, string | number>[] = [];
let failures = 0;
const totals = {
  text: [] as number[],
  loText: [] as number[],
  cells: [0, 0],
  loCells: [0, 0],
  paraOk: 0,
  loParaOk: 0,
  docs: 0,
};
for (const spec of specs) {
  const pdf = pdfs.get(spec.name)!;
  const docx = await ours(pdf, 'docx');
  const mine = scoreDocx(spec, docx.bytes);
  const xlsx = await ours(pdf, 'xlsx');
  const xcells = await scoreXlsx(spec, xlsx.bytes);
  const loDocx = lo.get(spec.name);
  const theirs = loDocx ? scoreDocx(spec, loDocx) : null;
  const textOk = mine.text === null || mine.text >= 0.98;
  const cellsOk = xcells === null || cells(xcells)! >= 0.9;
  if (!textOk || !paraOk(mine) || !cellsOk) failures++;
  if (mine.text !== null) {
    totals.docs++;
    totals.text.push(mine.text);
    if (theirs?.text != null) totals.loText.push(theirs.text);
    if (paraOk(mine)) totals.paraOk++;
    if (theirs && paraOk(theirs)) totals.loParaOk++;
  }
  if (xcells) {
    totals.cells[0] += xcells.matched;
    totals.cells[1] += xcells.total;
  }
  if (theirs?.cells) {
    totals.loCells[0] += theirs.cells.matched;
    totals.loCells[1] += theirs.cells.total;
  }
  rows.push({
    pdf: spec.name,
    from: spec.source === 'html' ? 'Chromium' : `LO ${spec.source}`,
    'text ours': pct(mine.text) + (textOk ? '' : ' ✗'),
    'text LO': pct(theirs?.text),
    'paras ours': paras(mine) + (paraOk(mine) ? '' : ' ✗'),
    'paras LO': theirs ? paras(theirs) : '',
    'cells ours xlsx': pct(cells(xcells)) + (cellsOk ? '' : ' ✗'),
    'cells ours docx': pct(cells(mine.cells)),
    'cells LO docx': pct(cells(theirs?.cells ?? null)),
    'ms docx': Math.round(docx.ms),
  });
}
console.table(rows);
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
console.table([
  {
    '': 'ours',
    'mean text similarity': pct(mean(totals.text)),
    'min text similarity': pct(Math.min(...totals.text)),
    'paragraphs within 10%': `${totals.paraOk}/${totals.docs}`,
    'table cells right': pct(totals.cells[0] / totals.cells[1]),
  },
  {
    '': 'LibreOffice writer_pdf_import',
    'mean text similarity': pct(mean(totals.loText)),
    'min text similarity': totals.loText.length ? pct(Math.min(...totals.loText)) : '',
    'paragraphs within 10%': `${totals.loParaOk}/${totals.docs}`,
    'table cells right': totals.loCells[1] ? pct(totals.loCells[0] / totals.loCells[1]) : '',
  },
]);
process.exitCode = failures ? 1 : 0;
