import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATES_API } from '../../common/rates-api.js';
import { parseErrorBody } from '../../common/errors.js';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';
import { openDb } from '../db/index.js';
import { importRatesText } from './import-cli.js';
import { bundledFile } from './store.js';

const lprText = readFileSync(bundledFile('lpr'), 'utf8');
const depositText = readFileSync(bundledFile('bank-deposit'), 'utf8');

/** The bundled LPR file with one more fixing (and a later covered period and compile date). */
function lprWithNextFixing(oneYear: string, fiveYear: string): string {
  return (
    lprText
      .replace('# covers: 2019-08-20..2026-08-20', '# covers: 2019-08-20..2026-09-22')
      .replace('# compiled: 2026-11-22', '# compiled: 2026-11-23') +
    `2026-09-22,1y,${oneYear},S1\n2026-09-22,5y+,${fiveYear},S1\n`
  );
}

describe.each(DATABASES)('rates lookups on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATES_CACHE_SECONDS: '0' });
  });
  afterAll(() => server.close());

  const get = (url: string) => server.app.inject({ method: 'GET', url });
  const data = async <T>(url: string): Promise<T> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json() as { ret: number; data: T };
    expect(body.ret).toBe(0);
    return body.data;
  };
  const tableRows = async () => ({
    lpr: await server.db.kysely.selectFrom('rate_lpr').selectAll().orderBy('term').orderBy('date').execute(),
    deposit: await server.db.kysely
      .selectFrom('rate_deposit')
      .selectAll()
      .orderBy('bank')
      .orderBy('term')
      .orderBy('effective_date')
      .execute(),
    banks: await server.db.kysely.selectFrom('rate_banks').selectAll().orderBy('code').execute(),
    datasets: await server.db.kysely.selectFrom('rate_datasets').selectAll().orderBy('name').execute(),
  });

  it('getBankList: banks with id, name, type and whether rates are known', async () => {
    const d: { asOf: string; banks: { id: string; name: string; type: string; hasRates: boolean }[] } = await data(
      RATES_API.bankList,
    );
    expect(d.asOf).toBe('2026-11-22');
    expect(d.banks).toHaveLength(18);
    expect(d.banks.find((b) => b.id === 'icbc')).toEqual({
      id: 'icbc',
      name: '中国工商银行',
      nameEn: 'Industrial and Commercial Bank of China',
      type: 'state',
      hasRates: true,
    });
    expect(d.banks.find((b) => b.id === 'cmb')?.hasRates).toBe(false);
    const joint: { banks: { type: string }[] } = await data(`${RATES_API.bankList}?type=joint_stock`);
    expect(joint.banks).toHaveLength(12);
    expect(joint.banks.every((b) => b.type === 'joint_stock')).toBe(true);
    const res = await get(`${RATES_API.bankList}?type=foreign`);
    expect(res.statusCode).toBe(400);
    expect(parseErrorBody(res.body)?.code).toBe(1100);
  });

  it('getBankPolicy: rates in force by product and term, with effective dates and sources', async () => {
    type Policy = {
      asOf: string;
      date: string;
      rates: { product: string; term: string; rate: number; effectiveDate: string; source: string }[];
      history?: unknown[];
    };
    const now: Policy = await data(`${RATES_API.bankPolicy}?bankId=icbc`);
    expect(now.asOf).toBe('2025-05-20');
    expect(now.rates.map((r) => [r.product, r.term, r.rate, r.effectiveDate])).toEqual([
      ['demand', 'demand', 0.05, '2025-05-20'],
      ['fixed', '3m', 0.65, '2025-05-20'],
      ['fixed', '6m', 0.85, '2025-05-20'],
      ['fixed', '1y', 0.95, '2025-05-20'],
      ['fixed', '2y', 1.05, '2025-05-20'],
      ['fixed', '3y', 1.25, '2025-05-20'],
      ['fixed', '5y', 1.3, '2025-05-20'],
    ]);
    expect(now.rates[0].source).toMatch(/工商银行/);
    expect(now.history).toBeUndefined();
    const then: Policy = await data(`${RATES_API.bankPolicy}?bankId=ccb&date=2024-01-01&history=1`);
    expect(then.rates.map((r) => `${r.term}:${r.rate}@${r.effectiveDate}`)).toEqual([
      'demand:0.2@2023-12-22',
      '1y:1.45@2023-12-22',
      '2y:1.65@2023-12-22',
      '3y:1.95@2023-12-22',
      '5y:2@2023-12-22',
    ]);
    expect(then.history).toHaveLength(41);
    const none: Policy = await data(`${RATES_API.bankPolicy}?bankId=cmb`);
    expect(none.rates).toEqual([]);
    const before: Policy = await data(`${RATES_API.bankPolicy}?bankId=icbc&date=2020-01-01`);
    expect(before.rates).toEqual([]);
  });

  it('getBankPolicy: bad or unknown input is answered with the catalogue', async () => {
    const unknown = await get(`${RATES_API.bankPolicy}?bankId=nobank`);
    expect(unknown.statusCode).toBe(404);
    expect(parseErrorBody(unknown.body)?.code).toBe(1300);
    for (const q of [
      '',
      '?bankId=ICBC',
      '?bankId=icbc&date=2024-02-30',
      '?bankId=icbc&date=20240101',
      '?bankId=icbc&history=2',
      '?bankId=icbc&x=1',
    ]) {
      const res = await get(`${RATES_API.bankPolicy}${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(parseErrorBody(res.body)?.code, q).toBe(1100);
    }
  });

  it('getCityRatePolicy: the city list, and a city by code or name with national rules and contribution rows', async () => {
    const list: { cities: { code: string; name: string }[] } = await data(RATES_API.cityRatePolicy);
    expect(list.cities.length).toBeGreaterThanOrEqual(30);
    type CityData = {
      asOf: string;
      city: { code: string; name: string };
      mortgage: {
        localRulesRecorded: boolean;
        rules: { scope: string; home: string; item: string; value: number | null; effectiveDate: string }[];
      };
      socialInsurance: {
        validOn: string;
        current: boolean;
        rows: { scope: string; item: string; side: string; value: number; unit: string }[];
      };
    };
    const bj: CityData = await data(`${RATES_API.cityRatePolicy}?city=110000&date=2025-01-15`);
    expect(bj.city.name).toBe('北京');
    expect(bj.mortgage.localRulesRecorded).toBe(false);
    expect(bj.mortgage.rules.map((r) => [r.home, r.item, r.value, r.effectiveDate, r.scope])).toEqual([
      ['first', 'lpr_spread_floor_bp', null, '2024-05-17', 'national'],
      ['first', 'min_down_payment_pct', 15, '2024-09-29', 'national'],
      ['second', 'lpr_spread_floor_bp', null, '2024-05-17', 'national'],
      ['second', 'min_down_payment_pct', 15, '2024-09-29', 'national'],
    ]);
    expect(bj.socialInsurance.current).toBe(true);
    const item = (d: CityData, name: string, side = 'both') =>
      d.socialInsurance.rows.find((r) => r.item === name && r.side === side && r.scope === 'city');
    expect(item(bj, 'base_min')?.value).toBe(6821);
    expect(item(bj, 'base_max')).toMatchObject({ value: 35283, unit: 'yuan' });
    expect(item(bj, 'unemployment', 'employee')).toMatchObject({ value: 0.5, unit: 'pct' });
    // Before 2024-09-29 the national second-home down payment was 25%.
    const mid2024: CityData = await data(
      `${RATES_API.cityRatePolicy}?city=${encodeURIComponent('上海')}&date=2024-06-01`,
    );
    expect(mid2024.city.code).toBe('310000');
    expect(mid2024.mortgage.rules.find((r) => r.home === 'second' && r.item === 'min_down_payment_pct')?.value).toBe(
      25,
    );
    expect(item(mid2024, 'base_min')?.value).toBe(7310);
    // Past the last known period: the latest rows, flagged as not current.
    const later: CityData = await data(`${RATES_API.cityRatePolicy}?city=310000&date=2026-03-01`);
    expect(later.socialInsurance).toMatchObject({ current: false, validOn: '2025-06-30' });
    expect(item(later, 'base_max')?.value).toBe(36921);
    // A city without recorded contribution rules gets the national ones only.
    const cd: CityData = await data(`${RATES_API.cityRatePolicy}?city=510100`);
    expect(cd.socialInsurance.rows.every((r) => r.scope === 'national')).toBe(true);
    expect(cd.socialInsurance.rows.find((r) => r.item === 'pension' && r.side === 'employee')?.value).toBe(8);
    const unknown = await get(`${RATES_API.cityRatePolicy}?city=999999`);
    expect(unknown.statusCode).toBe(404);
    expect((await get(`${RATES_API.cityRatePolicy}?city=1`)).statusCode).toBe(400);
  });

  it('getLatestInterestRate: the LPR in force with its date, provident fund and benchmark rates', async () => {
    type Latest = {
      asOf: string;
      lpr: { date: string; oneYear: number; fiveYear: number } | null;
      providentFund: {
        first: { le5y: number; gt5y: number; effectiveDate: string } | null;
        second: { gt5y: number } | null;
      };
      benchmark: { loan: { effectiveDate: string; rates: { term: string; rate: number }[] } | null };
      lprHistory?: { date: string; oneYear: number; fiveYear: number }[];
    };
    const now: Latest = await data(RATES_API.latestInterestRate);
    expect(now.asOf).toBe('2026-08-20');
    expect(now.lpr).toMatchObject({ date: '2026-08-20', oneYear: 3, fiveYear: 3.5 });
    expect(now.providentFund.first).toMatchObject({ le5y: 2.1, gt5y: 2.6, effectiveDate: '2025-05-08' });
    expect(now.providentFund.second?.gt5y).toBe(3.075);
    expect(now.benchmark.loan?.rates.find((r) => r.term === '5y+')?.rate).toBe(4.9);
    const feb2024: Latest = await data(`${RATES_API.latestInterestRate}?date=2024-02-19&history=1`);
    expect(feb2024.lpr).toMatchObject({ date: '2024-01-22', oneYear: 3.45, fiveYear: 4.2 });
    expect(feb2024.lprHistory).toHaveLength(54);
    expect(feb2024.lprHistory?.[0]).toEqual({ date: '2019-08-20', oneYear: 4.25, fiveYear: 4.85 });
    const before: Latest = await data(`${RATES_API.latestInterestRate}?date=2015-01-01`);
    expect(before.lpr).toBeNull();
    expect(before.benchmark.loan?.effectiveDate).toBe('2014-11-22');
    expect((await get(`${RATES_API.latestInterestRate}?date=yesterday`)).statusCode).toBe(400);
  });

  it('rates:import refuses a file with any bad row and changes nothing', async () => {
    await data(RATES_API.latestInterestRate); // the bundled data is loaded
    const before = await tableRows();
    const bad = [
      lprWithNextFixing('3.00', '350'), // a rate out of range
      lprWithNextFixing('3.00', '3.50').replace('2026-09-22,1y', '2026-09-31,1y'), // not a date
      lprWithNextFixing('3.00', '3.50').replace('2020-05-20,1y,3.85,S1\n', ''), // a fixing with one term
      lprText.replace('2021-03-22,1y,3.85,S1\n2021-03-22,5y+,4.65,S1\n', ''), // a month missing
      depositText.replace('icbc,2025-05-20,fixed,5y,1.30,S1', 'nobank,2025-05-20,fixed,5y,1.30,S1'), // unknown bank
      depositText.replace('# dataset: bank-deposit\n', ''), // no dataset header
    ];
    for (const text of bad) {
      const result = await importRatesText(server.db, text);
      expect(result.ok).toBe(false);
    }
    expect(await tableRows()).toEqual(before);
    const still: { lpr: { date: string } } = await data(RATES_API.latestInterestRate);
    expect(still.lpr.date).toBe('2026-08-20');
  });

  it('rates:import replaces a dataset; the cached answers follow; a bank in use cannot be dropped', async () => {
    const result = await importRatesText(server.db, lprWithNextFixing('2.90', '3.40'));
    expect(result).toMatchObject({ ok: true, dataset: 'lpr', rows: 172, coversTo: '2026-09-22' });
    // Another process's import: this server re-reads the data (RATES_CACHE_SECONDS=0 here).
    const now: { asOf: string; lpr: { date: string; oneYear: number; fiveYear: number } } = await data(
      RATES_API.latestInterestRate,
    );
    expect(now).toMatchObject({ asOf: '2026-09-22', lpr: { date: '2026-09-22', oneYear: 2.9, fiveYear: 3.4 } });
    const stored = await server.db.kysely
      .selectFrom('rate_datasets')
      .selectAll()
      .where('name', '=', 'lpr')
      .executeTakeFirstOrThrow();
    expect(stored.origin).toBe('import');
    // The bundled file (compiled earlier) does not overwrite the operator's import.
    await importRatesText(server.db, depositText);
    expect((await data<{ lpr: { date: string } }>(RATES_API.latestInterestRate)).lpr.date).toBe('2026-09-22');

    const banksText = readFileSync(bundledFile('banks'), 'utf8');
    const before = await tableRows();
    const dropped = await importRatesText(server.db, banksText.replace(/^icbc,.*\n/m, ''));
    expect(dropped.ok).toBe(false);
    if (!dropped.ok) expect(dropped.errors[0].message).toMatch(/still used by other data: icbc/);
    expect(await tableRows()).toEqual(before);
  });

  it('the snapshot is kept for RATES_CACHE_SECONDS, and dropped at once by invalidate()', async () => {
    const slow = await startTestServer(kind, { RATES_CACHE_SECONDS: '3600' });
    try {
      const first = await slow.app.inject({ method: 'GET', url: RATES_API.latestInterestRate });
      expect(first.json().data.lpr.date).toBe('2026-08-20');
      expect((await importRatesText(slow.db, lprWithNextFixing('2.95', '3.45'))).ok).toBe(true);
      // Not yet re-read: the snapshot is kept for RATES_CACHE_SECONDS...
      const cached = await slow.app.inject({ method: 'GET', url: RATES_API.latestInterestRate });
      expect(cached.json().data.lpr.date).toBe('2026-08-20');
      // ...unless invalidated, as an in-process import does.
      slow.app.rates.invalidate();
      const fresh = await slow.app.inject({ method: 'GET', url: RATES_API.latestInterestRate });
      expect(fresh.json().data.lpr).toMatchObject({ date: '2026-09-22', oneYear: 2.95 });
    } finally {
      await slow.close();
    }
  });
});

describe('npm run rates:import (the command)', () => {
  const run = (dataDir: string, file: string) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./import-main.ts', import.meta.url)), file],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      },
    );

  it('exits 1 naming each bad line and changes nothing; exits 0 on a good file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rates-cli-'));
    try {
      const bad = path.join(dir, 'bad.csv');
      writeFileSync(bad, depositText.replace('icbc,2025-05-20,fixed,5y,1.30,S1', 'icbc,2025-05-20,fixed,5y,13.0,S1'));
      const refused = run(dir, bad);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/refused .*bad\.csv: nothing was changed/);
      expect(refused.stderr).toMatch(/line \d+: rate_pct: 13\.0 is outside 0\.\.10/);
      const good = path.join(dir, 'good.csv');
      writeFileSync(good, lprWithNextFixing('2.90', '3.40'));
      const imported = run(dir, good);
      expect(imported.status, imported.stderr).toBe(0);
      expect(imported.stdout).toMatch(/imported lpr: 172 rows, covering 2019-08-20\.\.2026-09-22/);
      // The database holds the good import and the bundled deposit rates, not the refused file's row.
      const { db, dispose } = await openDir(dir);
      const row = await db.kysely
        .selectFrom('rate_deposit')
        .select('rate_pct')
        .where('bank', '=', 'icbc')
        .where('term', '=', '5y')
        .where('effective_date', '=', '2025-05-20')
        .executeTakeFirstOrThrow();
      expect(row.rate_pct).toBe(1300);
      expect(
        (await db.kysely.selectFrom('rate_lpr').select('date').orderBy('date', 'desc').executeTakeFirstOrThrow()).date,
      ).toBe('2026-09-22');
      await dispose();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

async function openDir(dataDir: string) {
  const db = openDb({ dataDir });
  return { db, dispose: () => db.kysely.destroy() };
}
