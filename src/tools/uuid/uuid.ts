/** uuid生成: v1, v4 and v7 UUIDs (the uuid package, crypto-strong randomness) in the chosen format. */
import { v1, v4, v7 } from 'uuid';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const VERSIONS = ['v4', 'v7', 'v1'] as const;
export const MAX_COUNT = 1000;

export const SCHEMA = defineOptions({
  version: opt.choice(VERSIONS, 'v4'),
  count: opt.int(5, { min: 1, max: MAX_COUNT }),
  upper: opt.bool(false),
  hyphens: opt.bool(true),
  braces: opt.bool(false),
});
export type Options = Values<typeof SCHEMA>;

const make = (version: Options['version']): string => (version === 'v1' ? v1() : version === 'v7' ? v7() : v4());

export function formatUuid(id: string, options: Pick<Options, 'upper' | 'hyphens' | 'braces'>): string {
  let out = options.hyphens ? id : id.replace(/-/g, '');
  if (options.upper) out = out.toUpperCase();
  return options.braces ? `{${out}}` : out;
}

export function generateUuids(options: Options): string[] {
  const count = Math.min(MAX_COUNT, Math.max(1, Math.floor(options.count)));
  return Array.from({ length: count }, () => formatUuid(make(options.version), options));
}

/** The millisecond timestamp a v7 UUID starts with. */
export function v7Time(id: string): number {
  return parseInt(id.replace(/[{}-]/g, '').slice(0, 12), 16);
}
