/**
 * `POST /api/tools/summary` `{text, sentences, keywords}` → the top sentences in text order and the keywords
 * (shapes in src/common/summary.ts). Chinese is segmented by jieba (@node-rs/jieba, a native module with its
 * own dictionary, loaded once on first use); a text without Chinese uses the simple English tokenizer.
 * `POST /api/tools/summary/extract` `{name, file}` (base64 .docx or .pdf) → `{text}` (extract.ts).
 * Bad input is a 400 with the catalogue's 1100; a file that is not a readable .docx/.pdf a 422.
 */
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../common/errors.js';
import {
  SUMMARY_EXTRACT_PATH,
  SUMMARY_FILE_MAX_BYTES,
  SUMMARY_MAX_CHARS,
  SUMMARY_PATH,
  type SummaryAnswer,
  type SummaryRequest,
} from '../../common/summary.js';
import { documentText, ExtractError } from './extract.js';
import { replyError } from '../../server/http/reply-error.js';
import { userInfoSchema } from '../../server/http/schemas.js';
import { defineToolServer } from '../../server/tool-server.js';
import { rank } from './rank.js';
import { englishWords, makeTokenizer, type Tagged } from './tokens.js';

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]/;

interface JiebaLike {
  tag(sentence: string, hmm?: boolean): Tagged[];
}
let jieba: JiebaLike | undefined;

function chineseTagger(): (sentence: string) => Tagged[] {
  if (!jieba) {
    const require = createRequire(import.meta.url);
    const { Jieba } = require('@node-rs/jieba') as { Jieba: { withDict(dict: Uint8Array): JiebaLike } };
    const { dict } = require('@node-rs/jieba/dict') as { dict: Uint8Array };
    jieba = Jieba.withDict(dict);
  }
  const j = jieba;
  return (sentence) => j.tag(sentence, true);
}

/** The summary of a text (also what the benchmark times). */
export function summarize(request: SummaryRequest): SummaryAnswer {
  const lang = HAN.test(request.text) ? 'zh' : 'en';
  const tokenizer = makeTokenizer(lang === 'zh' ? chineseTagger() : englishWords);
  const r = rank(request.text, tokenizer.tokenize, request.sentences, request.keywords);
  return {
    summary: r.chosen.map((index) => ({ index, text: r.sentences[index] })),
    total: r.sentences.length,
    keywords: r.keywords.map((k) => ({ word: tokenizer.written(k.word), score: Math.round(k.score * 1e4) / 1e4 })),
    lang,
  };
}

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: {
    text: { type: 'string', minLength: 1, maxLength: SUMMARY_MAX_CHARS },
    sentences: { type: 'integer', minimum: 1, maximum: 20 },
    keywords: { type: 'integer', minimum: 0, maximum: 30 },
    userInfo: userInfoSchema,
  },
} as const;

export default defineToolServer(async (app: FastifyInstance) => {
  app.post<{ Body: Partial<SummaryRequest> & { text: string } }>(
    SUMMARY_PATH,
    {
      config: { work: true },
      schema: {
        body,
        response: {
          200: {
            type: 'object',
            properties: {
              summary: {
                type: 'array',
                items: { type: 'object', properties: { index: { type: 'integer' }, text: { type: 'string' } } },
              },
              total: { type: 'integer' },
              keywords: {
                type: 'array',
                items: { type: 'object', properties: { word: { type: 'string' }, score: { type: 'number' } } },
              },
              lang: { type: 'string' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { text, sentences = 3, keywords = 8 } = request.body;
      const answer = summarize({ text, sentences, keywords });
      if (answer.total === 0) return replyError(reply, 400, ErrorCodes.badRequest, 'no sentences in the text');
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );

  const base64Max = Math.ceil(SUMMARY_FILE_MAX_BYTES / 3) * 4;
  app.post<{ Body: { name: string; file: string } }>(
    SUMMARY_EXTRACT_PATH,
    {
      config: { work: true },
      bodyLimit: base64Max + 4096,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['file'],
          properties: {
            name: { type: 'string', maxLength: 255 },
            file: { type: 'string', minLength: 1, maxLength: base64Max, pattern: '^[A-Za-z0-9+/]*={0,2}$' },
            userInfo: userInfoSchema,
          },
        },
        response: { 200: { type: 'object', properties: { text: { type: 'string' } } } },
      },
    },
    async (request, reply) => {
      const bytes = Buffer.from(request.body.file, 'base64');
      if (bytes.length > SUMMARY_FILE_MAX_BYTES) return replyError(reply, 413, ErrorCodes.fileTooLarge);
      try {
        const text = await documentText(bytes);
        return reply.header('Cache-Control', 'no-store').send({ text: text.slice(0, SUMMARY_MAX_CHARS) });
      } catch (error) {
        if (!(error instanceof ExtractError)) throw error;
        const code =
          error.reason === 'encrypted'
            ? ErrorCodes.encryptedDocument
            : error.reason === 'format'
              ? ErrorCodes.unsupportedFormat
              : ErrorCodes.notWhatItClaims;
        return replyError(reply, 422, code, error.reason === 'empty' ? 'no text in the document' : undefined);
      }
    },
  );
});
