/**
 * `GET /api/tools/explain?word=` → `{word, senses, related}`: the word's senses (null when only longer words
 * beginning with it are known) and up to 24 of those words. Neither: 404 `1300,unknown word`; a word that
 * is not 1–20 Chinese characters is refused by the schema (400 `1100,...`).
 * `GET /api/tools/explain/chars?chars=` (1–4 characters) → `{chars: [{char, words: [{word, sense}]}]}`: each
 * character's meaning shown through common words beginning with it (取名字 shows it for each name character).
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { defineToolServer } from '../../server/tool-server.js';
import { ErrorCodes } from '../../common/errors.js';
import { replyError } from '../../server/http/reply-error.js';
import {
  CHARS_PATH,
  charWords,
  commonChars,
  EXPLAIN_PATH,
  lookup,
  parseShard,
  shardOf,
  WORD_PATTERN,
  type Shard,
} from './explain.js';

export { CHARS_PATH, EXPLAIN_PATH };

/** Shards kept in memory (each about 300 KB of text); the least recently used one goes first. */
const KEEP = 12;
const shards = new Map<number, Promise<Shard>>();

function shard(n: number): Promise<Shard> {
  let p = shards.get(n);
  if (p) shards.delete(n);
  else {
    const file = new URL(`./data/words-${String(n).padStart(2, '0')}.tsv`, import.meta.url);
    p = readFile(file, 'utf8').then(parseShard);
    // A failed read is not kept: the next request tries again.
    p.catch(() => shards.delete(n));
  }
  shards.set(n, p);
  while (shards.size > KEEP) shards.delete(shards.keys().next().value!);
  return p;
}

const querystring = {
  type: 'object',
  required: ['word'],
  additionalProperties: false,
  properties: { word: { type: 'string', pattern: WORD_PATTERN } },
} as const;

const charsQuery = {
  type: 'object',
  required: ['chars'],
  additionalProperties: false,
  properties: { chars: { type: 'string', pattern: WORD_PATTERN.replace('{1,20}', '{1,4}') } },
} as const;

let common: Set<string> | undefined;

export default defineToolServer(async (app: FastifyInstance) => {
  app.get<{ Querystring: { chars: string } }>(
    CHARS_PATH,
    { schema: { querystring: charsQuery } },
    async (request, reply) => {
      common ??= commonChars();
      const chars = await Promise.all(
        [...request.query.chars].map(async (c) => charWords(await shard(shardOf(c)), c, common!)),
      );
      return reply.header('Cache-Control', 'public, max-age=86400').send({ chars });
    },
  );

  app.get<{ Querystring: { word: string } }>(EXPLAIN_PATH, { schema: { querystring } }, async (request, reply) => {
    const word = request.query.word;
    const answer = lookup(await shard(shardOf(word)), word);
    if (!answer.senses && !answer.related.length) return replyError(reply, 404, ErrorCodes.notFound, 'unknown word');
    return reply.header('Cache-Control', 'public, max-age=86400').send(answer);
  });
});
