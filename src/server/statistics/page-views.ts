import { sql, type QueryCreator } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Db } from '../db/index.js';
import { isDataError } from '../db/errors.js';
import { BATCHES_IN_FLIGHT, Batcher } from './batcher.js';

export interface PageView {
  tool: string;
  at: Date;
}

/** Each tool's page views after a batch: every caller gets its own tool's count, its view included. */
export type PageViewCounts = Map<string, number>;

/**
 * `addToolPV`, group-committed like the usage reports: the page views arriving together are added per tool
 * and per day in one write (PostgreSQL: one statement, the daily rows in a data-modifying WITH; SQLite: one
 * transaction), and a call is answered only once that write is committed, so the counts are exact. Rows are
 * written in tool order, so two instances writing at once lock them in the same order (no deadlock).
 */
export function pageViewWriter(db: Db): Batcher<PageView, PageViewCounts> {
  return new Batcher<PageView, PageViewCounts>(
    async (views) => {
      const byTool = new Map<string, number>();
      const byDay = new Map<string, { tool_id: string; day: string; pv: number }>();
      for (const v of views) {
        byTool.set(v.tool, (byTool.get(v.tool) ?? 0) + 1);
        const day = v.at.toISOString().slice(0, 10);
        const key = `${v.tool}\u0000${day}`;
        const row = byDay.get(key);
        if (row) row.pv++;
        else byDay.set(key, { tool_id: v.tool, day, pv: 1 });
      }
      const order = (a: { tool_id: string; day?: string }, b: { tool_id: string; day?: string }) =>
        a.tool_id < b.tool_id ? -1 : a.tool_id > b.tool_id ? 1 : (a.day ?? '') < (b.day ?? '') ? -1 : 1;
      const totals = [...byTool].map(([tool_id, pv]) => ({ tool_id, pv })).sort(order);
      const daily = [...byDay.values()].sort(order);

      const kysely = db.kysely;
      const upsertTotals = (qc: QueryCreator<Database>) =>
        qc
          .insertInto('tool_stats')
          .values(totals)
          .onConflict((oc) => oc.column('tool_id').doUpdateSet({ pv: sql`tool_stats.pv + excluded.pv` }))
          .returning(['tool_id', 'pv']);
      let rows: { tool_id: string; pv: number }[];
      if (db.dialect === 'postgres') {
        const withDaily = kysely.with('daily', (qb) =>
          qb
            .insertInto('tool_pv_daily')
            .values(daily)
            .onConflict((oc) =>
              oc.columns(['tool_id', 'day']).doUpdateSet({ pv: sql`tool_pv_daily.pv + excluded.pv` }),
            ),
        );
        rows = await upsertTotals(withDaily as unknown as QueryCreator<Database>).execute();
      } else {
        rows = await kysely.transaction().execute(async (trx) => {
          await trx
            .insertInto('tool_pv_daily')
            .values(daily)
            .onConflict((oc) => oc.columns(['tool_id', 'day']).doUpdateSet({ pv: sql`tool_pv_daily.pv + excluded.pv` }))
            .execute();
          return upsertTotals(trx).execute();
        });
      }
      return new Map(rows.map((r) => [r.tool_id, Number(r.pv)]));
    },
    { isolate: isDataError, concurrency: db.dialect === 'postgres' ? BATCHES_IN_FLIGHT : 1 },
  );
}
