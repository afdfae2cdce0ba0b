/**
 * The pre-rendered pages (every `.html` of the build, in zh at the root and in en under `/en/`):
 * - a visitor is sent to their language's page before anything else is sent (`langRedirect`): their stored
 *   choice (the `toolbox_lang` cookie); without one, with DEFAULT_LANG=browser, their browser's
 *   (Accept-Language), which is then stored for them, so the service worker (which reads only the stored
 *   choice) agrees on later visits. Only for a page visit, never for the service worker's precaching, and
 *   only to a page the build has;
 * - the public origin is written into the page's absolute addresses (og:url, og:image, canonical,
 *   hreflang: the build leaves `ORIGIN_PLACEHOLDER`): PUBLIC_URL, else the request's own origin, so one
 *   build runs anywhere;
 * - each page is compressed once per origin, in memory (brotli 5 at once, then brotli 11 in the
 *   background, one page at a time; gzip 9), with a weak ETag of its text: pages revalidate (`no-cache`).
 */
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  browserLang,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  langFromCookie,
  langOfPath,
  langRedirect,
} from '../../common/lang.js';
import { ORIGIN_PLACEHOLDER } from '../../common/public-origin.js';
import { requestOrigin } from '../login/site-origin.js';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Pages revalidate on each use (by ETag). */
const REVALIDATE = 'no-cache';
/** Who the answer depends on: the encoding, and for the language redirect the stored choice and the browser's language. */
const VARY = 'accept-encoding, cookie, accept-language';
/** Compressed pages kept (about 250 pages for one origin, with room for a second). */
const MAX_ENTRIES = 600;

/** A page's URL addresses → its file: `/` and `/index.html`; `/category/img`; `/qrcode.html`; the same under `/en`. */
export function pageAddresses(files: string[]): Map<string, string> {
  const routes = new Map<string, string>();
  for (const file of files) {
    if (!file.endsWith('.html') || path.posix.basename(file) === '404.html') continue;
    const url = `/${file}`;
    const index = /^(\/(?:en\/)?)index\.html$/.exec(url);
    const category = /^((?:\/en)?\/category\/[a-z]+)\.html$/.exec(url);
    if (index) {
      routes.set(index[1], file);
      if (index[1] !== '/') routes.set(index[1].slice(0, -1), file);
    }
    if (category) routes.set(category[1], file);
    routes.set(url, file);
  }
  return routes;
}

/**
 * Whether a request is a visit to a page (which may be redirected to the visitor's language): a navigation
 * (`Sec-Fetch-Dest: document`, or a browser that sends no fetch metadata), not the service worker filling
 * its precache (a fetch, marked with Workbox's `__WB_REVISION__`), which must get the page it asked for.
 */
export function isPageVisit(fetchDest: string | undefined, search: string): boolean {
  return (fetchDest === undefined || fetchDest === 'document') && !/[?&]__WB_REVISION__=/.test(search);
}

interface Compressed {
  etag: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export async function pageRoutes(
  app: FastifyInstance,
  root: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  const { login, defaultLang } = app.deps.config;
  const publicUrl = login.publicUrl;
  const cache = new Map<string, Promise<Compressed>>();
  let upgrades = Promise.resolve();

  const compressed = async (file: string, origin: string): Promise<Compressed> => {
    const full = path.join(root, file);
    const { mtimeMs, size } = statSync(full);
    const key = `${origin} ${file} ${mtimeMs} ${size}`;
    let entry = cache.get(key);
    if (entry) {
      cache.delete(key); // most recently used last
      cache.set(key, entry);
      return entry;
    }
    entry = (async () => {
      const raw = Buffer.from((await readFile(full, 'utf8')).split(ORIGIN_PLACEHOLDER).join(origin));
      const [br, gzip] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gz(raw, { level: 9 }),
      ]);
      const etag = `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`;
      const page: Compressed = { etag, raw, br, gzip };
      // The build's quality for good, without holding up this answer or the CPU (one page at a time).
      upgrades = upgrades
        .then(() => brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
        .then((best) => void (best.length < page.br.length && (page.br = best)))
        .catch((error: unknown) => app.log.warn({ err: error, file }, 'page compression failed'));
      return page;
    })();
    cache.set(key, entry);
    entry.catch(() => cache.delete(key));
    while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    return entry;
  };

  const send = async (request: FastifyRequest, reply: FastifyReply, file: string, status = 200) => {
    const origin = publicUrl ?? requestOrigin(request) ?? ORIGIN_PLACEHOLDER;
    const page = await compressed(file, origin);
    reply.header('Cache-Control', REVALIDATE).header('Vary', VARY).header('ETag', page.etag);
    reply.type('text/html; charset=utf-8');
    if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const accept = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] = /\bbr\b/.test(accept)
      ? ['br', page.br]
      : /\bgzip\b/.test(accept)
        ? ['gzip', page.gzip]
        : [null, page.raw];
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.status(status).send(body);
  };

  const files = [...listFiles(root)];
  const addresses = pageAddresses(files);
  for (const [url, file] of addresses) {
    app.get(url, (request, reply) => {
      const [pathname, query = ''] = request.url.split(/\?(.*)/s, 2);
      const search = query ? `?${query}` : '';
      if (isPageVisit(first(request.headers['sec-fetch-dest']), search)) {
        const stored = langFromCookie(request.headers.cookie);
        const browser = defaultLang === 'browser' ? browserLang(request.headers['accept-language']) : null;
        const target = langRedirect(pathname, search, stored, browser);
        if (target !== null && addresses.has(target.split('?')[0])) {
          if (stored === null)
            reply.setCookie(LANG_COOKIE, langOfPath(target), {
              path: '/',
              maxAge: LANG_COOKIE_MAX_AGE,
              sameSite: 'lax',
              secure: request.protocol === 'https',
            });
          return reply.header('Cache-Control', REVALIDATE).header('Vary', VARY).redirect(target, 302);
        }
      }
      return send(request, reply, file);
    });
  }

  /** The not-found page, in the language of the address asked for. */
  const enNotFound = files.includes('en/404.html');
  return (request, reply) =>
    send(request, reply, enNotFound && langOfPath(request.url) === 'en' ? 'en/404.html' : '404.html', 404);
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function* listFiles(dir: string, base = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets' && !entry.name.startsWith('.')) yield* listFiles(full, base);
    } else yield path.relative(base, full).split(path.sep).join('/');
  }
}
