/**
 * URL解析: a URL taken apart with the WHATWG URL parser (what browsers use), its query as an ordered list of
 * key/value pairs (repeated keys kept), and put back together after edits.
 */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { messages } from './messages.js';

type Lang = keyof typeof messages;

export const SCHEMA = defineOptions({
  /** Query values shown decoded (`a b`) or as written in the URL (`a%20b`). */
  decoded: opt.bool(true),
  /** Rebuild with the query keys sorted (stable for equal keys). */
  sortKeys: opt.bool(false),
});
export type Options = Values<typeof SCHEMA>;

export interface Param {
  key: string;
  value: string;
}

export interface UrlParts {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  hash: string;
  params: Param[];
}

export interface ParsedUrl extends UrlParts {
  href: string;
  origin: string;
  /** The port the scheme implies when none is written (https → 443). */
  defaultPort: string;
  /** The query as written (with `?`). */
  search: string;
  /** Path segments, percent-decoded. */
  segments: string[];
  /** Whether `https://` was assumed because the text had no scheme. */
  assumedScheme: boolean;
}

const DEFAULT_PORTS: Record<string, string> = {
  'http:': '80',
  'https:': '443',
  'ws:': '80',
  'wss:': '443',
  'ftp:': '21',
};

/** A scheme at the start (`mailto:`, `https:`); `localhost:8080` reads as host and port, not a scheme. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d+(?:[/?#]|$))/i;

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The query's pairs; `decoded` reads `+` as a space and %XX as text, as servers do. */
export function parseQuery(search: string, decoded: boolean): Param[] {
  const q = search.startsWith('?') ? search.slice(1) : search;
  if (q === '') return [];
  if (decoded) return [...new URLSearchParams(q)].map(([key, value]) => ({ key, value }));
  return q
    .split('&')
    .filter((p) => p !== '')
    .map((p) => {
      const eq = p.indexOf('=');
      return eq === -1 ? { key: p, value: '' } : { key: p.slice(0, eq), value: p.slice(eq + 1) };
    });
}

export function parseUrl(text: string, options: Options, lang: Lang): ParsedUrl {
  const m = messages[lang];
  const trimmed = text.trim();
  if (trimmed === '') throw new InputError(m.empty);
  if (/\s/.test(trimmed.replace(/ /g, ''))) throw new InputError(m.lineBreak);
  const assumedScheme = !HAS_SCHEME.test(trimmed) && !trimmed.startsWith('//');
  const source = assumedScheme ? `https://${trimmed}` : trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new InputError(m.invalid);
  }
  if (/^https?:$/.test(url.protocol) && url.hostname === '') throw new InputError(m.noHost);
  return {
    href: url.href,
    origin: url.origin === 'null' ? '' : url.origin,
    protocol: url.protocol,
    username: safeDecode(url.username),
    password: safeDecode(url.password),
    hostname: url.hostname,
    port: url.port,
    defaultPort: DEFAULT_PORTS[url.protocol] ?? '',
    pathname: url.pathname,
    segments: url.pathname
      .split('/')
      .filter((s) => s !== '')
      .map(safeDecode),
    search: url.search,
    hash: safeDecode(url.hash.replace(/^#/, '')),
    params: parseQuery(url.search, options.decoded),
    assumedScheme,
  };
}

/**
 * The URL of edited parts. Params are encoded as forms do (space → +) when `decoded`, or written as they
 * are (the visitor edits the raw query) otherwise.
 */
export function buildUrl(parts: UrlParts, options: Options, lang: Lang): string {
  const m = messages[lang];
  const protocol = parts.protocol.endsWith(':') ? parts.protocol : `${parts.protocol}:`;
  let url: URL;
  try {
    url = new URL(`${protocol}//placeholder.invalid/`);
    if (/^https?:$/.test(protocol) && parts.hostname.trim() === '') throw new InputError(m.noHost);
    url.hostname = parts.hostname.trim();
    if (url.hostname !== parts.hostname.trim().toLowerCase() && !/[^\x00-\x7f]/.test(parts.hostname))
      throw new InputError(m.badHost);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(m.badProtocol);
  }
  if (parts.port !== '') {
    if (!/^\d{1,5}$/.test(parts.port) || Number(parts.port) > 65535) throw new InputError(m.badPort);
    url.port = parts.port;
  }
  url.username = parts.username;
  url.password = parts.password;
  url.pathname = parts.pathname;
  const params = options.sortKeys
    ? [...parts.params].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    : parts.params;
  const kept = params.filter((p) => p.key !== '' || p.value !== '');
  if (options.decoded) {
    const q = new URLSearchParams();
    for (const p of kept) q.append(p.key, p.value);
    url.search = q.toString();
  } else url.search = kept.map((p) => (p.value === '' ? p.key : `${p.key}=${p.value}`)).join('&');
  url.hash = parts.hash;
  return url.href;
}

/** The parts as text (the copy/download of the whole analysis). */
export function partsText(p: ParsedUrl, labels: Record<string, string>): string {
  const rows: [string, string][] = [
    [labels.href!, p.href],
    [labels.protocol!, p.protocol],
    [labels.hostname!, p.hostname],
    [labels.port!, p.port || p.defaultPort],
    [labels.pathname!, p.pathname],
    [labels.hash!, p.hash],
  ];
  if (p.username) rows.push([labels.username!, p.username]);
  const lines = rows.filter(([, v]) => v !== '').map(([k, v]) => `${k}: ${v}`);
  if (p.params.length) lines.push('', ...p.params.map((q) => `${q.key} = ${q.value}`));
  return lines.join('\n');
}
