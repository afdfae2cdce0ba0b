/**
 * The four calls' answers, built from a snapshot of the rates data (pure: no database, no clock).
 * Every rate is an annual percent as a JSON number read back from exact thousandths (3.025, not
 * 3.0249999); every section carries `asOf`: the date up to which its dataset is known complete.
 */
import { DEPOSIT_TERMS, LOAN_TERMS, NATIONAL, YUAN_ITEMS, type DatasetName } from './datasets.js';
import type { Snapshot } from './snapshot.js';

const num = (thousandths: number) => thousandths / 1000;

function meta(s: Snapshot, name: DatasetName) {
  const d = s.datasets.get(name);
  return { asOf: d?.coversTo ?? '', sourceText: (id: string) => d?.sources[id] ?? id };
}

/** The last row per group whose date is on or before `date` (rows sorted by date ascending). */
function inForce<T>(rows: T[], date: string, dateOf: (r: T) => string, groupOf: (r: T) => string): Map<string, T> {
  const out = new Map<string, T>();
  for (const r of rows) if (dateOf(r) <= date) out.set(groupOf(r), r);
  return out;
}

export interface BankAnswer {
  id: string;
  name: string;
  nameEn: string;
  type: 'state' | 'joint_stock';
  /** False when no deposit rates of this bank are known (they are absent, never guessed). */
  hasRates: boolean;
}

export function bankList(s: Snapshot, type?: 'state' | 'joint_stock') {
  const withRates = new Set(s.deposit.map((d) => d.bank));
  const banks: BankAnswer[] = s.banks
    .filter((b) => !type || b.type === type)
    .map((b) => ({ id: b.code, name: b.name_zh, nameEn: b.name_en, type: b.type, hasRates: withRates.has(b.code) }));
  return { asOf: meta(s, 'banks').asOf, banks };
}

export interface DepositRateAnswer {
  product: 'demand' | 'fixed' | 'cd';
  term: string;
  rate: number;
  effectiveDate: string;
  source: string;
}

const termOrder = (t: string) => DEPOSIT_TERMS.indexOf(t as (typeof DEPOSIT_TERMS)[number]);

/** One bank's deposit rates in force on `date` (by product and term), and optionally every dated row. */
export function bankPolicy(s: Snapshot, code: string, date: string, history: boolean) {
  const bank = s.banks.find((b) => b.code === code);
  if (!bank) return null;
  const m = meta(s, 'bank-deposit');
  const rows = s.deposit.filter((d) => d.bank === code);
  const toAnswer = (d: (typeof rows)[number]): DepositRateAnswer => ({
    product: d.product,
    term: d.term,
    rate: num(d.rate_pct),
    effectiveDate: d.effective_date,
    source: m.sourceText(d.source),
  });
  const sortKey = (a: DepositRateAnswer, b: DepositRateAnswer) =>
    a.product.localeCompare(b.product) || termOrder(a.term) - termOrder(b.term);
  const current = [
    ...inForce(
      rows,
      date,
      (d) => d.effective_date,
      (d) => `${d.product}|${d.term}`,
    ).values(),
  ]
    .map(toAnswer)
    .sort(sortKey);
  return {
    asOf: m.asOf,
    date,
    bank: { id: bank.code, name: bank.name_zh, nameEn: bank.name_en, type: bank.type },
    rates: current,
    ...(history ? { history: rows.map(toAnswer) } : {}),
  };
}

export function cityList(s: Snapshot) {
  return {
    asOf: meta(s, 'cities').asOf,
    cities: s.cities.map((c) => ({ code: c.code, name: c.name_zh, nameEn: c.name_en, province: c.province })),
  };
}

/** A city by its 6-digit code or its Chinese name. */
export function findCity(s: Snapshot, query: string) {
  return s.cities.find((c) => c.code === query || c.name_zh === query) ?? null;
}

