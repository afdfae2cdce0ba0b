import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, parseErrorBody } from '../../common/errors.js';
import { TASK_API, type TaskView } from '../../common/task-api.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../test-support.js';
import { TaskError, type TaskKind } from './types.js';
import { multipart, visitorHeaders, waitFor } from './test-helpers.js';
import { tasksRoot } from './files.js';

/** Upper-cases a text file; refuses (at create) a file starting with "bad". */
const upper: TaskKind<{ suffix?: string }> = {
  name: 'upper',
  optionsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: { suffix: { type: 'string', maxLength: 8 } },
  },
  maxFiles: 2,
  async accept(inputs) {
    const head = (await readFile(inputs[0].path, 'utf8')).slice(0, 3);
    if (head === 'bad') throw new TaskError(ErrorCodes.notWhatItClaims, 'not a real text file');
  },
  async run(ctx) {
    const text = (await Promise.all(ctx.inputs.map((i) => readFile(i.path, 'utf8')))).join('');
    ctx.progress(50);
    const out = path.join(ctx.workDir, 'out.txt');
    await writeFile(out, text.toUpperCase() + (ctx.options.suffix ?? ''));
    return { path: out, name: `${ctx.inputs[0].name}.upper.txt`, mime: 'text/plain; charset=utf-8' };
  },
};

/** Runs until cancelled. */
const forever: TaskKind = {
  name: 'forever',
  optionsSchema: { type: 'object' },
  run: (ctx) =>
    new Promise((_, reject) =>
      ctx.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
    ),
};

/** A task of another tool family (speech): it counts against its own daily limit. */
const spoken: TaskKind = { ...upper, name: 'spoken', quota: 'speech' } as TaskKind;

const ALICE = 'alice-visitor-0001';
const BOB = 'bob-visitor-000002';

