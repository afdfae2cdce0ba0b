/**
 * `GET /api/tools/zitie?chars=` → `{ glyphs: { 永: ["M …", …] }, missing: [] }`: each character's strokes, in
 * writing order, from hanzi-writer-data (outlines from Arphic PL KaiTi via Make Me a Hanzi; Arphic Public
 * License). Served by us because the data is 9,500 small files: the page asks only for the characters it draws.
 * Characters without data come back in `missing`; anything but 1-60 CJK characters is refused by the schema.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defineToolServer } from '../../server/tool-server.js';
import { MAX_CHARS, ZITIE_PATH } from './api.js';

export { ZITIE_PATH };

const querystring = {
  type: 'object',
  required: ['chars'],
  additionalProperties: false,
  properties: { chars: { type: 'string', pattern: `^[\\u3400-\\u9fff]{1,${MAX_CHARS}}$` } },
} as const;

const dataDir = path.dirname(createRequire(import.meta.url).resolve('hanzi-writer-data/package.json'));
/** Strokes read so far (a character's file is read once; about 3 KB each, bounded by the data set). */
const cache = new Map<string, string[] | null>();

async function strokesOf(char: string): Promise<string[] | null> {
  if (cache.has(char)) return cache.get(char)!;
  let strokes: string[] | null = null;
  try {
    const data = JSON.parse(await readFile(path.join(dataDir, `${char}.json`), 'utf8')) as { strokes?: unknown };
    if (Array.isArray(data.strokes) && data.strokes.every((s) => typeof s === 'string')) strokes = data.strokes;
  } catch {
    // No file for this character: it is reported as missing.
  }
  cache.set(char, strokes);
  return strokes;
}

export default defineToolServer(async (app: FastifyInstance) => {
  app.get<{ Querystring: { chars: string } }>(ZITIE_PATH, { schema: { querystring } }, async (request, reply) => {
    const chars = [...new Set(request.query.chars)];
    const glyphs: Record<string, string[]> = {};
    const missing: string[] = [];
    for (const c of chars) {
      const strokes = await strokesOf(c);
      if (strokes) glyphs[c] = strokes;
      else missing.push(c);
    }
    return reply.header('Cache-Control', 'public, max-age=86400').send({ glyphs, missing });
  });
});
