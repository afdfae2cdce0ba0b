/**
 * The resident converter's recovery, against a stand-in bridge (fake-uno-bridge.py: the same protocol, a
 * `sleep` as its soffice) so that a crash, a hang and the time limit take milliseconds: after LibreOffice
 * dies or hangs, the next document starts a fresh one; a hang past the limit is killed with its soffice and
 * ends the task with code 1207; a crash is retried, then code 1000. Through the real queue and routes, on
 * SQLite and PostgreSQL.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ErrorCodes } from '../../common/errors.js';
import { TASK_API, type TaskView } from '../../common/task-api.js';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';
import { multipart, visitorHeaders, waitFor } from '../tasks/test-helpers.js';
import { tasksRoot } from '../tasks/files.js';
import { ConversionFailure, ResidentConverter, type ConverterOptions } from './converter.js';
import { OfficeEngine } from './engine.js';
import { officeTaskKind } from './kinds.js';

const FAKE_BRIDGE = fileURLToPath(new URL('./fake-uno-bridge.py', import.meta.url));
const FAKE = { python: 'python3', bridge: FAKE_BRIDGE, isolateNetwork: false } satisfies Partial<ConverterOptions>;

/** A .docx (to the inspection) whose stored bytes carry the stand-in's instruction. */
function docx(marker = ''): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'word/document.xml': [strToU8(`<w:document>${marker}</w:document>`), { level: 0 }],
    }),
  );
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the resident converter restarts LibreOffice', () => {
  let dir: string;
  let converter: ResidentConverter;
  let profile: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'converter-test-'));
  });
  afterEach(async () => converter?.close());
  afterAll(() => rm(dir, { recursive: true, force: true }));

  function newConverter(options: Partial<ConverterOptions> = {}): ResidentConverter {
    profile = path.join(dir, `profile-${Math.random().toString(36).slice(2)}`);
    converter = new ResidentConverter({
      soffice: 'soffice',
      profileDir: profile,
      pipeName: 'unused',
      memoryMb: 0,
      timeoutMs: 10_000,
      ...FAKE,
      ...options,
    });
    return converter;
  }

  const officePid = () => Number(readFileSync(path.join(profile, 'office.pid'), 'utf8'));

  async function convert(marker = ''): Promise<string> {
    const input = path.join(dir, `in-${Math.random().toString(36).slice(2)}.docx`);
    const output = `${input}.pdf`;
    await writeFile(input, docx(marker));
    await converter.convert({ input, output, filter: 'writer_pdf_Export' });
    return readFile(output, 'latin1');
  }

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof ConversionFailure ? error.reason : String(error)),
    );

  it.each([
    ['dies mid-document', 'FAKE-DIE', 'crashed'],
    ['hangs past its time limit', 'FAKE-HANG', 'timeout'],
  ])('when it %s, the document fails and the next one starts a fresh LibreOffice', async (_, marker, reason) => {
    newConverter({ timeoutMs: 300 });
    expect(await convert()).toContain('<w:document>');
    expect(converter.starts).toBe(1);
    const first = officePid();
    expect(await failure(convert(marker))).toBe(reason);
    // The stand-in soffice went with its bridge (the kill takes the whole process group).
    await waitFor(async () => (alive(first) ? undefined : true), 5000);
    expect(await convert('again')).toContain('again');
    expect(converter.starts).toBe(2);
    expect(officePid()).not.toBe(first);
  });

  it('pings a converter that idled, and restarts it when the ping goes unanswered', async () => {
    newConverter({ pingAfterIdleMs: 0, pingTimeoutMs: 200 });
    await convert();
    await writeFile(path.join(profile, 'hang-ping'), '');
    const hung = officePid();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await convert('after the ping')).toContain('after the ping');
    expect(converter.starts).toBe(2);
    await waitFor(async () => (alive(hung) ? undefined : true), 5000);
  });

  it('a cancelled document kills LibreOffice; the next one restarts it', async () => {
    newConverter();
    await convert();
    const controller = new AbortController();
    const input = path.join(dir, 'hang.docx');
    await writeFile(input, docx('FAKE-HANG'));
    // Cancelled while LibreOffice works on it (its first progress report).
    const pending = converter.convert(
      { input, output: `${input}.pdf`, filter: 'writer_pdf_Export' },
      { signal: controller.signal, onProgress: () => controller.abort() },
    );
    const hung = officePid();
    expect(await failure(pending)).toBe('crashed');
    await waitFor(async () => (alive(hung) ? undefined : true), 5000);
    expect(await convert('next')).toContain('next');
    expect(converter.starts).toBe(2);
  });
});

describe.each(DATABASES)('LibreOffice failures through the queue on %s', (kind) => {
  let server: TestServer;
  let engine: OfficeEngine;
  const VISITOR = 'office-visitor-0002';

  beforeAll(async () => {
    server = await startTestServer(
      kind,
      {
        TASK_WORKERS: '1',
        TASK_POLL_MS: '20',
        TASK_MAX_ATTEMPTS: '2',
        TASK_DAILY_LIMIT: '0',
        LIBREOFFICE_TIMEOUT_SECONDS: '1',
        RATE_LIMIT_PER_MINUTE: '0',
        IP_RATE_LIMIT_PER_MINUTE: '0',
        BEACON_RATE_LIMIT_PER_MINUTE: '0',
      },
      (app) => {
        engine = new OfficeEngine(app.deps.config.office, app.log, FAKE);
        app.tasks.register({ ...officeTaskKind('word_2_pdf', engine), name: 'word_2_pdf_stand_in' });
      },
    );
  });
  afterAll(() => server.close());

  async function run(marker: string): Promise<TaskView> {
    const body = await multipart([
      { name: 'tool', value: 'word_2_pdf_stand_in' },
      { name: 'file_data', value: docx(marker), filename: `${marker || 'plain'}.docx` },
    ]);
    const headers = visitorHeaders(server.config, VISITOR);
    const res = await server.app.inject({
      method: 'POST',
      url: TASK_API.convert.create,
      payload: body.payload,
      headers: { ...headers, 'content-type': body.contentType },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { taskId } = res.json();
    return waitFor(async () => {
      const q = await server.app.inject({ method: 'GET', url: `${TASK_API.convert.query}?taskId=${taskId}`, headers });
      const [task] = q.json().tasks as TaskView[];
      return task.state === 'done' || task.state === 'failed' ? task : undefined;
    });
  }

  it('a conversion past LIBREOFFICE_TIMEOUT_SECONDS fails with 1207, once; the next document converts', async () => {
    expect((await run('')).state).toBe('done');
    const hung = await run('FAKE-HANG');
    expect(hung).toMatchObject({ state: 'failed', errorCode: ErrorCodes.taskTimeout });
    expect(ERROR_CATALOGUE[ErrorCodes.taskTimeout]).toBe('文档处理超时，请换一个较小的文件再试');
    const next = await run('next');
    expect(next.state).toBe('done');
    expect(engine.converter(0).starts).toBe(2);
  });

  it('a LibreOffice that dies on a document is retried (TASK_MAX_ATTEMPTS), then the task fails with 1000', async () => {
    const before = engine.converter(0).starts;
    const crashed = await run('FAKE-DIE');
    expect(crashed).toMatchObject({ state: 'failed', errorCode: ErrorCodes.server });
    expect((await run('fine')).state).toBe('done');
    // Started again for the retry and for the next document.
    expect(engine.converter(0).starts).toBe(before + 2);
    expect(existsSync(path.join(tasksRoot(server.config.dataDir), crashed.taskId, 'in'))).toBe(false);
  });
});
