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

export interface Database {
  counters: CountersTable;
  usage_reports: UsageReportsTable;
}
