import type { Generated } from 'kysely';
import type { FeedbackItem } from '../../common/feedback.js';

export interface CountersTable {
  name: string;
  value: number;
}

export interface UsageReportsTable {
  id: Generated<number>;
  tool_url: string;
  tool_name: string;
  tab_name: string;
  day: string;
  created_at: string;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  eventname: string;
  guid: string;
  page: string;
  callfrom: string;
  source: string;
  /** 1 on desktop, 0 on a phone. */
  is_pc: number;
  app_version: string;
  created_at: string;
  day: string;
}

export interface ClientLogsTable {
  id: Generated<number>;
  level: 'error' | 'warn';
  message: string;
  url: string;
  status: number | null;
  body: string | null;
  guid: string | null;
  user_agent: string;
  created_at: string;
  day: string;
}

/** A file uploaded for server-side work (the bytes are in `<dataDir>/uploads/<id>`). */
export interface UploadsTable {
  id: string;
  mime: string;
  /** The name it is served with (already made safe; its extension follows the content). */
  name: string;
  size: number;
  /** Images are served inline, anything else as a download. */
  inline: number;
  created_at: string;
  expires_at: string;
}

/** A stored message: the fields the admin list shows (common/feedback.ts), its id made by the database. */
export type FeedbackTable = Omit<FeedbackItem, 'id'> & { id: Generated<number> };

/** A person who logged in once through a provider (or the local demo login). */
export interface UsersTable {
  id: Generated<number>;
  /** Public id (the `qbtool_qbid` cookie, `getLoginInfo`'s qbid). */
  qbid: string;
  provider: 'qq' | 'wx' | 'demo';
  appid: string;
  openid: string;
  nick_name: string;
  logo: string;
  created_at: number;
  updated_at: number;
}

/** One login: only the sha256 of its tokens is kept; times are epoch milliseconds. */
export interface LoginSessionsTable {
  id: Generated<number>;
  user_id: number;
  logintype: 'qq' | 'wx' | 'demo';
  token_hash: string;
  refresh_hash: string;
  /** 1: 下次自动登录 was checked (persistent cookies); 0: session cookies. */
  persistent: number;
  token_expires_at: number;
  refresh_expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

/** An OAuth `state` waiting for its provider's redirect (single use). */
export interface OauthStatesTable {
  state_hash: string;
  provider: 'qq' | 'wx';
  return_to: string;
  redirect_uri: string;
  session_only: number;
  expires_at: number;
}

export interface ToolStatsTable {
  tool_id: string;
  pv: Generated<number>;
  score_pv: Generated<number>;
  score_sum: Generated<number>;
}

/** Page views of a tool on one UTC day (written with tool_stats.pv, in the same statement or transaction). */
export interface ToolPvDailyTable {
  tool_id: string;
  day: string;
  pv: Generated<number>;
}

export interface ToolRatingsTable {
  id: Generated<number>;
  tool_id: string;
  user_id: number;
  score: number;
  created_at: number;
}

/** A unit of server work (src/server/tasks/): times are epoch milliseconds. */
export interface TasksTable {
  id: string;
  /** The task kind (a tool slug). */
  kind: string;
  /** The visitor (token visitor id) who created it: the only one who may see or download it. */
  visitor: string;
  state: 'queued' | 'running' | 'done' | 'failed' | 'canceled';
  progress: number;
  /** JSON text of the validated options. */
  options: string;
  /** JSON text: [{file, name, size}] (file: the name under the task's in/ folder). */
  inputs: string;
  input_bytes: number;
  output_file: string | null;
  output_name: string | null;
  output_size: number | null;
  output_mime: string | null;
  error_code: number | null;
  error_detail: string | null;
  attempts: number;
  max_attempts: number;
  /** The worker holding the claim, and until when. */
  lease_owner: string | null;
  lease_expires_at: number | null;
  /** Not claimed before (a retry waits a little). */
  run_after: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  expires_at: number;
}

export interface TaskUsageTable {
  visitor: string;
  /** The tool family whose daily limit the count is for (office, speech, ocr). */
  family: string;
  day: string;
  count: number;
}

/** A file stored for a later create (`upload2cos`). */
export interface TaskFilesTable {
  id: string;
  visitor: string;
  name: string;
  size: number;
  created_at: number;
  expires_at: number;
}

/** One loaded rates dataset (src/server/rates/): what it covers and where it came from. */
export interface RateDatasetsTable {
  name: string;
  title: string;
  compiled_on: string;
  covers_from: string;
  /** The data's "as of" date: known complete up to this day. */
  covers_to: string;
  /** JSON text: source id → text. */
  sources: string;
  /** JSON text: the file's notes. */
  notes: string;
  row_count: number;
  sha256: string;
  /** `seed` (the file in the repository) or `import` (`npm run rates:import`). */
  origin: 'seed' | 'import';
  imported_at: number;
}

/** Rates and amounts below are integers in thousandths (3.025 → 3025); `source` is the file's source id. */
export interface RateBanksTable {
  code: string;
  name_zh: string;
  name_en: string;
  type: 'state' | 'joint_stock';
  source: string;
}

export interface RateCitiesTable {
  code: string;
  name_zh: string;
  name_en: string;
  province: string;
  source: string;
}

export interface RateLprTable {
  date: string;
  term: '1y' | '5y+';
  rate_pct: number;
  source: string;
}

export interface RateBenchmarkTable {
  effective_date: string;
  kind: 'loan' | 'deposit';
  term: string;
  rate_pct: number;
  source: string;
}

export interface RateProvidentTable {
  effective_date: string;
  home: 'first' | 'second';
  term: 'le5y' | 'gt5y';
  rate_pct: number;
  source: string;
}

export interface RateDepositTable {
  bank: string;
  effective_date: string;
  product: 'demand' | 'fixed' | 'cd';
  term: string;
  rate_pct: number;
  source: string;
}

export interface RateMortgagePolicyTable {
  /** `CN` (national) or a city code. */
  scope: string;
  effective_date: string;
  home: 'first' | 'second';
  item: string;
  /** null: none (no floor). */
  value: number | null;
  source: string;
}

export interface RateSocialInsuranceTable {
  region: string;
  valid_from: string;
  valid_to: string | null;
  item: string;
  side: 'employer' | 'employee' | 'both';
  value: number;
  source: string;
}

export interface Database {
  counters: CountersTable;
  usage_reports: UsageReportsTable;
  analytics_events: AnalyticsEventsTable;
  client_logs: ClientLogsTable;
  feedback: FeedbackTable;
  uploads: UploadsTable;
  users: UsersTable;
  login_sessions: LoginSessionsTable;
  oauth_states: OauthStatesTable;
  tool_stats: ToolStatsTable;
  tool_ratings: ToolRatingsTable;
  tool_pv_daily: ToolPvDailyTable;
  tasks: TasksTable;
  task_usage: TaskUsageTable;
  task_files: TaskFilesTable;
  rate_datasets: RateDatasetsTable;
  rate_banks: RateBanksTable;
  rate_cities: RateCitiesTable;
  rate_lpr: RateLprTable;
  rate_benchmark: RateBenchmarkTable;
  rate_provident: RateProvidentTable;
  rate_deposit: RateDepositTable;
  rate_mortgage_policy: RateMortgagePolicyTable;
  rate_social_insurance: RateSocialInsuranceTable;
}