/** A city's mortgage policy (its own rule where recorded, else the national one) and contribution rules. */
export function cityPolicy(s: Snapshot, query: string, date: string) {
  const city = findCity(s, query);
  if (!city) return null;
  const mm = meta(s, 'mortgage-policy');
  const mortgageRows = s.mortgage.filter((r) => r.scope === NATIONAL || r.scope === city.code);
  const national = inForce(
    mortgageRows.filter((r) => r.scope === NATIONAL),
    date,
    (r) => r.effective_date,
    (r) => `${r.home}|${r.item}`,
  );
  const local = inForce(
    mortgageRows.filter((r) => r.scope === city.code),
    date,
    (r) => r.effective_date,
    (r) => `${r.home}|${r.item}`,
  );
  const rules = [...new Set([...national.keys(), ...local.keys()])].sort().map((key) => {
    const r = local.get(key) ?? national.get(key)!;
    return {
      scope: r.scope === NATIONAL ? ('national' as const) : ('city' as const),
      home: r.home,
      item: r.item,
      /** Percent for min_down_payment_pct, basis points for lpr_spread_floor_bp; null = no floor. */
      value: r.value === null ? null : num(r.value),
      effectiveDate: r.effective_date,
      source: mm.sourceText(r.source),
    };
  });

  const sm = meta(s, 'social-insurance');
  const validAt = (d: string) => (r: (typeof s.social)[number]) =>
    r.valid_from <= d && (r.valid_to === null || r.valid_to >= d);
  const cityRows = s.social.filter((r) => r.region === city.code);
  let validOn = date;
  let current = true;
  if (cityRows.length && !cityRows.some(validAt(date))) {
    // Past the last known period (or before the first): answer with the latest period before `date`.
    const ends = cityRows.map((r) => r.valid_to).filter((t): t is string => t !== null && t < date);
    current = false;
    validOn = ends.length ? ends.sort().at(-1)! : cityRows[0].valid_from;
  }
  const social = s.social
    .filter((r) => (r.region === NATIONAL && validAt(date)(r)) || (r.region === city.code && validAt(validOn)(r)))
    .map((r) => ({
      scope: r.region === NATIONAL ? ('national' as const) : ('city' as const),
      item: r.item,
      side: r.side,
      value: num(r.value),
      unit: (YUAN_ITEMS as readonly string[]).includes(r.item) ? ('yuan' as const) : ('pct' as const),
      validFrom: r.valid_from,
      validTo: r.valid_to,
      source: sm.sourceText(r.source),
    }));
  return {
    asOf: mm.asOf < sm.asOf ? mm.asOf : sm.asOf,
    date,
    city: { code: city.code, name: city.name_zh, nameEn: city.name_en, province: city.province },
    mortgage: { asOf: mm.asOf, localRulesRecorded: local.size > 0, rules },
    socialInsurance: { asOf: sm.asOf, validOn, current, rows: social },
  };
}

/** The LPR fixing in force on `date` (the last one published on or before it), both terms. */
export function lprOn(s: Snapshot, date: string) {
  const byDate = new Map<string, { oneYear?: number; fiveYear?: number; source?: string }>();
  for (const r of s.lpr) {
    if (r.date > date) break;
    const e = byDate.get(r.date) ?? {};
    if (r.term === '1y') e.oneYear = num(r.rate_pct);
    else e.fiveYear = num(r.rate_pct);
    e.source = r.source;
    byDate.set(r.date, e);
  }
  const last = [...byDate.keys()].at(-1);
  if (!last) return null;
  const e = byDate.get(last)!;
  return { date: last, oneYear: e.oneYear!, fiveYear: e.fiveYear!, source: meta(s, 'lpr').sourceText(e.source!) };
}

export function latestRates(s: Snapshot, date: string, history: boolean) {
  const lm = meta(s, 'lpr');
  const pm = meta(s, 'provident-fund');
  const bm = meta(s, 'pboc-benchmark');
  const pf = inForce(
    s.provident,
    date,
    (r) => r.effective_date,
    (r) => `${r.home}|${r.term}`,
  );
  const pfPart = (home: 'first' | 'second') => {
    const le = pf.get(`${home}|le5y`);
    const gt = pf.get(`${home}|gt5y`);
    if (!le || !gt) return null;
    return {
      le5y: num(le.rate_pct),
      gt5y: num(gt.rate_pct),
      effectiveDate: le.effective_date > gt.effective_date ? le.effective_date : gt.effective_date,
      source: pm.sourceText(gt.source),
    };
  };
  const bench = inForce(
    s.benchmark,
    date,
    (r) => r.effective_date,
    (r) => `${r.kind}|${r.term}`,
  );
  const benchPart = (kind: 'loan' | 'deposit', terms: readonly string[]) => {
    const rows = terms.map((t) => bench.get(`${kind}|${t}`)).filter((r) => r !== undefined);
    if (!rows.length) return null;
    return {
      effectiveDate: rows
        .map((r) => r.effective_date)
        .sort()
        .at(-1)!,
      rates: rows.map((r) => ({ term: r.term, rate: num(r.rate_pct) })),
      source: bm.sourceText(rows[0].source),
    };
  };
  const lprHistory = () => {
    const out: { date: string; oneYear: number; fiveYear: number }[] = [];
    for (const r of s.lpr) {
      if (r.date > date) break;
      let e = out.at(-1);
      if (!e || e.date !== r.date) out.push((e = { date: r.date, oneYear: 0, fiveYear: 0 }));
      if (r.term === '1y') e.oneYear = num(r.rate_pct);
      else e.fiveYear = num(r.rate_pct);
    }
    return out;
  };
  return {
    asOf: lm.asOf,
    date,
    lpr: lprOn(s, date),
    providentFund: { asOf: pm.asOf, first: pfPart('first'), second: pfPart('second') },
    benchmark: {
      asOf: bm.asOf,
      /** Benchmark loan rates were replaced by the LPR for new loans from 2019-08-20. */
      loan: benchPart('loan', LOAN_TERMS),
      deposit: benchPart('deposit', DEPOSIT_TERMS),
    },
    ...(history ? { lprHistory: lprHistory() } : {}),
  };
}
