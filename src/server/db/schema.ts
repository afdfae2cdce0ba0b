import type { Generated } from 'kysely';

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

export interface FeedbackTable {
  id: Generated<number>;
  content: string;
  contact: string;
  host: string;
  path: string;
  guid: string | null;
  user_agent: string;
  created_at: string;
}

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

export interface ToolRatingsTable {
  id: Generated<number>;
  tool_id: string;
  user_id: number;
  score: number;
  created_at: number;
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
}
