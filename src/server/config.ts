import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadLoginConfig, type LoginConfig } from './login/config.js';
import type { StorageLimits } from './storage/usage.js';
import { loadTasksConfig } from './tasks/config.js';
import type { TasksConfig } from './tasks/types.js';
import { loadOfficeConfig, type OfficeConfig } from './office/config.js';

/** Limits on calls that do work (`config: { work: true }`) and on beacons; 0 turns a limit off. */
export interface LimitsConfig {
  /** Work calls per visitor (the token's visitor id) per minute. */
  ratePerMinute: number;
  /** Work calls per visitor per day (UTC). */
  dailyQuota: number;
  /** Work calls per client IP per minute (visitors with the built-in default token get only the IP limits). */
  ipRatePerMinute: number;
  /** Work calls per client IP per day (UTC). */
  ipDailyQuota: number;
  /** Beacon calls (analytics, client logs) and usage reports per client IP per minute. */
  beaconPerMinute: number;
  /** Distinct visitor ids one client IP may get tokens for in an hour (sliding window). */
  newVisitorsPerIpPerHour: number;
}

/** Every setting comes from the environment; the README's configuration table lists them. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate themselves with one). */
  databaseSchema?: string;
  redisUrl?: string;
  /** Prefix of every Redis key this server writes (several sites or tests may share one Redis). */
  redisKeyPrefix: string;
  logLevel: string;
  /** Where the built site is (pre-rendered pages and assets). */
  clientDir: string;
  /** Where the built operator dashboard is (ADMIN_CLIENT_DIR; default: `admin` beside CLIENT_DIR). */
  adminDir: string;
  /** Operator-supplied models (MODELS_DIR: model files with `<id>.model.json` manifests; unset: none). */
  modelsDir?: string;
  /** Which proxies' X-Forwarded-For is believed (TRUST_PROXY: false (default), true, a hop count, or a comma list of addresses/CIDRs). */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** HMAC-SHA256 key of the anonymous tokens. */
  tokenSecret: string;
  /** False when TOKEN_SECRET is unset and a random per-process secret is used (one instance only). */
  tokenSecretFromEnv: boolean;
  tokenTtlSeconds: number;
  limits: LimitsConfig;
  upload: UploadConfig;
  /** The files under DATA_DIR (uploads, task files; not the database): a total cap and a free-disk floor. */
  storage: StorageLimits;
  /** Host names (with port when not the default) this site answers to, for OAuth return addresses (ALLOWED_HOSTS). */
  allowedHosts: string[];
  /** How long SIGTERM waits for in-flight requests and task claims before exiting anyway. */
  shutdownTimeoutMs: number;
  /** Build-time addresses the pages use, read again so the Content-Security-Policy allows their origins. */
  csp: { hostJsApiUrl?: string; analyticsSinkUrl?: string };
  /** Bearer token of the operator endpoints (`GET /api/admin/feedback`); unset: they answer 404. */
  adminToken?: string;
  /** Feedback messages per visitor and per client IP per hour (FEEDBACK_PER_HOUR, default 10; 0 turns it off). */
  feedbackPerHour: number;
  /**
   * The language of a visitor who has not chosen one (DEFAULT_LANG): `zh`, or `browser` — their browser's
   * (Accept-Language), chosen for them on their first page visit (src/server/routes/site-pages.ts).
   */
  defaultLang: 'zh' | 'browser';
  /** QQ, WeChat and demo login, sessions (src/server/login/config.ts lists the variables). */
  login: LoginConfig;
  /** The task queue (TASK_* variables, src/server/tasks/config.ts). */
  tasks: TasksConfig;
  /** LibreOffice (LIBREOFFICE_* variables, src/server/office/config.ts). */
  office: OfficeConfig;
  /** How often (seconds) the rates lookups re-check the database for an import by another process (RATES_CACHE_SECONDS, default 30). */
  ratesCacheSeconds: number;
}

