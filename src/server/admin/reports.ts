/** What the operator dashboard shows, read from the database (the same queries on SQLite and PostgreSQL). */
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import {
  daysOf,
  toolOfUrl,
  type AdminOverview,
  type DailyCount,
  type DayRange,
  type QueueState,
  type SourceCount,
  type ToolSummary,
} from '../../common/admin.js';
import { average } from '../routes/rating.js';

const n = (v: unknown) => Number(v ?? 0);

export async function pvByDay(db: Db, range: DayRange): Promise<DailyCount[]> {
  const rows = await db.kysely
    .selectFrom('tool_pv_daily')
    .select(['day', 'tool_id', 'pv'])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .orderBy('day')
    .orderBy('tool_id')
    .execute();
  return rows.map((r) => ({ day: r.day, tool: r.tool_id, count: n(r.pv) }));
}

export async function usesByDay(db: Db, range: DayRange): Promise<DailyCount[]> {
  const rows = await db.kysely
    .selectFrom('usage_reports')
    .select((eb) => ['day', 'tool_url', eb.fn.countAll().as('count')])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['day', 'tool_url'])
    .orderBy('day')
    .orderBy('tool_url')
    .execute();
  // Reports name the page (`/qrcode.html`); several addresses of one tool add up.
  const merged = new Map<string, DailyCount>();
  for (const r of rows) {
    const tool = toolOfUrl(r.tool_url);
    const key = `${r.day} ${tool}`;
    const entry = merged.get(key) ?? { day: r.day, tool, count: 0 };
    entry.count += n(r.count);
    merged.set(key, entry);
  }
  return [...merged.values()];
}

/** Page views (qbtool_pv events) by entry source and callfrom, most first. */
export async function sources(db: Db, range: DayRange, limit = 50): Promise<SourceCount[]> {
  const rows = await db.kysely
    .selectFrom('analytics_events')
    .select((eb) => ['source', 'callfrom', eb.fn.countAll().as('visits')])
    .where('eventname', '=', 'qbtool_pv')
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['source', 'callfrom'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('source')
    .orderBy('callfrom')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ source: r.source, callfrom: r.callfrom, visits: n(r.visits) }));
}

export async function toolSummaries(db: Db, pv: DailyCount[], uses: DailyCount[]): Promise<ToolSummary[]> {
  const stats = await db.kysely.selectFrom('tool_stats').select(['tool_id', 'score_pv', 'score_sum']).execute();
  const tools = new Map<string, ToolSummary>();
  const get = (tool: string) => {
    let t = tools.get(tool);
    if (!t) tools.set(tool, (t = { tool, pv: 0, uses: 0, ratings: 0, score: 0 }));
    return t;
  };
  for (const r of pv) get(r.tool).pv += r.count;
  for (const r of uses) get(r.tool).uses += r.count;
  for (const s of stats) {
    if (n(s.score_pv) === 0) continue;
    const t = get(s.tool_id);
    t.ratings = n(s.score_pv);
    t.score = average(n(s.score_sum), t.ratings);
  }
  return [...tools.values()].sort((a, b) => b.pv - a.pv || b.uses - a.uses || a.tool.localeCompare(b.tool));
}

export async function starCounts(db: Db): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('tool_ratings')
    .select((eb) => ['score', eb.fn.countAll().as('count')])
    .groupBy('score')
    .execute();
  const stars = [0, 0, 0, 0, 0];
  for (const r of rows) if (r.score >= 1 && r.score <= 5) stars[r.score - 1] = n(r.count);
  return stars;
}

/** Tasks by state and kind, when this server has a task queue (the `tasks` table). */
export async function queueState(db: Db): Promise<QueueState> {
  let rows: { kind: string; state: string; count: unknown }[];
  try {
    rows = (
      await sql<{
        kind: string;
        state: string;
        count: unknown;
      }>`select kind, state, count(*) as count from tasks group by kind, state order by kind, state`.execute(db.kysely)
    ).rows;
  } catch {
    return { available: false, byState: {}, byTool: [] };
  }
  const byState: Record<string, number> = { queued: 0, running: 0, failed: 0, done: 0 };
  for (const r of rows) byState[r.state] = (byState[r.state] ?? 0) + n(r.count);
  return { available: true, byState, byTool: rows.map((r) => ({ tool: r.kind, state: r.state, count: n(r.count) })) };
}

async function count(db: Db, table: 'feedback' | 'users' | 'tool_ratings'): Promise<number> {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return n(row?.n);
}

export async function overview(
  db: Db,
  range: DayRange,
  storage: AdminOverview['storage'],
  toolNames: AdminOverview['toolNames'] = {},
): Promise<AdminOverview> {
  const [pv, uses] = await Promise.all([pvByDay(db, range), usesByDay(db, range)]);
  const [tools, src, stars, queue, feedback, users, ratings, totals] = await Promise.all([
    toolSummaries(db, pv, uses),
    sources(db, range),
    starCounts(db),
    queueState(db),
    count(db, 'feedback'),
    count(db, 'users'),
    count(db, 'tool_ratings'),
    db.kysely
      .selectFrom('tool_stats')
      .select((eb) => eb.fn.coalesce(eb.fn.sum('pv'), eb.lit(0)).as('pv'))
      .executeTakeFirst(),
  ]);
  const usesCounter = await db.kysely
    .selectFrom('counters')
    .select('value')
    .where('name', '=', 'pv')
    .executeTakeFirst();
  return {
    range,
    days: daysOf(range),
    pvByDay: pv,
    usesByDay: uses,
    tools,
    sources: src,
    stars,
    queue,
    storage,
    totals: { pv: n(totals?.pv), uses: n(usesCounter?.value), feedback, ratings, users },
    toolNames,
  };
}
