import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../common/errors.js';
import { TASK_API, type TaskView } from '../../common/task-api.js';
import { createTaskClient, RESUMABLE_FROM_BYTES, TaskFailure, type TaskTransport } from './client.js';
import type { TaskProgress } from './progress.js';

const ID = 'a'.repeat(32);

/** A server that answers queries from a script (one list of views per query) and records the calls. */
function fakeServer(script: TaskView[][], family: 'convert' | 'pdfconvert' = 'convert') {
  const calls: { kind: string; url: string; params: unknown }[] = [];
  const wrap = (data: Record<string, unknown>) =>
    family === 'convert' ? { header: { retCode: 0 }, ...data } : { ret: 0, data };
  let n = 0;
  const transport: TaskTransport = {
    async postForm(url, params, onUpload) {
      calls.push({ kind: 'form', url, params });
      onUpload(50, 100);
      onUpload(100, 100);
      return wrap({ taskId: ID });
    },
    async postJson(url, params) {
      calls.push({ kind: 'json', url, params });
      return wrap({ taskId: ID, canceled: true });
    },
    async getJson(url, params) {
      calls.push({ kind: 'get', url, params });
      return wrap({ tasks: script[Math.min(n++, script.length - 1)] });
    },
    async download(url) {
      calls.push({ kind: 'download', url, params: null });
      return new Blob(['%PDF-1.7']);
    },
  };
  return { transport, calls };
}

const sleeps: number[] = [];
const sleep = async (ms: number) => {
  sleeps.push(ms);
};
const view = (v: Partial<TaskView>): TaskView => ({ taskId: ID, state: 'queued', progress: 0, ...v });

