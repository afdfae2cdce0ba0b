/** The operator dashboard's API (`/api/admin/*`): what the server answers and the page shows. */

export const ADMIN_API = {
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  session: '/api/admin/session',
  overview: '/api/admin/overview',
  export: '/api/admin/export.csv',
  feedback: '/api/admin/feedback',
} as const;

export const ADMIN_PAGE = '/admin';

/** A day range, both ends included, as UTC dates `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  to: string;
}

/** The longest range the dashboard asks for, in days. */
export const MAX_RANGE_DAYS = 366;

export interface DailyCount {
  day: string;
  tool: string;
  count: number;
}

export interface ToolSummary {
  tool: string;
  /** Page views in the range (addToolPV). */
  pv: number;
  /** Usage reports in the range (report). */
  uses: number;
  /** Ratings of all time and their average (0 when none). */
  ratings: number;
  score: number;
}

export interface SourceCount {
  /** Where visitors came from (the referrer mapping: a search engine, `<page>_self`, another host, or ''). */
  source: string;
  /** The callfrom tracking parameter ('' when none). */
  callfrom: string;
  visits: number;
}

export interface QueueState {
  /** False when this server has no task queue (no `tasks` table). */
  available: boolean;
  /** Tasks per state (queued, running, done, failed, canceled). */
  byState: Record<string, number>;
  /** Tasks per kind (tool) and state. */
  byTool: { tool: string; state: string; count: number }[];
}

export interface StorageSummary {
  usedBytes: number;
  maxBytes: number;
  freeBytes: number | null;
  minFreeBytes: number;
  byFolder: Record<string, number>;
}

export interface AdminOverview {
  range: DayRange;
  days: string[];
  pvByDay: DailyCount[];
  usesByDay: DailyCount[];
  tools: ToolSummary[];
  sources: SourceCount[];
  /** How many ratings gave each star count (1–5), all time. */
  stars: number[];
  queue: QueueState;
  storage: StorageSummary;
  totals: { pv: number; uses: number; feedback: number; ratings: number; users: number };
  /** The registered tools' names, by slug. */
  toolNames: Record<string, { zh: string; en: string }>;
}

export const EXPORT_KINDS = ['pv', 'uses', 'sources', 'tools', 'feedback'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Every day from `from` to `to`, both included. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${range.from}T00:00:00Z`); t <= Date.parse(`${range.to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The last `n` days up to `today` (a UTC date). */
export function lastDays(n: number, today: string): DayRange {
  const to = Date.parse(`${today}T00:00:00Z`);
  return { from: new Date(to - (n - 1) * 86_400_000).toISOString().slice(0, 10), to: today };
}

/** The tool of a usage report's address: `/qrcode.html` → `qrcode`; anything else as it is. */
export function toolOfUrl(url: string): string {
  const m = /^\/([A-Za-z0-9_-]+)(\.html)?$/.exec(url);
  return m ? m[1] : url;
}
