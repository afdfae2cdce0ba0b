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

export interface Database {
  counters: CountersTable;
  usage_reports: UsageReportsTable;
  analytics_events: AnalyticsEventsTable;
  client_logs: ClientLogsTable;
  feedback: FeedbackTable;
  uploads: UploadsTable;
}
