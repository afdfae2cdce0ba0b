/** The queue's settings (TASK_* variables; the README's configuration table lists them). */
import { availableParallelism } from 'node:os';
import { QUOTA_FAMILIES, type QuotaFamily } from '../../common/task-api.js';
import type { TasksConfig } from './types.js';

/** Tasks per visitor per UTC day of each family when neither its own variable nor TASK_DAILY_LIMIT is set. */
const DAILY_LIMITS: Record<QuotaFamily, number> = { office: 50, speech: 500, ocr: 200 };

/** A whole-number variable (at least `min`), or `fallback` when unset. */
export function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number >= ${min}, got "${value}"`);
  return n;
}

export function loadTasksConfig(env: NodeJS.ProcessEnv): TasksConfig {
  return {
    workers: whole(env, 'TASK_WORKERS', availableParallelism()),
    ttlSeconds: whole(env, 'TASK_TTL_SECONDS', 3600, 1),
    leaseSeconds: whole(env, 'TASK_LEASE_SECONDS', 30, 1),
    maxAttempts: whole(env, 'TASK_MAX_ATTEMPTS', 3, 1),
    maxBytes: whole(env, 'TASK_MAX_BYTES', 50_000_000, 1),
    dailyLimits: dailyLimits(env),
    pollMs: whole(env, 'TASK_POLL_MS', 1000, 10),
    busyQueued: whole(env, 'TASK_BUSY_QUEUED', 200),
  };
}

/** TASK_DAILY_LIMIT_<FAMILY>, else TASK_DAILY_LIMIT (one limit for every family), else the family's default. */
function dailyLimits(env: NodeJS.ProcessEnv): Record<QuotaFamily, number> {
  const all = env.TASK_DAILY_LIMIT ? whole(env, 'TASK_DAILY_LIMIT', 0) : undefined;
  const limits = {} as Record<QuotaFamily, number>;
  for (const family of QUOTA_FAMILIES)
    limits[family] = whole(env, `TASK_DAILY_LIMIT_${family.toUpperCase()}`, all ?? DAILY_LIMITS[family]);
  return limits;
}