describe('task client', () => {
  it.each([
    ['a big file goes as a resumable upload, then a JSON create names it', RESUMABLE_FROM_BYTES, 'convert', true],
    ['a smaller file goes in the multipart create', RESUMABLE_FROM_BYTES - 1, 'convert', false],
    ['the pdfconvert family resumes too', RESUMABLE_FROM_BYTES, 'pdfconvert', true],
    ['toolproxy (a ticketed multipart create) does not', RESUMABLE_FROM_BYTES, 'toolproxy', false],
  ] as const)('%s', async (_what, size, family, resumable) => {
    const { transport, calls } = fakeServer([], family === 'toolproxy' ? 'pdfconvert' : family);
    const sent: string[] = [];
    transport.uploadResumable = async (fam, file, onUpload) => {
      sent.push(`${fam}:${file.size}`);
      onUpload(file.size, file.size);
      return 'f'.repeat(32);
    };
    if (family === 'toolproxy')
      transport.postJson = async (url, params) => {
        calls.push({ kind: 'json', url, params });
        return { ret: 0, data: { token: 'ticket', expiresAt: Date.now() / 1000 + 600 } };
      };
    const client = createTaskClient(family, transport, { sleep });
    const file = new Blob([new Uint8Array(size)]);
    await client.create('word_2_pdf', file, { a: 1 }).catch(() => undefined);
    expect(sent).toEqual(resumable ? [`${family}:${size}`] : []);
    if (resumable)
      expect(calls).toEqual([
        {
          kind: 'json',
          url: TASK_API[family].create,
          params: { tool: 'word_2_pdf', options: { a: 1 }, fileKeys: ['f'.repeat(32)] },
        },
      ]);
    else expect(calls.some((c) => c.kind === 'form')).toBe(true);
  });

  it.each([
    ['a small file as multipart', 10, 'form', { tool: 'audio_2_text', options: { lang: 'en' } }],
    ['a big file as a resumable upload named in JSON', RESUMABLE_FROM_BYTES, 'json', { fileKeys: ['f'.repeat(32)] }],
  ] as const)('creates through a tool’s own create route (createAt): %s', async (_what, size, kind, params) => {
    const { transport, calls } = fakeServer([]);
    transport.uploadResumable = async () => 'f'.repeat(32);
    const client = createTaskClient('convert', transport, { sleep });
    const id = await client.createAt('/cgi-bin/tools/rec_task', 'audio_2_text', new Blob([new Uint8Array(size)]), {
      lang: 'en',
    });
    expect(id).toBe(ID);
    expect(calls).toEqual([
      expect.objectContaining({ kind, url: '/cgi-bin/tools/rec_task', params: expect.objectContaining(params) }),
    ]);
  });

  it('queues through a tool’s own JSON route (runJson) and follows it like any task', async () => {
    const done = view({
      state: 'done',
      progress: 100,
      downloadUrl: `${TASK_API.download}/${ID}`,
      outputName: 'speech.mp3',
    });
    const { transport, calls } = fakeServer([[view({ state: 'running', progress: 40 })], [done]]);
    const client = createTaskClient('convert', transport, { sleep });
    const result = await client.runJson('/cgi-bin/tools/tts', { text: '你好', format: 'mp3' });
    expect(result.name).toBe('speech.mp3');
    expect(calls[0]).toEqual({ kind: 'json', url: '/cgi-bin/tools/tts', params: { text: '你好', format: 'mp3' } });
    expect(calls.at(-1)).toMatchObject({ kind: 'download', url: `${TASK_API.download}/${ID}` });
  });

  it('uploads, follows queue place and progress with backoff, and downloads the result', async () => {
    const { transport, calls } = fakeServer([
      [view({ position: 2 })],
      [view({ position: 2 })],
      [view({ position: 1 })],
      [view({ state: 'running', progress: 50 })],
      [
        view({
          state: 'done',
          progress: 100,
          downloadUrl: `${TASK_API.download}/${ID}`,
          outputName: '报告.pdf',
          outputSize: 8,
        }),
      ],
    ]);
    sleeps.length = 0;
    const seen: TaskProgress[] = [];
    const client = createTaskClient('convert', transport, { sleep });
    const file = new Blob(['doc']);
    const result = await client.run('word_2_pdf', file, { a: 1 }, { onProgress: (p) => seen.push(p) });
    expect(result.name).toBe('报告.pdf');
    expect(await result.blob.text()).toBe('%PDF-1.7');
    expect(calls[0]).toMatchObject({
      kind: 'form',
      url: TASK_API.convert.create,
      params: { tool: 'word_2_pdf', options: { a: 1 }, file_data: [file] },
    });
    expect(calls.filter((c) => c.kind === 'get').every((c) => (c.params as { taskId: string }).taskId === ID)).toBe(
      true,
    );
    expect(seen).toEqual([
      { phase: 'uploading', percent: 10 },
      { phase: 'uploading', percent: 20 },
      { phase: 'queued', percent: 20, position: 2 },
      { phase: 'queued', percent: 20, position: 1 },
      { phase: 'running', percent: 60 },
      { phase: 'done', percent: 100 },
    ]);
    // An unchanged answer waits longer; a change starts over.
    expect(sleeps).toEqual([500, 500, 750, 500, 500]);
  });

  it('throws the catalogue failure of a failed task, with its message', async () => {
    const { transport } = fakeServer(
      [[view({ state: 'failed', errorCode: ErrorCodes.encryptedDocument, errMsg: 'locked' })]],
      'pdfconvert',
    );
    const client = createTaskClient('pdfconvert', transport, { sleep });
    const error = await client.run('word_2_pdf', new Blob(['x'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskFailure);
    expect(error).toMatchObject({
      code: ErrorCodes.encryptedDocument,
      message: '文档已加密，请先取消密码再上传',
      detail: 'locked',
    });
  });

  it('throws a refused create as a TaskFailure (quota)', async () => {
    const { transport } = fakeServer([]);
    transport.postForm = async () => ({
      imgApiError: true,
      errMsg: '今日次数已用完，明天再来吧。',
      code: 2,
      status: 429,
    });
    const client = createTaskClient('convert', transport, { sleep });
    await expect(client.run('word_2_pdf', new Blob(['x']))).rejects.toMatchObject({ code: ErrorCodes.quotaUsedUp });
  });

  it('cancels on the server when the visitor aborts', async () => {
    const { transport, calls } = fakeServer([[view({ state: 'running', progress: 10 })]]);
    const controller = new AbortController();
    let polls = 0;
    const client = createTaskClient('convert', transport, {
      sleep: async () => {
        if (++polls === 3) controller.abort();
      },
    });
    await expect(client.run('word_2_pdf', new Blob(['x']), {}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(
      calls.some(
        (c) => c.kind === 'json' && c.url === TASK_API.convert.cancel && (c.params as { taskId: string }).taskId === ID,
      ),
    ).toBe(true);
  });

  it('watches several tasks with one query per round', async () => {
    const B = 'b'.repeat(32);
    const { transport, calls } = fakeServer([
      [view({ state: 'running' }), view({ taskId: B, state: 'queued', position: 1 })],
      [view({ state: 'done', downloadUrl: 'x' }), view({ taskId: B, state: 'done', downloadUrl: 'y' })],
    ]);
    const client = createTaskClient('convert', transport, { sleep });
    const [a, b] = await Promise.all([client.watch(ID), client.watch(B)]);
    expect([a.state, b.state]).toEqual(['done', 'done']);
    const gets = calls.filter((c) => c.kind === 'get');
    expect(gets.length).toBe(2);
    expect((gets[0].params as { taskId: string }).taskId).toBe(`${ID},${B}`);
  });
});
