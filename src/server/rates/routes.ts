/**
 * The four lookups (`src/common/rates-api.ts` has the paths and answer types), answered from the
 * database through one in-memory snapshot (`snapshot.ts`). Cheap GETs: no token, no quota; browsers and
 * proxies may keep an answer for a minute.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RATES_API } from '../../common/rates-api.js';
import { ErrorCodes } from '../../common/errors.js';
import { replyError } from '../http/reply-error.js';
import { bankList, bankPolicy, cityList, cityPolicy, latestRates } from './answers.js';
import { isDate } from './parse.js';
import { RatesCache } from './snapshot.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rates snapshot; `invalidate()` after loading data in this process. */
    rates: RatesCache;
  }
}

const userInfo = { type: 'string', maxLength: 1024 } as const;
const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const history = { type: 'integer', enum: [0, 1] } as const;
const str = { type: 'string' } as const;
const rate = { type: 'number' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const ok = (data: object) => ({
  200: { type: 'object', required: ['ret', 'data'], properties: { ret: { type: 'integer' }, data } },
});

const bankSchema = {
  type: 'object',
  properties: { id: str, name: str, nameEn: str, type: str, hasRates: { type: 'boolean' } },
} as const;
const depositRate = {
  type: 'object',
  properties: { product: str, term: str, rate, effectiveDate: str, source: str },
} as const;
const city = { type: 'object', properties: { code: str, name: str, nameEn: str, province: str } } as const;
const pfPart = {
  type: ['object', 'null'],
  properties: { le5y: rate, gt5y: rate, effectiveDate: str, source: str },
} as const;
const benchPart = {
  type: ['object', 'null'],
  properties: {
    effectiveDate: str,
    rates: { type: 'array', items: { type: 'object', properties: { term: str, rate } } },
    source: str,
  },
} as const;
const lprPoint = { type: 'object', properties: { date: str, oneYear: rate, fiveYear: rate } } as const;

export const schemas = {
  bankList: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { type: { type: 'string', enum: ['state', 'joint_stock'] }, userInfo },
    },
    response: ok({ type: 'object', properties: { asOf: str, banks: { type: 'array', items: bankSchema } } }),
  },
  bankPolicy: {
    querystring: {
      type: 'object',
      required: ['bankId'],
      additionalProperties: false,
      properties: { bankId: { type: 'string', pattern: '^[a-z][a-z0-9]{1,15}$' }, date, history, userInfo },
    },
    response: ok({
      type: 'object',
      properties: {
        asOf: str,
        date: str,
        bank: { type: 'object', properties: { id: str, name: str, nameEn: str, type: str } },
        rates: { type: 'array', items: depositRate },
        history: { type: 'array', items: depositRate },
      },
    }),
  },
  cityRatePolicy: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { city: { type: 'string', minLength: 2, maxLength: 16 }, date, userInfo },
    },
    response: ok({
      type: 'object',
      properties: {
        asOf: str,
        date: str,
        cities: { type: 'array', items: city },
        city,
        mortgage: {
          type: 'object',
          properties: {
            asOf: str,
            localRulesRecorded: { type: 'boolean' },
            rules: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  scope: str,
                  home: str,
                  item: str,
                  value: { type: ['number', 'null'] },
                  effectiveDate: str,
                  source: str,
                },
              },
            },
          },
        },
        socialInsurance: {
          type: 'object',
          properties: {
            asOf: str,
            validOn: str,
            current: { type: 'boolean' },
            rows: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  scope: str,
                  item: str,
                  side: str,
                  value: rate,
                  unit: str,
                  validFrom: str,
                  validTo: nullableStr,
                  source: str,
                },
              },
            },
          },
        },
      },
    }),
  },
  latestInterestRate: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { date, history, userInfo },
    },
    response: ok({
      type: 'object',
      properties: {
        asOf: str,
        date: str,
        lpr: {
          type: ['object', 'null'],
          properties: { date: str, oneYear: rate, fiveYear: rate, source: str },
        },
        providentFund: { type: 'object', properties: { asOf: str, first: pfPart, second: pfPart } },
        benchmark: { type: 'object', properties: { asOf: str, loan: benchPart, deposit: benchPart } },
        lprHistory: { type: 'array', items: lprPoint },
      },
    }),
  },
} as const;

/** Today in China (UTC+8), YYYY-MM-DD. */
export function todayInChina(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

function dayOrBad(reply: FastifyReply, value: string | undefined): string | null {
  if (value === undefined) return todayInChina();
  if (isDate(value)) return value;
  void replyError(reply, 400, ErrorCodes.badRequest, '参数错误: date');
  return null;
}

async function ratesPlugin(app: FastifyInstance) {
  const cache = new RatesCache(app.deps.db, app.deps.config.ratesCacheSeconds);
  app.decorate('rates', cache);
  const cacheHeader = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=60');

  app.get<{ Querystring: { type?: 'state' | 'joint_stock' } }>(
    RATES_API.bankList,
    { schema: schemas.bankList },
    async (request, reply) => {
      cacheHeader(reply);
      return { ret: 0, data: bankList(await cache.get(), request.query.type) };
    },
  );

  app.get<{ Querystring: { bankId: string; date?: string; history?: 0 | 1 } }>(
    RATES_API.bankPolicy,
    { schema: schemas.bankPolicy },
    async (request, reply) => {
      const day = dayOrBad(reply, request.query.date);
      if (day === null) return reply;
      const data = bankPolicy(await cache.get(), request.query.bankId, day, request.query.history === 1);
      if (!data) return replyError(reply, 404, ErrorCodes.notFound, 'unknown bank');
      cacheHeader(reply);
      return { ret: 0, data };
    },
  );

  app.get<{ Querystring: { city?: string; date?: string } }>(
    RATES_API.cityRatePolicy,
    { schema: schemas.cityRatePolicy },
    async (request, reply) => {
      const day = dayOrBad(reply, request.query.date);
      if (day === null) return reply;
      const snapshot = await cache.get();
      cacheHeader(reply);
      if (request.query.city === undefined) return { ret: 0, data: cityList(snapshot) };
      const data = cityPolicy(snapshot, request.query.city, day);
      if (!data) return replyError(reply, 404, ErrorCodes.notFound, 'unknown city');
      return { ret: 0, data };
    },
  );

  app.get<{ Querystring: { date?: string; history?: 0 | 1 } }>(
    RATES_API.latestInterestRate,
    { schema: schemas.latestInterestRate },
    async (request, reply) => {
      const day = dayOrBad(reply, request.query.date);
      if (day === null) return reply;
      cacheHeader(reply);
      return { ret: 0, data: latestRates(await cache.get(), day, request.query.history === 1) };
    },
  );
}

/** Registered at the root so `app.rates` is visible to the import and to tests. */
export const ratesRoutes = fp(ratesPlugin, { name: 'rates' });
