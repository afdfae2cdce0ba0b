import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, parseErrorBody } from '../../common/errors.js';
import type { OcrServerAnswer } from '../../common/ocr.js';
import { TASK_API, type TaskView } from '../../common/task-api.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../../server/test-support.js';
import { multipart, visitorHeaders, waitFor } from '../../server/tasks/test-helpers.js';
import { imageProblem, OCR_PATH } from './server.js';

const PARAGRAPHS = readFileSync('src/web/kit/ocr/fixtures/paragraphs.png');
const LINES = ['识别图片中的文字', '浏览器里完成，图片不上传。', 'Hello OCR 2026', '第二段：保持行和段落顺序'];

/** A PNG header claiming 30000×30000 pixels (refused before anything decodes it). */
function pngClaiming(width: number, height: number): Buffer {
  const b = Buffer.from(PARAGRAPHS.subarray(0, 64));
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

describe('imageProblem', () => {
  it.each([
    ['a PNG', PARAGRAPHS.subarray(0, 4096), null],
    ['text', Buffer.from('hello, this is not an image at all'), 'not a JPEG, PNG, WebP, BMP, GIF or AVIF image'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'not a JPEG, PNG, WebP, BMP, GIF or AVIF image',
    ],
    ['a bomb', pngClaiming(30000, 30000), 'image has too many pixels'],
  ])('%s', (_, bytes, out) => {
    expect(imageProblem(bytes)).toBe(out);
  });
});

describe.each(DATABASES)('POST /cgi-bin/tools/ocr on %s', (kind) => {
  let server: TestServer;
  const headers = (visitor = 'ocr-visitor-000001') => visitorHeaders(server.config, visitor);

  beforeAll(async () => {
    server = await startTestServer(kind, { TASK_WORKERS: '1' });
  }, 60_000);
  afterAll(() => server.close());

  const post = (payload: unknown, h = headers()) =>
    server.app.inject({ method: 'POST', url: OCR_PATH, payload: payload as object, headers: h });

  async function finished(taskId: string): Promise<TaskView> {
    return waitFor(async () => {
      const res = await server.app.inject({ url: `${TASK_API.convert.query}?taskId=${taskId}`, headers: headers() });
      const view = (res.json().tasks as TaskView[])[0]!;
      return view.state === 'done' || view.state === 'failed' ? view : undefined;
    }, 60_000);
  }

  async function resultOf(taskId: string) {
    const view = await finished(taskId);
    expect(view).toMatchObject({ state: 'done', outputName: 'ocr.json' });
    const file = await server.app.inject({ url: view.downloadUrl!, headers: headers() });
    expect(file.statusCode).toBe(200);
    return file.json() as OcrServerAnswer;
  }

  it('reads an image (base64, EXIF-turned JPEG) into lines and paragraphs in order', async () => {
    const turned = await sharp(PARAGRAPHS)
      .rotate(-90)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await post({ image: turned.toString('base64') });
    expect(res.statusCode).toBe(200);
    expect(res.json().header.retCode).toBe(0);
    const out = await resultOf(res.json().taskId);
    expect(out.header.retCode).toBe(0);
    expect(out.lines.map((l) => l.text)).toEqual(LINES);
    expect(out.paragraphs).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(out.text).toBe(`${LINES[0]}\n${LINES[1]}\n\n${LINES[2]}\n${LINES[3]}`);
    // What a page needs to lay the answer out as its own reading: the pieces with their corners.
    expect(out).toMatchObject({ rotation: 0, width: 640, height: 300 });
    expect(out.lines[2]!.boxes.map((b) => b.text).join(' ')).toBe('Hello OCR 2026');
    for (const line of out.lines) for (const b of line.boxes) expect(b.quad).toHaveLength(8);
  }, 90_000);

  it('takes the same task through a multipart createtask', async () => {
    const body = await multipart([
      { name: 'tool', value: 'ocr' },
      { name: 'options', value: '{}' },
      { name: 'file_data', value: PARAGRAPHS, filename: 'p.png' },
    ]);
    const res = await server.app.inject({
      method: 'POST',
      url: TASK_API.convert.create,
      payload: body.payload,
      headers: { ...headers(), 'content-type': body.contentType },
    });
    expect(res.statusCode).toBe(200);
    expect((await resultOf(res.json().taskId)).lines.map((l) => l.text)).toEqual(LINES);
  }, 90_000);

  it.each([
    ['no image', {}, ErrorCodes.badRequest],
    ['an unknown field', { image: PARAGRAPHS.toString('base64'), engine: 'x' }, ErrorCodes.badRequest],
    [
      'an unknown engine option',
      { image: PARAGRAPHS.toString('base64'), options: { fast: true } },
      ErrorCodes.badRequest,
    ],
    [
      'a detection size too large',
      { image: PARAGRAPHS.toString('base64'), options: { detLimit: 99999 } },
      ErrorCodes.badRequest,
    ],
    ['not base64', { image: '!!!! not base64 !!!!' }, ErrorCodes.badRequest],
    ['text', { image: Buffer.from('hello, this is not an image').toString('base64') }, ErrorCodes.notWhatItClaims],
    [
      'an SVG',
      { image: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') },
      ErrorCodes.notWhatItClaims,
    ],
    ['a bomb', { image: pngClaiming(30000, 30000).toString('base64') }, ErrorCodes.notWhatItClaims],
  ])('refuses %s with the catalogue, never 500', async (_, payload, code) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(parseErrorBody(res.body)?.code).toBe(code);
  });

  it('fails a truncated image as a task with the catalogue code', async () => {
    const res = await post({ image: PARAGRAPHS.subarray(0, 2000).toString('base64') });
    expect(res.statusCode).toBe(200);
    const view = await finished(res.json().taskId);
    expect(view).toMatchObject({ state: 'failed', errorCode: ErrorCodes.notWhatItClaims });
  }, 30_000);

  it('needs the visitor’s token', async () => {
    const res = await post({ image: PARAGRAPHS.toString('base64') }, callHeaders());
    expect(res.statusCode).toBe(401);
    expect(parseErrorBody(res.body)?.code).toBe(ErrorCodes.loginRequired);
  });
});
