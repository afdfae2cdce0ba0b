import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { BATCHES_IN_FLIGHT, Batcher } from './batcher.js';
import { isDataError } from '../db/errors.js';

export interface UsageReport {
  toolUrl: string;
  toolName: string;
  tabName: string;
  at: Date;
}

/**
 * Tool-use reports, group-committed: a batch's rows and the `pv` counter change atomically together,
 * so the count is exactly the number of stored reports, and a report is acknowledged only once its
 * batch is committed. PostgreSQL does it in one statement (one round trip; a data-modifying WITH runs
 * in the statement's transaction), SQLite in one transaction on its in-process connection. A report the
 * database refuses fails alone: the batch is retried without it (see Batcher).
 */
export function usageReportWriter(db: Db): Batcher<UsageReport> {
  return new Batcher(
    async (reports) => {
      const rows = reports.map((r) => ({
        tool_url: r.toolUrl.split(/[?#]/)[0],
        tool_name: r.toolName,
        tab_name: r.tabName,
        day: r.at.toISOString().slice(0, 10),
        created_at: r.at.toISOString(),
      }));
      const addToCount = sql<number>`value + ${reports.length}`;
      if (db.dialect === 'postgres') {
        await db.kysely
          .with('stored', (qb) => qb.insertInto('usage_reports').values(rows))
          .updateTable('counters')
          .set({ value: addToCount })
          .where('name', '=', 'pv')
          .execute();
        return;
      }
      await db.kysely.transaction().execute(async (trx) => {
        await trx.insertInto('usage_reports').values(rows).execute();
        await trx.updateTable('counters').set({ value: addToCount }).where('name', '=', 'pv').execute();
      });
    },
    { isolate: isDataError, concurrency: db.dialect === 'postgres' ? BATCHES_IN_FLIGHT : 1 },
  );
}

/**
 * The "helped N people" count (asked on every home page view): concurrent requests share one query,
 * compiled once; each still sees every report acknowledged before it asked.
 */
export function pvCounter(db: Db): () => Promise<number> {
  const query = db.kysely.selectFrom('counters').select('value').where('name', '=', 'pv').compile();
  const reads = new Batcher<void, number>(async () => {
    const { rows } = await db.kysely.executeQuery(query);
    return Number(rows[0]?.value ?? 0);
  });
  return () => reads.add();
}
