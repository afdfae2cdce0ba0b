import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, parseErrorBody } from '../../common/errors.js';
import { SUMMARY_PATH, type SummaryAnswer } from '../../common/summary.js';
import { callHeaders, DATABASES, startTestServer, type TestServer } from '../../server/test-support.js';
import { summarize } from './server.js';

const ZH = [
  '国家统计局今天发布数据，今年前三季度全国居民人均可支配收入实际增长百分之五。',
  '天气预报说明天有小雨。',
  '统计局表示，居民收入增长带动了消费支出的稳定增长。',
  '城镇居民和农村居民的收入增长都快于经济增长。',
  '一家新的面包店在街角开业。',
].join('');

describe('summarize', () => {
  it('segments Chinese with jieba and keeps the sentences about income', () => {
    const a = summarize({ text: ZH, sentences: 3, keywords: 5 });
    expect(a.lang).toBe('zh');
    expect(a.total).toBe(5);
    expect(a.summary.map((s) => s.index)).toEqual([0, 2, 3]);
    expect(a.keywords.map((k) => k.word)).toContain('居民');
  });
  it('uses the English tokenizer for English and shows keywords as written', () => {
    const a = summarize({
      text: 'Interest rates rose again. Rates rose because prices rose. The cat slept. Higher rates slow prices.',
      sentences: 2,
      keywords: 3,
    });
    expect(a.lang).toBe('en');
    expect(a.keywords.map((k) => k.word)).toContain('rates');
    expect(a.summary).toHaveLength(2);
  });
});

describe.each(DATABASES)('POST /api/tools/summary on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 60_000);
  afterAll(() => server.close());
  const post = (payload: unknown) =>
    server.app.inject({ method: 'POST', url: SUMMARY_PATH, payload: payload as object, headers: callHeaders() });

  it('answers the summary and keywords', async () => {
    const res = await post({ text: ZH, sentences: 2, keywords: 4 });
    expect(res.statusCode).toBe(200);
    const a = res.json() as SummaryAnswer;
    expect(a.summary).toHaveLength(2);
    expect(a.keywords).toHaveLength(4);
    expect(a.summary[0].index).toBeLessThan(a.summary[1].index);
  });
  it('defaults to three sentences', async () => {
    const res = await post({ text: ZH });
    expect((res.json() as SummaryAnswer).summary).toHaveLength(3);
  });

  it.each([
    ['no text', {}],
    ['empty text', { text: '' }],
    ['punctuation only', { text: '。。。！！' }],
    ['too long', { text: '好'.repeat(50_001) }],
    ['too many sentences', { text: ZH, sentences: 50 }],
    ['a fraction', { text: ZH, sentences: 2.5 }],
    ['an unknown field', { text: ZH, mode: 'x' }],
  ])('refuses %s with the catalogue, never 500', async (_, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(parseErrorBody(res.body)?.code).toBe(ErrorCodes.badRequest);
  });
});
