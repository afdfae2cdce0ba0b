import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, parseErrorBody } from '../../common/errors.js';
import { TASK_API, type TaskView } from '../../common/task-api.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../../server/test-support.js';
import { visitorHeaders, waitFor } from '../../server/tasks/test-helpers.js';
import { TTS_PATH } from '../../common/tts.js';

describe.each(DATABASES)('POST /cgi-bin/tools/tts on %s', (kind) => {
  let server: TestServer;
  const headers = (visitor = 'tts-visitor-000001') => visitorHeaders(server.config, visitor);

  beforeAll(async () => {
    server = await startTestServer(kind, { TASK_WORKERS: '1' });
  }, 60_000);
  afterAll(() => server.close());

  const post = (payload: unknown, h = headers()) =>
    server.app.inject({ method: 'POST', url: TTS_PATH, payload: payload as object, headers: h });

  async function finished(taskId: string, visitor?: string): Promise<TaskView> {
    return waitFor(async () => {
      const res = await server.app.inject({
        url: `${TASK_API.convert.query}?taskId=${taskId}`,
        headers: headers(visitor),
      });
      const view = (res.json().tasks as TaskView[])[0];
      return view.state === 'done' || view.state === 'failed' ? view : undefined;
    });
  }

  it.each([
    ['mp3', 'audio/mpeg', (b: Buffer) => b[0] === 0xff || b.toString('ascii', 0, 3) === 'ID3'],
    ['wav', 'audio/wav', (b: Buffer) => b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WAVE'],
  ])('speaks a text as %s, downloadable only by its visitor', async (format, mime, isAudio) => {
    const res = await post({ text: '银行的价格是¥1,234.50。Hello!', format, voice: 'male', speed: 120 });
    expect(res.statusCode).toBe(200);
    const { header, taskId } = res.json();
    expect(header.retCode).toBe(0);
    const view = await finished(taskId);
    expect(view).toMatchObject({ state: 'done', outputName: `speech.${format}` });
    const file = await server.app.inject({ url: view.downloadUrl!, headers: headers() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(mime);
    expect(isAudio(file.rawPayload)).toBe(true);
    expect(file.rawPayload.length).toBeGreaterThan(10_000);
    const other = await server.app.inject({ url: view.downloadUrl!, headers: headers('someone-else-00001') });
    expect(other.statusCode).toBe(404);
  });

  it('says one reading given as numbered pinyin', async () => {
    const res = await post({ pinyin: 'hang2', format: 'wav' });
    expect(res.statusCode).toBe(200);
    const view = await finished(res.json().taskId);
    expect(view).toMatchObject({ state: 'done', outputName: 'speech.wav' });
  });

  it.each([
    ['no text', {}],
    ['text and pinyin at once', { text: '你好', pinyin: 'ni3' }],
    ['pinyin without tones', { pinyin: 'hang' }],
    ['words as pinyin', { pinyin: 'hello world' }],
    ['empty text', { text: '' }],
    ['nothing speakable', { text: '😀。。。' }],
    ['too long', { text: '好'.repeat(5001) }],
    ['a bad voice', { text: '你好', voice: 'robot' }],
    ['too fast', { text: '你好', speed: 1000 }],
    ['an unknown field', { text: '你好', engine: 'x' }],
    ['a number for text', { text: 12 }],
  ])('refuses %s with the catalogue, never 500', async (_, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(parseErrorBody(res.body)?.code).toBe(ErrorCodes.badRequest);
  });

  it('needs the visitor’s token', async () => {
    const res = await post({ text: '你好' }, callHeaders());
    expect(res.statusCode).toBe(401);
    expect(parseErrorBody(res.body)?.code).toBe(ErrorCodes.loginRequired);
  });

  it('refuses a text file queued through createtask that is not speakable', async () => {
    const form = new FormData();
    form.append('tool', 'tts');
    form.append('options', JSON.stringify({ voice: 'female', speed: 100, pitch: 50, volume: 100, format: 'wav' }));
    form.append('file_data', new Blob(['😀😀']), 'a.txt');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await server.app.inject({
      method: 'POST',
      url: TASK_API.convert.create,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...headers(), 'content-type': request.headers.get('content-type')! },
    });
    expect(res.statusCode).toBe(400);
    expect(parseErrorBody(res.body)?.code).toBe(ErrorCodes.badRequest);
  });
});
