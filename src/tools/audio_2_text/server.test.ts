import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, parseErrorBody } from '../../common/errors.js';
import { ASR_LANGUAGES_PATH, REC_RESULT_PATH, REC_TASK_PATH, type RecResult } from '../../common/asr.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../../server/test-support.js';
import { multipart, visitorHeaders, waitFor, type Part } from '../../server/tasks/test-helpers.js';
import { FIXTURE_SENTENCE, speakToWav } from './speech-fixture.js';

const VISITOR = 'asr-visitor-0000001';

/** How many of the fixture sentence's words are in `text`. */
function wordsHeard(text: string): number {
  const heard = new Set(text.toLowerCase().split(/[^a-z']+/));
  return [...new Set(FIXTURE_SENTENCE.toLowerCase().split(/[^a-z']+/))].filter((w) => w && heard.has(w)).length;
}

describe.each(DATABASES)('rec_task and rec_result on %s', (kind) => {
  let server: TestServer;
  let dir: string;
  let wav: Buffer;
  const headers = (visitor = VISITOR) => visitorHeaders(server.config, visitor);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'asr-route-'));
    await speakToWav(FIXTURE_SENTENCE, path.join(dir, 'speech.wav'));
    wav = await readFile(path.join(dir, 'speech.wav'));
    server = await startTestServer(kind, { TASK_WORKERS: '1' });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const audioParts = (options: unknown, file: Uint8Array = wav, name = 'speech.wav'): Part[] => [
    { name: 'tool', value: 'audio_2_text' },
    { name: 'options', value: typeof options === 'string' ? options : JSON.stringify(options) },
    { name: 'file_data', value: file, filename: name },
  ];
  async function create(parts: Part[], h = headers()) {
    const { payload, contentType } = await multipart(parts);
    return server.app.inject({
      method: 'POST',
      url: REC_TASK_PATH,
      payload,
      headers: { ...h, 'content-type': contentType },
    });
  }
  const result = (taskId: string, visitor?: string) =>
    server.app.inject({ url: `${REC_RESULT_PATH}?taskId=${taskId}`, headers: headers(visitor) });
  const tasksOf = async (visitor: string) =>
    (await server.db.kysely.selectFrom('tasks').select('id').where('visitor', '=', visitor).execute()).length;

  it('transcribes a spoken WAV with timestamps, shown only to its visitor', async () => {
    const res = await create(audioParts({ lang: 'en' }));
    expect(res.statusCode).toBe(200);
    const { header, taskId } = res.json();
    expect(header.retCode).toBe(0);
    const progress: number[] = [];
    const done = await waitFor(
      async () => {
        const r = await result(taskId);
        expect(r.statusCode).toBe(200);
        const answer = r.json() as RecResult;
        progress.push(answer.progress);
        return answer.state === 'done' || answer.state === 'failed' ? answer : undefined;
        // As slowly as a page polls: rec_result has the per-address limit of the query routes.
      },
      60_000,
      400,
    );
    expect(done, done.errMsg).toMatchObject({ state: 'done', progress: 100 });
    // Counted against the speech family's daily limit, not the Office conversions'.
    const families = await server.db.kysely
      .selectFrom('task_usage')
      .select('family')
      .where('visitor', '=', VISITOR)
      .execute();
    expect(families.map((r) => r.family)).toEqual(['speech']);
    const transcript = done.transcript!;
    expect(transcript).toMatchObject({ lang: 'en', engine: 'PocketSphinx · CMU Sphinx US English' });
    expect(transcript.duration).toBeGreaterThan(2);
    expect(transcript.duration).toBeLessThan(6);
    // A pipeline check, not a quality claim: PocketSphinx reads part of espeak-ng's sentence back.
    const text = transcript.segments.map((s) => s.text).join(' ');
    expect(wordsHeard(text), text).toBeGreaterThanOrEqual(4);
    for (const s of transcript.segments) {
      expect(s.start).toBeGreaterThanOrEqual(0);
      expect(s.end).toBeGreaterThan(s.start);
      expect(s.end).toBeLessThanOrEqual(transcript.duration + 0.05);
    }
    expect(progress.every((p, i) => i === 0 || p >= progress[i - 1])).toBe(true);

    // Another visitor, holding the id, learns nothing.
    const other = await result(taskId, 'someone-else-0000001');
    expect(other.statusCode).toBe(404);
    expect(parseErrorBody(other.body)?.code).toBe(ErrorCodes.notFound);
  }, 90_000);

  it('answers an unknown task id with 404 1300, a malformed one with 400 1100', async () => {
    const unknown = await result('0'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(parseErrorBody(unknown.body)?.code).toBe(ErrorCodes.notFound);
    const malformed = await result('../../etc');
    expect(malformed.statusCode).toBe(400);
    expect(parseErrorBody(malformed.body)?.code).toBe(ErrorCodes.badRequest);
  });

  it('needs the visitor’s token to create and to query', async () => {
    const { payload, contentType } = await multipart(audioParts({ lang: 'en' }));
    const res = await server.app.inject({
      method: 'POST',
      url: REC_TASK_PATH,
      payload,
      headers: { ...callHeaders(), 'content-type': contentType },
    });
    expect(res.statusCode).toBe(401);
    expect(parseErrorBody(res.body)?.code).toBe(ErrorCodes.loginRequired);
    const query = await server.app.inject({
      url: `${REC_RESULT_PATH}?taskId=${'0'.repeat(32)}`,
      headers: callHeaders(),
    });
    expect(query.statusCode).toBe(401);
  });

  it.each<[string, () => Part[], number, number]>([
    ['an unknown language', () => audioParts({ lang: 'fr' }), 400, ErrorCodes.badRequest],
    ['Mandarin without an operator model', () => audioParts({ lang: 'zh' }), 400, ErrorCodes.notOpen],
    ['options that are not JSON', () => audioParts('{lang'), 400, ErrorCodes.badRequest],
    ['an extra option', () => audioParts({ lang: 'en', engine: 'x' }), 400, ErrorCodes.badRequest],
    [
      'another tool',
      () => [{ name: 'tool', value: 'word_2_pdf' }, ...audioParts({ lang: 'en' }).slice(1)],
      400,
      ErrorCodes.badRequest,
    ],
    ['no file', () => audioParts({ lang: 'en' }).slice(0, 2), 400, ErrorCodes.badRequest],
    ['an empty file', () => audioParts({ lang: 'en' }, new Uint8Array(0)), 400, ErrorCodes.notWhatItClaims],
    [
      'text named .mp3',
      () => audioParts({ lang: 'en' }, Buffer.from('hello '.repeat(100)), 'a.mp3'),
      422,
      ErrorCodes.notWhatItClaims,
    ],
    [
      'WeChat SILK voice',
      () =>
        audioParts(
          { lang: 'en' },
          Buffer.concat([Buffer.from([2]), Buffer.from('#!SILK_V3'), Buffer.alloc(64, 7)]),
          'msg.amr',
        ),
      422,
      ErrorCodes.unsupportedFormat,
    ],
  ])('refuses %s with the catalogue and keeps nothing', async (_, parts, status, code) => {
    const visitor = `asr-bad-${code}-${status}-${parts().length}`;
    const res = await create(parts(), headers(visitor));
    expect(res.statusCode).toBe(status);
    expect(parseErrorBody(res.body)?.code).toBe(code);
    expect(await tasksOf(visitor)).toBe(0);
  });

  it.each<[string, unknown, number, number]>([
    ['no file key', { tool: 'audio_2_text', options: { lang: 'en' } }, 400, ErrorCodes.badRequest],
    ['a file key of nobody', { options: { lang: 'en' }, fileKeys: ['a'.repeat(32)] }, 404, ErrorCodes.notFound],
    [
      'two file keys',
      { options: { lang: 'en' }, fileKeys: ['a'.repeat(32), 'b'.repeat(32)] },
      400,
      ErrorCodes.badRequest,
    ],
  ])('refuses a JSON create with %s', async (_, payload, status, code) => {
    const res = await server.app.inject({
      method: 'POST',
      url: REC_TASK_PATH,
      payload: payload as object,
      headers: headers(),
    });
    expect(res.statusCode).toBe(status);
    expect(parseErrorBody(res.body)?.code).toBe(code);
  });

  it('leaves no task files behind a refusal', async () => {
    const root = path.join(server.config.dataDir, 'tasks');
    const before = await readdir(root).catch(() => []);
    await create(audioParts({ lang: 'en' }, Buffer.from('not audio at all '.repeat(50)), 'x.wav'));
    expect(await readdir(root).catch(() => [])).toEqual(before);
  });

  it('lists English as recognisable, with its engine', async () => {
    const res = await server.app.inject({ url: ASR_LANGUAGES_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      languages: [{ lang: 'en', engine: 'PocketSphinx', model: 'CMU Sphinx US English' }],
    });
  });
});

describe.each(DATABASES)('an operator’s Mandarin model (MODELS_DIR) on %s', (kind) => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'asr-models-'));
    await writeFile(path.join(dir, 'model.int8.onnx'), Buffer.from('not a real model'));
    await writeFile(path.join(dir, 'tokens.txt'), '<blk> 0\n你 1\n');
    await writeFile(
      path.join(dir, 'sensevoice.model.json'),
      JSON.stringify({
        task: 'speech-to-text',
        format: 'sherpa-onnx',
        engine: 'sense-voice',
        name: { zh: 'SenseVoice 小模型', en: 'SenseVoice Small' },
        file: 'model.int8.onnx',
        files: { tokens: 'tokens.txt' },
        languages: ['zh', 'en', 'yue', 'ja', 'ko'],
        licence: 'FunASR model licence',
        source: 'written by the test',
      }),
    );
    server = await startTestServer(kind, { MODELS_DIR: dir, TASK_WORKERS: '0' });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('makes Mandarin recognisable (and English goes to the same model)', async () => {
    const res = await server.app.inject({ url: ASR_LANGUAGES_PATH });
    expect(res.json().languages).toEqual([
      { lang: 'en', engine: 'sherpa-onnx', model: 'SenseVoice Small' },
      { lang: 'zh', engine: 'sherpa-onnx', model: 'SenseVoice Small' },
    ]);
    const models = await server.app.inject({ url: '/api/models?task=speech-to-text' });
    expect(models.json().models).toEqual([
      expect.objectContaining({
        id: 'sensevoice',
        format: 'sherpa-onnx',
        engine: 'sense-voice',
        languages: ['zh', 'en', 'yue', 'ja', 'ko'],
      }),
    ]);
  });
});
