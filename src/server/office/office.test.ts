/**
 * Office conversions through the real routes, queue and one warm LibreOffice (one worker per database),
 * on SQLite and PostgreSQL: Chinese documents keep every sentence and get a CJK font; hostile files get a
 * clear catalogue error, leave nothing behind, and the worker keeps serving.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, parseErrorBody } from '../../common/errors.js';
import { TASK_API, type TaskView } from '../../common/task-api.js';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';
import { tasksRoot } from '../tasks/files.js';
import { multipart, visitorHeaders, waitFor } from '../tasks/test-helpers.js';
import {
  brokenDocx,
  chineseDocx,
  chinesePptx,
  chineseXlsx,
  compoundDirectory,
  encryptedOdt,
  fakeExe,
  heavyDocx,
  savedByLibreOffice,
  SENTENCES,
  tightDocx,
  withMacros,
  zipBomb,
} from './fixtures.js';
import sharp from 'sharp';

describe.each(DATABASES)('Office tools on %s', (kind) => {
  const VISITOR = 'office-visitor-0001';
  let server: TestServer;
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'office-test-'));
    server = await startTestServer(
      kind,
      {
        TASK_WORKERS: '1',
        TASK_POLL_MS: '50',
        TASK_DAILY_LIMIT: '0',
        RATE_LIMIT_PER_MINUTE: '0',
        IP_RATE_LIMIT_PER_MINUTE: '0',
        BEACON_RATE_LIMIT_PER_MINUTE: '0',
        LIBREOFFICE_MAX_EXPANDED_MB: '20',
      },
      // The office tools' server.ts files register their task kinds (loaded by glob with every tool).
    );
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  const headers = () => visitorHeaders(server.config, VISITOR);

  async function create(tool: string, name: string, bytes: Buffer, options: Record<string, unknown> = {}) {
    const body = await multipart([
      { name: 'tool', value: tool },
      { name: 'options', value: JSON.stringify(options) },
      { name: 'file_data', value: bytes, filename: name },
    ]);
    return server.app.inject({
      method: 'POST',
      url: TASK_API.convert.create,
      payload: body.payload,
      headers: { ...headers(), 'content-type': body.contentType },
    });
  }

  async function finished(taskId: string): Promise<TaskView> {
    return waitFor(
      async () => {
        const res = await server.app.inject({
          method: 'GET',
          url: `${TASK_API.convert.query}?taskId=${taskId}`,
          headers: headers(),
        });
        const [task] = res.json().tasks as TaskView[];
        return task.state === 'done' || task.state === 'failed' ? task : undefined;
      },
      90_000,
      100,
    );
  }

  /** Converts through the API and answers the downloaded result. */
  async function convert(tool: string, name: string, bytes: Buffer, options: Record<string, unknown> = {}) {
    const res = await create(tool, name, bytes, options);
    expect(res.statusCode, res.body).toBe(200);
    const task = await finished(res.json().taskId);
    expect(task.state, JSON.stringify(task)).toBe('done');
    const download = await server.app.inject({ method: 'GET', url: task.downloadUrl!, headers: headers() });
    expect(download.statusCode).toBe(200);
    return { task, bytes: download.rawPayload };
  }

  async function pdfText(pdf: Buffer): Promise<{ text: string; fonts: string }> {
    const file = path.join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
    await writeFile(file, pdf);
    return {
      text: execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8'),
      fonts: execFileSync('pdffonts', [file]).toString('utf8'),
    };
  }

  function expectChinesePdf(pdf: Buffer, text: string, fonts: string) {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const flat = text.replace(/\s+/g, '');
    for (const sentence of SENTENCES) expect(flat).toContain(sentence);
    expect(fonts).toMatch(/CJK/);
  }

  describe('Office conversions keep Chinese text', () => {
    it.each([
      ['word_2_pdf', '中文.docx', chineseDocx],
      ['excel_to_pdf', '表格.xlsx', chineseXlsx],
      ['ppt_2_pdf', '演示.pptx', chinesePptx],
    ] as const)(
      '%s: every sentence is in the PDF, with a CJK font',
      async (tool, name, make) => {
        const { task, bytes } = await convert(tool, name, await make());
        expect(task.outputName).toBe(name.replace(/\.\w+$/, '.pdf'));
        const { text, fonts } = await pdfText(bytes);
        expectChinesePdf(bytes, text, fonts);
      },
      120_000,
    );

    it('word_convert docx → txt and excel_convert xlsx → csv (UTF-8 with a BOM)', async () => {
      const txt = await convert('word_convert', 'a.docx', await chineseDocx(), { to: 'txt' });
      for (const s of SENTENCES) expect(txt.bytes.toString('utf8')).toContain(s);
      const csv = await convert('excel_convert', 'b.xlsx', await chineseXlsx(), { to: 'csv' });
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      for (const s of SENTENCES) expect(csv.bytes.toString('utf8')).toContain(s);
    }, 120_000);

    it('legacy formats: docx → doc (an OLE file), then that .doc → PDF with its Chinese text', async () => {
      const doc = await convert('word_convert', '旧版.docx', await chineseDocx(), { to: 'doc' });
      expect([...doc.bytes.subarray(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
      const { bytes } = await convert('word_2_pdf', '旧版.doc', doc.bytes);
      const { text, fonts } = await pdfText(bytes);
      expectChinesePdf(bytes, text, fonts);
    }, 120_000);

    it('ppt_convert pptx → odp writes an OpenDocument presentation', async () => {
      const { bytes, task } = await convert('ppt_convert', '演示.pptx', await chinesePptx(), { to: 'odp' });
      expect(task.outputName).toBe('演示.odp');
      const files = unzipSync(bytes);
      expect(new TextDecoder().decode(files.mimetype)).toBe('application/vnd.oasis.opendocument.presentation');
      expect(new TextDecoder().decode(files['content.xml'])).toContain(SENTENCES[0]);
    }, 120_000);

    it('office_reduce recompresses a large embedded image and keeps the document whole', async () => {
      const original = await heavyDocx();
      const { bytes } = await convert('office_reduce', '大文件.docx', original, { level: 'strong' });
      expect(bytes.length).toBeLessThan(original.length);
      const files = unzipSync(bytes);
      expect(files['word/orphan.xml']).toBeUndefined();
      expect(new TextDecoder().decode(files['word/document.xml'])).toContain(SENTENCES[0]);
      expect((await sharp(files['word/media/big.jpeg']).metadata()).width).toBe(1600);
    }, 120_000);

    it('office_reduce gives the original back, byte for byte, when it cannot make it smaller', async () => {
      const original = await tightDocx();
      const { bytes, task } = await convert('office_reduce', '已压缩.docx', original);
      expect(task.outputName).toBe('已压缩.docx');
      expect(Buffer.compare(bytes, original)).toBe(0);
    });
  });

  describe('hostile files get a clear error, leave nothing behind, and the worker keeps serving', () => {
    const leftovers = () => readdirSync(tasksRoot(server.config.dataDir)).filter((n) => n !== 'files');

    it.each([
      ['a zip bomb renamed .docx', 'bomb.docx', () => zipBomb(21), ErrorCodes.notWhatItClaims],
      ['an encrypted document', 'secret.odt', encryptedOdt, ErrorCodes.encryptedDocument],
      [
        'a .doc saved with a password',
        'secret.doc',
        () => savedByLibreOffice('encrypted.doc'),
        ErrorCodes.encryptedDocument,
      ],
      [
        'an encrypted OOXML document',
        'secret.docx',
        () => compoundDirectory([{ name: 'EncryptionInfo' }, { name: 'EncryptedPackage' }]),
        ErrorCodes.encryptedDocument,
      ],
      ['a 0-byte file', 'empty.docx', () => Buffer.alloc(0), ErrorCodes.notWhatItClaims],
      ['a document with macros', 'macro.docx', async () => withMacros(await chineseDocx()), ErrorCodes.macroDocument],
      ['an .exe renamed .docx', 'setup.docx', fakeExe, ErrorCodes.notWhatItClaims],
    ] as const)('%s is refused when created', async (_, name, make, code) => {
      const before = leftovers().length;
      const res = await create('word_2_pdf', name, await make());
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(parseErrorBody(res.body)?.code).toBe(code);
      expect(leftovers().length).toBe(before);
    });

    it('a 200 MB file is refused at TASK_MAX_BYTES while it streams', async () => {
      const boundary = 'x-boundary-200mb';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="tool"\r\n\r\nword_2_pdf\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file_data"; filename="big.docx"\r\n` +
          `Content-Type: application/octet-stream\r\n\r\n`,
      );
      const chunk = Buffer.alloc(1 << 20, 0x41);
      async function* body() {
        yield head;
        for (let i = 0; i < 200; i++) yield chunk;
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      }
      const before = leftovers().length;
      const res = await server.app.inject({
        method: 'POST',
        url: TASK_API.convert.create,
        payload: Readable.from(body()),
        headers: { ...headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.statusCode).toBe(413);
      expect(parseErrorBody(res.body)?.code).toBe(ErrorCodes.fileTooLarge);
      expect(leftovers().length).toBe(before);
    }, 60_000);

    it('a file LibreOffice cannot read fails its task with 1202, and the next document converts', async () => {
      const res = await create('word_2_pdf', 'broken.docx', brokenDocx());
      expect(res.statusCode).toBe(200);
      const task = await finished(res.json().taskId);
      expect(task).toMatchObject({ state: 'failed', errorCode: ErrorCodes.notWhatItClaims });
      // The row says 'failed' a moment before the worker has removed the input and its scratch folder.
      await expect.poll(() => readdirSync(path.join(tasksRoot(server.config.dataDir), task.taskId))).toEqual([]);
      const { bytes } = await convert('word_2_pdf', 'after.docx', await chineseDocx());
      const { text, fonts } = await pdfText(bytes);
      expectChinesePdf(bytes, text, fonts);
    }, 120_000);
  });
});
