/** Every bundled rates file: valid, ordered, complete where it must be, and plausible. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATASET_NAMES, DATASETS, type DatasetName, type Row } from './datasets.js';
import { formatThousandths, parseDataset, parseThousandths, type KnownCodes } from './parse.js';
import { bundledFile } from './store.js';

const text = (name: DatasetName) => readFileSync(bundledFile(name), 'utf8');

function load(name: DatasetName, known?: KnownCodes) {
  const result = parseDataset(text(name), known);
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.errors)}`);
  return result.dataset;
}

const banks = load('banks');
const cities = load('cities');
const known: KnownCodes = {
  banks: new Set(banks.rows.map((r) => r.code as string)),
  cities: new Set(cities.rows.map((r) => r.code as string)),
};
const data = Object.fromEntries(DATASET_NAMES.map((n) => [n, load(n, known)])) as Record<
  DatasetName,
  ReturnType<typeof load>
>;
const rows = (name: DatasetName) => data[name].rows;
const pct = (r: Row, col = 'rate_pct') => r[col] as number;

describe('bundled rates files', () => {
  it.each(DATASET_NAMES)('%s: header names its sources, compile date and period; every row is valid', (name) => {
    const { meta, rows } = data[name];
    expect(meta.name).toBe(name);
    expect(Object.keys(meta.sources).length).toBeGreaterThan(0);
    for (const s of Object.values(meta.sources)) expect(s.length).toBeGreaterThan(20);
    expect(meta.coversTo <= meta.compiled).toBe(true);
    expect(meta.compiled <= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
    // Each row names a declared source; the column shape is the spec's.
    for (const r of rows) {
      expect(Object.keys(r)).toEqual(DATASETS[name].columns.map((c) => c.name));
      expect(meta.sources[r.source as string]).toBeDefined();
    }
  });

  it.each(DATASET_NAMES.filter((n) => DATASETS[n].dateColumn))('%s: dates ascend within each series', (name) => {
    const spec = DATASETS[name];
    const last = new Map<string, string>();
    for (const r of rows(name)) {
      const group = spec.key
        .filter((k) => k !== spec.dateColumn)
        .map((k) => String(r[k]))
        .join('|');
      const d = r[spec.dateColumn!] as string;
      expect(d >= (last.get(group) ?? '')).toBe(true);
      last.set(group, d);
    }
  });

  it('LPR: every month from 2019-08 to the last fixing, both terms, 5-year above 1-year, moves of at most 0.35', () => {
    const lpr = rows('lpr');
    const dates = [...new Set(lpr.map((r) => r.date as string))];
    expect(dates[0]).toBe('2019-08-20');
    const months = dates.map((d) => d.slice(0, 7));
    const [y0, m0] = months[0].split('-').map(Number);
    months.forEach((m, i) => {
      const y = y0 + Math.floor((m0 - 1 + i) / 12);
      const mo = ((m0 - 1 + i) % 12) + 1;
      expect(m).toBe(`${y}-${String(mo).padStart(2, '0')}`);
    });
    expect(lpr.length).toBe(dates.length * 2);
    let prev: Row[] | null = null;
    for (const d of dates) {
      const [one, five] = ['1y', '5y+'].map((t) => lpr.find((r) => r.date === d && r.term === t)!);
      expect(pct(five)).toBeGreaterThan(pct(one));
      // Published on the 20th or within the following working days (holidays move it).
      expect(Number(d.slice(8))).toBeGreaterThanOrEqual(20);
      expect(Number(d.slice(8))).toBeLessThanOrEqual(24);
      if (prev) {
        expect(Math.abs(pct(one) - pct(prev[0]))).toBeLessThanOrEqual(350);
        expect(Math.abs(pct(five) - pct(prev[1]))).toBeLessThanOrEqual(350);
      }
      prev = [one, five];
    }
  });

  it.each([
    ['2019-08-20', '1y', '4.25'],
    ['2019-08-20', '5y+', '4.85'],
    ['2020-04-20', '1y', '3.85'],
    ['2022-05-20', '5y+', '4.45'],
    ['2024-02-20', '5y+', '3.95'],
    ['2024-10-21', '1y', '3.1'],
    ['2025-05-20', '5y+', '3.5'],
  ])('LPR %s %s is %s', (date, term, rate) => {
    const r = rows('lpr').find((x) => x.date === date && x.term === term)!;
    expect(formatThousandths(pct(r))).toBe(rate);
  });

  it('benchmark rates: loans above deposits, longer terms not cheaper, the final 2015-10-24 table', () => {
    const b = rows('pboc-benchmark');
    for (const date of new Set(b.map((r) => r.effective_date))) {
      const at = (kind: string, term: string) =>
        b.find((r) => r.effective_date === date && r.kind === kind && r.term === term)!;
      const loans = ['6m', '1y', '3y', '5y', '5y+'].map((t) => pct(at('loan', t)));
      const deposits = ['demand', '3m', '6m', '1y', '2y', '3y'].map((t) => pct(at('deposit', t)));
      for (let i = 1; i < loans.length; i++) expect(loans[i]).toBeGreaterThanOrEqual(loans[i - 1]);
      for (let i = 1; i < deposits.length; i++) expect(deposits[i]).toBeGreaterThan(deposits[i - 1]);
      expect(loans[1]).toBeGreaterThan(deposits[3]);
    }
    const last = b.filter((r) => r.effective_date === '2015-10-24');
    const get = (kind: string, term: string) =>
      formatThousandths(pct(last.find((r) => r.kind === kind && r.term === term)!));
    expect([get('loan', '1y'), get('loan', '5y'), get('loan', '5y+')]).toEqual(['4.35', '4.75', '4.9']);
    expect([get('deposit', 'demand'), get('deposit', '1y'), get('deposit', '3y')]).toEqual(['0.35', '1.5', '2.75']);
  });

  it('provident fund: second home at least 1.1 times first home, over 5 years above 5 years or less', () => {
    const p = rows('provident-fund');
    for (const r of p.filter((x) => x.home === 'second')) {
      const first = p
        .filter(
          (x) =>
            x.home === 'first' && x.term === r.term && (x.effective_date as string) <= (r.effective_date as string),
        )
        .at(-1)!;
      expect(pct(r) * 10).toBeGreaterThanOrEqual(pct(first) * 11);
    }
    for (const date of new Set(p.map((r) => `${r.effective_date as string}|${r.home as string}`))) {
      const [d, home] = date.split('|');
      const le = p.find((r) => r.effective_date === d && r.home === home && r.term === 'le5y')!;
      const gt = p.find((r) => r.effective_date === d && r.home === home && r.term === 'gt5y')!;
      expect(pct(gt)).toBeGreaterThan(pct(le));
    }
    const latest = p.filter((r) => r.effective_date === '2025-05-08').map((r) => formatThousandths(pct(r)));
    expect(latest).toEqual(['2.1', '2.6', '2.525', '3.075']);
  });

  it('bank deposits: known banks, longer fixed terms pay more, each round cuts or keeps every rate', () => {
    const d = rows('bank-deposit');
    const order = ['demand', '3m', '6m', '1y', '2y', '3y', '5y'];
    const groups = new Map<string, Row[]>();
    for (const r of d)
      groups.set(`${r.bank as string}|${r.effective_date as string}`, [
        ...(groups.get(`${r.bank as string}|${r.effective_date as string}`) ?? []),
        r,
      ]);
    for (const list of groups.values()) {
      const sorted = [...list].sort((a, b) => order.indexOf(a.term as string) - order.indexOf(b.term as string));
      for (let i = 1; i < sorted.length; i++) expect(pct(sorted[i])).toBeGreaterThanOrEqual(pct(sorted[i - 1]));
    }
    const series = new Map<string, number>();
    for (const r of d) {
      const key = `${r.bank as string}|${r.term as string}`;
      const before = series.get(key);
      if (before !== undefined) expect(pct(r)).toBeLessThanOrEqual(before);
      series.set(key, pct(r));
    }
    for (const r of d) expect(known.banks.has(r.bank as string)).toBe(true);
  });

  it('city and contribution rules refer to known cities; the city list has at least 30 distinct cities', () => {
    expect(known.cities.size).toBeGreaterThanOrEqual(30);
    expect(new Set(cities.rows.map((r) => r.name_zh)).size).toBe(cities.rows.length);
    for (const r of rows('mortgage-policy')) expect(r.scope === 'CN' || known.cities.has(r.scope as string)).toBe(true);
    for (const r of rows('social-insurance'))
      expect(r.region === 'CN' || known.cities.has(r.region as string)).toBe(true);
    const social = rows('social-insurance');
    for (const city of ['110000', '310000']) {
      for (const from of ['2023-07-01', '2024-07-01']) {
        const min = social.find((r) => r.region === city && r.item === 'base_min' && r.valid_from === from)!;
        const max = social.find((r) => r.region === city && r.item === 'base_max' && r.valid_from === from)!;
        // The ceiling is 3 times the average wage; the floor 55% to 60% of it.
        expect(pct(max, 'value') / pct(min, 'value')).toBeGreaterThan(4.9);
        expect(pct(max, 'value') / pct(min, 'value')).toBeLessThan(5.5);
      }
    }
  });
});

describe('data file validation', () => {
  const lprHead = text('lpr')
    .split('\n')
    .filter((l) => l.startsWith('#') || l.startsWith('date,'))
    .join('\n');
  const withRows = (...lines: string[]) => `${lprHead}\n${lines.join('\n')}\n`;
  const good = ['2019-08-20,1y,4.25,S1', '2019-08-20,5y+,4.85,S1', '2019-09-20,1y,4.20,S1', '2019-09-20,5y+,4.85,S1'];

  it('accepts good rows', () => {
    expect(parseDataset(withRows(...good)).ok).toBe(true);
  });

  it.each([
    ['a date that does not exist', '2019-09-31,1y,4.20,S1', /not a date/],
    ['an unknown term', '2019-09-20,2y,4.20,S1', /not one of/],
    ['a rate out of range', '2019-09-20,1y,42.0,S1', /outside/],
    ['more than 3 decimals', '2019-09-20,1y,4.2001,S1', /at most 3 decimals/],
    ['an undeclared source', '2019-09-20,1y,4.20,S9', /not declared/],
    ['a missing cell', '2019-09-20,1y,4.20', /cells/],
    ['a duplicate', '2019-08-20,1y,4.25,S1', /same date, term/],
    ['a date outside the covered period', '2027-01-20,1y,4.20,S1', /outside the covered period/],
  ])('refuses %s', (_label, bad, message) => {
    const result = parseDataset(withRows(...good.slice(0, 2), bad, ...good.slice(3)));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.message).join('\n')).toMatch(message);
  });

  it('refuses a gap in the LPR months and a fixing with one term', () => {
    const gap = parseDataset(withRows(...good.slice(0, 2), '2019-10-21,1y,4.20,S1', '2019-10-21,5y+,4.85,S1'));
    expect(gap.ok).toBe(false);
    if (!gap.ok) expect(gap.errors[0].message).toMatch(/missing between 2019-08 and 2019-10/);
    const half = parseDataset(withRows(...good.slice(0, 3)));
    expect(half.ok).toBe(false);
  });

  it('refuses unknown bank codes and rows out of date order', () => {
    const head = text('bank-deposit')
      .split('\n')
      .filter((l) => l.startsWith('#') || l.startsWith('bank,'))
      .join('\n');
    const unknown = parseDataset(`${head}\nnobank,2024-07-25,fixed,1y,1.35,S1\n`, known);
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.errors[0].message).toMatch(/unknown bank code "nobank"/);
    const order = parseDataset(`${head}\nicbc,2024-10-18,fixed,1y,1.10,S1\nicbc,2024-07-25,fixed,1y,1.35,S1\n`, known);
    expect(order.ok).toBe(false);
    if (!order.ok) expect(order.errors[0].message).toMatch(/out of order/);
  });

  it('reads decimals exactly', () => {
    expect(parseThousandths('3.025')).toBe(3025);
    expect(parseThousandths('0.05')).toBe(50);
    expect(parseThousandths('-45')).toBe(-45000);
    expect(parseThousandths('1e3')).toBeNull();
    expect(parseThousandths('3.')).toBeNull();
    expect(formatThousandths(3075)).toBe('3.075');
    expect(formatThousandths(-45000)).toBe('-45');
  });
});