describe.each(DATABASES)('task routes on %s', (kind) => {
  let server: TestServer;
  const headers = (visitor = ALICE) => visitorHeaders(server.config, visitor);

  async function create(
    visitor: string,
    files: { name: string; text: string }[],
    { tool = 'upper', ...fields }: Record<string, string> = {},
    url: string = TASK_API.convert.create,
  ) {
    const body = await multipart([
      { name: 'tool', value: tool },
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ...files.map((f) => ({ name: 'file_data', value: Buffer.from(f.text), filename: f.name })),
    ]);
    return server.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...headers(visitor), 'content-type': body.contentType },
    });
  }

  async function query(visitor: string, ids: string[], url: string = TASK_API.convert.query): Promise<TaskView[]> {
    const res = await server.app.inject({
      method: 'GET',
      url: `${url}?taskId=${ids.join(',')}`,
      headers: headers(visitor),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    return url === TASK_API.convert.query ? body.tasks : body.data.tasks;
  }

  const done = (visitor: string, id: string) =>
    waitFor(async () => {
      const [task] = await query(visitor, [id]);
      return task.state === 'done' || task.state === 'failed' ? task : undefined;
    });

  beforeAll(async () => {
    server = await startTestServer(
      kind,
      {
        TASK_WORKERS: '2',
        TASK_POLL_MS: '20',
        TASK_MAX_BYTES: '1000',
        TASK_DAILY_LIMIT: '8',
        TASK_DAILY_LIMIT_SPEECH: '3',
        RATE_LIMIT_PER_MINUTE: '0',
        IP_RATE_LIMIT_PER_MINUTE: '0',
        BEACON_RATE_LIMIT_PER_MINUTE: '0',
      },
      (app) => {
        app.tasks.register(upper);
        app.tasks.register(forever);
        app.tasks.register(spoken);
      },
    );
  });
  afterAll(() => server.close());

  it('creates from a multipart upload, reports progress to done, and serves the result to its owner only', async () => {
    const res = await create(ALICE, [{ name: '笔记.txt', text: 'hello 你好' }], { options: '{"suffix":"!"}' });
    expect(res.statusCode).toBe(200);
    const { header, taskId } = res.json();
    expect(header.retCode).toBe(0);
    expect(taskId).toMatch(/^[a-f0-9]{32}$/);
    const task = await done(ALICE, taskId);
    expect(task).toMatchObject({
      state: 'done',
      progress: 100,
      outputName: '笔记.txt.upper.txt',
      outputSize: 'HELLO 你好!'.length + 4,
    });
    expect(task.downloadUrl).toBe(`${TASK_API.download}/${taskId}`);

    const download = await server.app.inject({ method: 'GET', url: task.downloadUrl!, headers: headers() });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('HELLO 你好!');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%E7%AC%94%E8%AE%B0.txt.upper.txt");
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // Another visitor holding the id sees nothing, cannot download or cancel it.
    const [seen] = await query(BOB, [taskId]);
    expect(seen).toEqual({ taskId, state: 'gone', progress: 0 });
    const stolen = await server.app.inject({ method: 'GET', url: task.downloadUrl!, headers: headers(BOB) });
    expect(stolen.statusCode).toBe(404);
    const cancel = await server.app.inject({
      method: 'POST',
      url: TASK_API.convert.cancel,
      headers: headers(BOB),
      payload: { taskId },
    });
    expect(cancel.statusCode).toBe(404);
    // Without a token (or with the built-in default) there is no visitor: 1101.
    const anonymous = await server.app.inject({ method: 'GET', url: task.downloadUrl!, headers: callHeaders() });
    expect(anonymous.statusCode).toBe(401);
    expect(parseErrorBody(anonymous.body)?.code).toBe(ErrorCodes.loginRequired);
    // Inputs are gone once the task ended (just after its row says done); the result stays until its time to live.
    await waitFor(async () =>
      existsSync(path.join(tasksRoot(server.config.dataDir), taskId, 'in')) ? undefined : true,
    );
    expect(existsSync(path.join(tasksRoot(server.config.dataDir), taskId, 'out'))).toBe(true);
  });

  it('answers several tasks in one query, in the pdfconvert and toolproxy conventions too', async () => {
    const a = (await create(ALICE, [{ name: 'a.txt', text: 'a' }], {}, TASK_API.pdfconvert.create)).json();
    expect(a.ret).toBe(0);
    const ticket = await server.app.inject({
      method: 'POST',
      url: TASK_API.toolproxy.token,
      headers: headers(),
      payload: { tool: 'upper' },
    });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.json().data).toMatchObject({ maxBytes: 1000, maxFiles: 2, limit: 8 });
    const b = (
      await create(
        ALICE,
        [{ name: 'b.txt', text: 'b' }],
        { token: ticket.json().data.token },
        TASK_API.toolproxy.create,
      )
    ).json();
    expect(b.ret).toBe(0);
    await done(ALICE, a.data.taskId);
    await done(ALICE, b.data.taskId);
    const tasks = await query(ALICE, [a.data.taskId, b.data.taskId, 'f'.repeat(32)], TASK_API.pdfconvert.query);
    expect(tasks.map((t) => t.state)).toEqual(['done', 'done', 'gone']);
    const viaProxy = await query(ALICE, [b.data.taskId], TASK_API.toolproxy.query);
    expect(viaProxy[0].outputName).toBe('b.txt.upper.txt');
  });

  it('refuses a toolproxy create without a ticket, or with a ticket of another visitor or tool', async () => {
    const none = await create(ALICE, [{ name: 'a.txt', text: 'a' }], {}, TASK_API.toolproxy.create);
    expect(none.statusCode).toBe(401);
    const bobs = await server.app.inject({
      method: 'POST',
      url: TASK_API.toolproxy.token,
      headers: headers(BOB),
      payload: { tool: 'upper' },
    });
    const stolen = await create(
      ALICE,
      [{ name: 'a.txt', text: 'a' }],
      { token: bobs.json().data.token },
      TASK_API.toolproxy.create,
    );
    expect(stolen.statusCode).toBe(401);
    const unknown = await server.app.inject({
      method: 'POST',
      url: TASK_API.toolproxy.token,
      headers: headers(),
      payload: { tool: 'nope' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('creates from a file of the upload route and from an upload2cos key (the owner’s only)', async () => {
    const up = await multipart([{ name: 'file_data', value: Buffer.from('from upload'), filename: 'u.txt' }]);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/cgi-bin/tools/upload',
      payload: up.payload,
      headers: { ...headers(), 'content-type': up.contentType },
    });
    expect(uploaded.statusCode).toBe(200);
    const byUrl = await server.app.inject({
      method: 'POST',
      url: TASK_API.convert.create,
      headers: headers(),
      payload: { tool: 'upper', fileUrls: [uploaded.json().tempUrl] },
    });
    expect(byUrl.statusCode).toBe(200);
    expect((await done(ALICE, byUrl.json().taskId)).outputSize).toBe('FROM UPLOAD'.length);

    const staged = await server.app.inject({
      method: 'POST',
      url: TASK_API.pdfconvert.upload,
      payload: up.payload,
      headers: { ...headers(), 'content-type': up.contentType },
    });
    expect(staged.statusCode).toBe(200);
    const { fileKey, size } = staged.json().data;
    expect(size).toBe(11);
    const bobTries = await server.app.inject({
      method: 'POST',
      url: TASK_API.pdfconvert.create,
      headers: headers(BOB),
      payload: { tool: 'upper', fileKeys: [fileKey] },
    });
    expect(bobTries.statusCode).toBe(404);
    const byKey = await server.app.inject({
      method: 'POST',
      url: TASK_API.pdfconvert.create,
      headers: headers(),
      payload: { tool: 'upper', fileKeys: [fileKey], options: { suffix: '?' } },
    });
    expect(byKey.statusCode).toBe(200);
    expect((await done(ALICE, byKey.json().data.taskId)).outputSize).toBe('FROM UPLOAD?'.length);
  });

  it.each([
    ['an unknown tool', { tool: 'nope' }, [{ name: 'a.txt', text: 'x' }], 400, ErrorCodes.badRequest],
    ['bad options', { options: '{"suffix":12}' }, [{ name: 'a.txt', text: 'x' }], 400, ErrorCodes.badRequest],
    ['options that are not JSON', { options: '{' }, [{ name: 'a.txt', text: 'x' }], 400, ErrorCodes.badRequest],
    ['no file', {}, [], 400, ErrorCodes.badRequest],
    ['too many files', {}, [1, 2, 3].map((n) => ({ name: `${n}.txt`, text: 'x' })), 400, ErrorCodes.badRequest],
    ['a 0-byte file', {}, [{ name: 'a.txt', text: '' }], 400, ErrorCodes.notWhatItClaims],
    ['a file the kind refuses', {}, [{ name: 'a.txt', text: 'bad file' }], 422, ErrorCodes.notWhatItClaims],
    ['a file over TASK_MAX_BYTES', {}, [{ name: 'a.txt', text: 'x'.repeat(1001) }], 413, ErrorCodes.fileTooLarge],
  ] as const)('refuses %s with the catalogue and leaves no file behind', async (_, fields, files, status, code) => {
    const before = readdirSync(tasksRoot(server.config.dataDir)).length;
    const { tool, ...rest } = fields as { tool?: string; options?: string };
    const body = await multipart([
      { name: 'tool', value: tool ?? 'upper' },
      ...Object.entries(rest).map(([name, value]) => ({ name, value: value as string })),
      ...files.map((f) => ({ name: 'file_data', value: Buffer.from(f.text), filename: f.name })),
    ]);
    const res = await server.app.inject({
      method: 'POST',
      url: TASK_API.convert.create,
      payload: body.payload,
      headers: { ...headers(BOB), 'content-type': body.contentType },
    });
    expect(res.statusCode).toBe(status);
    expect(parseErrorBody(res.body)?.code).toBe(code);
    expect(readdirSync(tasksRoot(server.config.dataDir)).length).toBe(before);
  });

  it('refuses bad JSON creates and bad query ids by schema', async () => {
    const extra = await server.app.inject({
      method: 'POST',
      url: TASK_API.convert.create,
      headers: headers(),
      payload: { tool: 'upper', fileUrls: ['/etc/passwd'] },
    });
    expect(extra.statusCode).toBe(400);
    expect(parseErrorBody(extra.body)?.code).toBe(ErrorCodes.badRequest);
    const bad = await server.app.inject({
      method: 'GET',
      url: `${TASK_API.convert.query}?taskId=../x`,
      headers: headers(),
    });
    expect(bad.statusCode).toBe(400);
    const noToken = await server.app.inject({
      method: 'POST',
      url: TASK_API.convert.create,
      headers: callHeaders(),
      payload: { tool: 'upper', fileKeys: ['a'.repeat(32)] },
    });
    expect(noToken.statusCode).toBe(401);
    expect(parseErrorBody(noToken.body)?.code).toBe(ErrorCodes.loginRequired);
  });

  it('cancels a running task at once', async () => {
    const body = await multipart([
      { name: 'tool', value: 'forever' },
      { name: 'file_data', value: Buffer.from('x'), filename: 'x.txt' },
    ]);
    const res = await server.app.inject({
      method: 'POST',
      url: TASK_API.convert.create,
      payload: body.payload,
      headers: { ...headers(BOB), 'content-type': body.contentType },
    });
    const { taskId } = res.json();
    await waitFor(async () => ((await query(BOB, [taskId]))[0].state === 'running' ? true : undefined));
    const cancel = await server.app.inject({
      method: 'POST',
      url: TASK_API.convert.cancel,
      headers: headers(BOB),
      payload: { taskId },
    });
    expect(cancel.json()).toEqual({ header: { retCode: 0 }, taskId, canceled: true });
    const [after] = await query(BOB, [taskId]);
    expect(after.state).toBe('canceled');
    await waitFor(async () =>
      existsSync(path.join(tasksRoot(server.config.dataDir), taskId, 'in')) ? undefined : true,
    );
    const again = await server.app.inject({
      method: 'POST',
      url: TASK_API.convert.cancel,
      headers: headers(BOB),
      payload: { taskId },
    });
    expect(again.json().canceled).toBe(false);
  });

  it('counts tasks per visitor per day and tool family, and answers code 2 past the family’s limit', async () => {
    const carol = 'carol-visitor-0003';
    const count = async (visitor: string, query = '') =>
      (
        await server.app.inject({
          method: 'GET',
          url: `${TASK_API.pdfconvert.consumeCount}${query}`,
          headers: headers(visitor),
        })
      ).json();
    for (let i = 0; i < 8; i++) expect((await create(carol, [{ name: 'a.txt', text: 'a' }])).statusCode).toBe(200);
    const over = await create(carol, [{ name: 'a.txt', text: 'a' }]);
    expect(over.statusCode).toBe(429);
    expect(parseErrorBody(over.body)?.code).toBe(ErrorCodes.quotaUsedUp);
    expect(await count(carol)).toEqual({ ret: 0, data: { family: 'office', used: 8, limit: 8, remaining: 0 } });
    // Her conversions are used up; speech (TASK_DAILY_LIMIT_SPEECH) is counted apart, with its own limit.
    expect(await count(carol, '?family=speech')).toEqual({
      ret: 0,
      data: { family: 'speech', used: 0, limit: 3, remaining: 3 },
    });
    for (let i = 0; i < 3; i++)
      expect((await create(carol, [{ name: 'a.txt', text: 'a' }], { tool: 'spoken' })).statusCode).toBe(200);
    const spokenOver = await create(carol, [{ name: 'a.txt', text: 'a' }], { tool: 'spoken' });
    expect(spokenOver.statusCode).toBe(429);
    expect(parseErrorBody(spokenOver.body)?.code).toBe(ErrorCodes.quotaUsedUp);
    expect((await count(carol, '?family=speech')).data).toEqual({ family: 'speech', used: 3, limit: 3, remaining: 0 });
    expect((await count(carol, '?family=ocr')).data).toEqual({ family: 'ocr', used: 0, limit: 8, remaining: 8 });
    // A toolproxy ticket tells the tool's own family's usage.
    const ticket = await server.app.inject({
      method: 'POST',
      url: TASK_API.toolproxy.token,
      headers: headers(carol),
      payload: { tool: 'spoken' },
    });
    expect(ticket.json().data).toMatchObject({ used: 3, limit: 3 });
    expect((await count('dave-visitor-0004')).data).toEqual({ family: 'office', used: 0, limit: 8, remaining: 8 });
    const unknown = await server.app.inject({
      method: 'GET',
      url: `${TASK_API.pdfconvert.consumeCount}?family=video`,
      headers: headers(carol),
    });
    expect(unknown.statusCode).toBe(400);
    expect(parseErrorBody(unknown.body)?.code).toBe(ErrorCodes.badRequest);
  });
});

describe.each(DATABASES)('queue position on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // No workers here: tasks stay queued.
    server = await startTestServer(kind, { TASK_WORKERS: '0' }, (app) => app.tasks.register(upper));
  });
  afterAll(() => server.close());

  it('answers each queued task its place, and cancelling one moves the others up', async () => {
    const headers = visitorHeaders(server.config, ALICE);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const body = await multipart([
        { name: 'tool', value: 'upper' },
        { name: 'file_data', value: Buffer.from('x'), filename: 'x.txt' },
      ]);
      const res = await server.app.inject({
        method: 'POST',
        url: TASK_API.convert.create,
        payload: body.payload,
        headers: { ...headers, 'content-type': body.contentType },
      });
      ids.push(res.json().taskId);
    }
    const q = async () =>
      (
        await server.app.inject({ method: 'GET', url: `${TASK_API.convert.query}?taskId=${ids.join(',')}`, headers })
      ).json().tasks as TaskView[];
    expect((await q()).map((t) => [t.state, t.position])).toEqual([
      ['queued', 1],
      ['queued', 2],
      ['queued', 3],
    ]);
    await server.app.inject({ method: 'POST', url: TASK_API.convert.cancel, headers, payload: { taskId: ids[0] } });
    expect((await q()).map((t) => t.position)).toEqual([undefined, 1, 2]);

    // Nobody took the last one within its time to live: it does not vanish, it fails with 1208.
    await server.db.kysely
      .updateTable('tasks')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', ids[2])
      .execute();
    await server.app.tasks.sweep();
    const [, second, third] = await q();
    expect(second).toMatchObject({ state: 'queued', position: 1 });
    expect(third).toMatchObject({ state: 'failed', errorCode: ErrorCodes.queueTimeout });
    expect(third.expiresAt).toBeGreaterThan(Date.now());
  });
});