/** Files visitors upload for server-side work. */
export interface UploadConfig {
  /** Largest accepted file (UPLOAD_MAX_BYTES, default 20,000,000). */
  maxBytes: number;
  /** Seconds a file is kept and served (UPLOAD_TTL_SECONDS, default 3600). */
  ttlSeconds: number;
  /** Largest image, in pixels, its header may declare (UPLOAD_MAX_PIXELS, default 100,000,000). */
  maxPixels: number;
  /** Bytes one visitor may upload, a token bucket refilled over an hour (UPLOAD_VISITOR_BYTES_PER_HOUR; 0: off). */
  visitorBytesPerHour: number;
  /** Bytes one client IP may upload, likewise (UPLOAD_IP_BYTES_PER_HOUR; 0: off). */
  ipBytesPerHour: number;
}

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number >= 0, got "${value}"`);
  return n;
}

function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function defaultLang(value: string | undefined): Config['defaultLang'] {
  if (value === undefined || value === '' || value === 'zh') return 'zh';
  if (value === 'browser') return 'browser';
  throw new Error(`DEFAULT_LANG must be zh or browser, got "${value}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const tokenTtlSeconds = count(env.TOKEN_TTL_SECONDS, 86_400, 'TOKEN_TTL_SECONDS');
  if (tokenTtlSeconds === 0) throw new Error('TOKEN_TTL_SECONDS must be at least 1');
  if (env.TOKEN_SECRET && env.TOKEN_SECRET.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters');
  if (env.ADMIN_TOKEN && !/^[\x21-\x7e]{24,}$/.test(env.ADMIN_TOKEN))
    throw new Error('ADMIN_TOKEN must be at least 24 printable characters without spaces');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? 'localhost',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'toolbox:',
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    modelsDir: env.MODELS_DIR ? path.resolve(env.MODELS_DIR) : undefined,
    adminDir: path.resolve(env.ADMIN_CLIENT_DIR ?? path.join(env.CLIENT_DIR ?? './dist/client', '..', 'admin')),
    trustProxy: trustProxy(env.TRUST_PROXY),
    tokenSecret: env.TOKEN_SECRET || randomBytes(32).toString('hex'),
    tokenSecretFromEnv: Boolean(env.TOKEN_SECRET),
    tokenTtlSeconds,
    limits: {
      ratePerMinute: count(env.RATE_LIMIT_PER_MINUTE, 20, 'RATE_LIMIT_PER_MINUTE'),
      dailyQuota: count(env.DAILY_QUOTA, 200, 'DAILY_QUOTA'),
      ipRatePerMinute: count(env.IP_RATE_LIMIT_PER_MINUTE, 60, 'IP_RATE_LIMIT_PER_MINUTE'),
      ipDailyQuota: count(env.IP_DAILY_QUOTA, 2000, 'IP_DAILY_QUOTA'),
      beaconPerMinute: count(env.BEACON_RATE_LIMIT_PER_MINUTE, 120, 'BEACON_RATE_LIMIT_PER_MINUTE'),
      newVisitorsPerIpPerHour: count(env.NEW_VISITORS_PER_IP_PER_HOUR, 50, 'NEW_VISITORS_PER_IP_PER_HOUR'),
    },
    upload: {
      maxBytes: Math.max(1, count(env.UPLOAD_MAX_BYTES, 20_000_000, 'UPLOAD_MAX_BYTES')),
      ttlSeconds: Math.max(1, count(env.UPLOAD_TTL_SECONDS, 3600, 'UPLOAD_TTL_SECONDS')),
      maxPixels: Math.max(1, count(env.UPLOAD_MAX_PIXELS, 100_000_000, 'UPLOAD_MAX_PIXELS')),
      visitorBytesPerHour: count(env.UPLOAD_VISITOR_BYTES_PER_HOUR, 200_000_000, 'UPLOAD_VISITOR_BYTES_PER_HOUR'),
      ipBytesPerHour: count(env.UPLOAD_IP_BYTES_PER_HOUR, 500_000_000, 'UPLOAD_IP_BYTES_PER_HOUR'),
    },
    storage: {
      maxBytes: count(env.STORAGE_MAX_BYTES, 2_000_000_000, 'STORAGE_MAX_BYTES'),
      minFreeBytes: count(env.STORAGE_MIN_FREE_BYTES, 1_000_000_000, 'STORAGE_MIN_FREE_BYTES'),
    },
    allowedHosts: (env.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    shutdownTimeoutMs: count(env.SHUTDOWN_TIMEOUT_SECONDS, 25, 'SHUTDOWN_TIMEOUT_SECONDS') * 1000,
    csp: {
      hostJsApiUrl: env.VITE_HOST_JSAPI_URL || undefined,
      analyticsSinkUrl: env.VITE_ANALYTICS_SINK_URL || undefined,
    },
    adminToken: env.ADMIN_TOKEN || undefined,
    feedbackPerHour: count(env.FEEDBACK_PER_HOUR, 10, 'FEEDBACK_PER_HOUR'),
    defaultLang: defaultLang(env.DEFAULT_LANG),
    login: loadLoginConfig(env, env.HOST ?? 'localhost'),
    tasks: loadTasksConfig(env),
    office: loadOfficeConfig(env),
    ratesCacheSeconds: count(env.RATES_CACHE_SECONDS, 30, 'RATES_CACHE_SECONDS'),
  };
}
