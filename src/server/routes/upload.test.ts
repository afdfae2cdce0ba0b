import { readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseErrorBody } from '../../common/errors.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../test-support.js';
import { sweepExpiredUploads, UPLOAD_URL } from './upload.js';
import { uploadsDir } from '../uploads/store.js';
import { pngChunk } from '../../common/png.js';

const MAX_BYTES = 50_000;

const chunk = (type: string, data: Uint8Array) => Buffer.from(pngChunk(type, data));

/** A real, valid greyscale PNG (every pixel `value`); `declared` overrides the size in its header. */
function png(width: number, height: number, declared?: { width: number; height: number }): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(declared?.width ?? width, 0);
  ihdr.writeUInt32BE(declared?.height ?? height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc((width + 1) * height, 0);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A JPEG start with an APP0 segment and a SOF0 declaring `width`×`height`. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [
    0xff,
    0xc0,
    0x00,
    0x11,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    1,
    0x11,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

interface Part {
  name: string;
  value: string | Uint8Array;
  filename?: string;
  type?: string;
}

/** A multipart body as a browser sends it. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if (typeof p.value === 'string' && p.filename === undefined) form.append(p.name, p.value);
    else
      form.append(
        p.name,
        new Blob([p.value as BlobPart], { type: p.type ?? 'application/octet-stream' }),
        p.filename ?? 'blob',
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

describe.each(DATABASES)('upload on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      UPLOAD_MAX_BYTES: String(MAX_BYTES),
      UPLOAD_MAX_PIXELS: '40000000',
      RATE_LIMIT_PER_MINUTE: '0',
      IP_RATE_LIMIT_PER_MINUTE: '0',
    });
  });
  afterAll(() => server.close());

  async function upload(parts: Part[], headers: Record<string, string> = callHeaders()) {
    const body = await multipart(parts);
    return server.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }
  const file = (value: Uint8Array | string, filename = 'a.png', type?: string): Part => ({
    name: 'file_data',
    value: typeof value === 'string' ? new TextEncoder().encode(value) : value,
    filename,
    type,
  });
  const get = (url: string) => server.app.inject({ method: 'GET', url });
  const storedFiles = () =>
    existsSync(uploadsDir(server.config.dataDir)) ? readdirSync(uploadsDir(server.config.dataDir)) : [];

  function expectRefused(res: { statusCode: number; body: string }, status: number, code: number, detail?: string) {
    expect(res.statusCode).toBe(status);
    const parsed = parseErrorBody(res.body);
    expect(parsed?.code).toBe(code);
    if (detail) expect(parsed?.message).toContain(detail);
  }

  it('stores a file and answers retCode 0 with an unguessable tempUrl that serves it back', async () => {
    const bytes = png(4, 3);
    const res = await upload([file(bytes, 'photo.png', 'image/png')]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.header).toEqual({ retCode: 0 });
    expect(body.tempUrl).toMatch(/^\/cgi-bin\/tools\/upload\/[a-f0-9]{32}$/);
    const served = await get(body.tempUrl);
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`inline; filename="photo.png"; filename*=UTF-8''photo.png`);
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('stores files under the data directory with random names, readable by the owner only', async () => {
    const before = new Set(storedFiles());
    const res = await upload([file(png(2, 2))]);
    const id = res.json().tempUrl.split('/').pop();
    const added = storedFiles().filter((f) => !before.has(f));
    expect(added).toEqual([id]);
    expect(statSync(path.join(uploadsDir(server.config.dataDir), id)).mode & 0o777).toBe(0o600);
  });

  it('uses custom_name for the served name (UTF-8 kept, extension from the content)', async () => {
    const res = await upload([{ name: 'custom_name', value: '我的 图片.jpg' }, file(png(2, 2), 'x.png')]);
    const served = await get(res.json().tempUrl);
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="__ __.png"; filename*=UTF-8''${encodeURIComponent('我的 图片.png')}`,
    );
  });

  it('types a file by its content, not its name', async () => {
    const res = await upload([file(png(2, 2), 'evil.html', 'text/html')]);
    expect(res.statusCode).toBe(200);
    const served = await get(res.json().tempUrl);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toContain('filename="evil.png"');
  });

  it('accepts the tolerated userInfo field', async () => {
    const res = await upload([{ name: 'userInfo', value: '{"guid":"g","qimei36":"","qua2":""}' }, file(png(2, 2))]);
    expect(res.statusCode).toBe(200);
  });

  it('serves plain text only as an inert download', async () => {
    const res = await upload([file('hello, 世界\n', 'notes.txt', 'text/plain')]);
    const served = await get(res.json().tempUrl);
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses an empty file', async () => {
    const before = storedFiles().length;
    expectRefused(await upload([file(new Uint8Array(0))]), 400, 1200, 'empty file');
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a file over UPLOAD_MAX_BYTES and keeps nothing of it', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([png(2, 2), Buffer.alloc(MAX_BYTES)]);
    expectRefused(await upload([file(big)]), 413, 1200, 'file too large');
    expect(storedFiles().length).toBe(before);
    // Just under the limit is fine.
    expect((await upload([file(Buffer.concat([png(2, 2), Buffer.alloc(MAX_BYTES - 200)]))])).statusCode).toBe(200);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    // A valid PNG whose header claims 100000×100000 pixels (10 gigapixels).
    expectRefused(
      await upload([file(png(8, 8, { width: 100_000, height: 100_000 }), 'bomb.png')]),
      413,
      1200,
      'image dimensions too large',
    );
    expectRefused(
      await upload([file(jpegHeader(65_000, 65_000), 'bomb.jpg')]),
      413,
      1200,
      'image dimensions too large',
    );
    // Just within UPLOAD_MAX_PIXELS (40 MP) passes.
    expect((await upload([file(jpegHeader(8000, 5000), 'ok.jpg')])).statusCode).toBe(200);
  });

  it('refuses an image whose header cannot be read', async () => {
    expectRefused(
      await upload([file(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'cut.jpg')]),
      400,
      1200,
      'unreadable image',
    );
  });

  it('refuses HTML and SVG with script, whatever their names', async () => {
    const hostile = [
      ['<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>', 'page.html'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>', 'image.svg'],
      ['<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'photo.png'],
      ['\uFEFF  \n<script>alert(1)</script>', 'notes.txt'],
      ['hello <svg onload=alert(1)>', 'notes.txt'],
    ];
    for (const [content, name] of hostile)
      expectRefused(await upload([file(content, name)]), 415, 1200, 'unsupported file type');
  });

  it('types MP3 by chained frames: UTF-16 HTML or one frame header and text is refused, nothing stored (defect 7)', async () => {
    const utf16le = (text: string) => Buffer.from(text, 'utf16le');
    const utf16be = (text: string) => Buffer.from(utf16le(text).swap16());
    const frame = (header: number[], length: number) => Buffer.concat([Buffer.from(header), Buffer.alloc(length - 4)]);
    const before = storedFiles().length;
    const hostile: Buffer[] = [
      Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le('<html><script>alert(1)</script></html>')]),
      Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be('<html><script>alert(1)</script></html>')]),
      Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x44]), Buffer.from('<html><script>alert(1)</script></html>')]),
      // Real frames, with markup in them.
      Buffer.concat([
        frame([0xff, 0xfb, 0x90, 0x44], 417),
        Buffer.from('<script>alert(1)</script>'),
        Buffer.alloc(900),
      ]),
    ];
    for (const bytes of hostile) expectRefused(await upload([file(bytes, 'song.mp3', 'audio/mpeg')]), 415, 1200);
    expect(storedFiles().length).toBe(before);
    // Three chained MPEG-1 layer III frames are an MP3.
    const mp3 = Buffer.concat([0, 1, 2].map(() => frame([0xff, 0xfb, 0x90, 0x44], 417)));
    const res = await upload([file(mp3, 'song.mp3')]);
    expect(res.statusCode).toBe(200);
    expect((await get(res.json().tempUrl)).headers['content-type']).toBe('audio/mpeg');
  });

  it('refuses unknown binary content', async () => {
    expectRefused(await upload([file(new Uint8Array([0, 1, 2, 3, 250, 251, 252]), 'a.bin')]), 415, 1200);
  });

  it('refuses names with path separators; nothing is written outside the data directory', async () => {
    const before = storedFiles().length;
    for (const name of ['../../escape.png', '..\\..\\escape.png', '/etc/passwd', 'a/b.png']) {
      expectRefused(await upload([file(png(2, 2), name)]), 400, 1100, 'bad file name');
      expectRefused(await upload([{ name: 'custom_name', value: name }, file(png(2, 2))]), 400, 1100, 'bad file name');
    }
    expectRefused(await upload([{ name: 'custom_name', value: 'a\u0000.png' }, file(png(2, 2))]), 400, 1100);
    expect(storedFiles().length).toBe(before);
    expect(existsSync(path.resolve(server.config.dataDir, '..', 'escape.png'))).toBe(false);
    expect(existsSync(path.resolve(uploadsDir(server.config.dataDir), '..', '..', 'escape.png'))).toBe(false);
  });

  it('refuses malformed requests with the catalogue', async () => {
    expectRefused(await upload([{ name: 'custom_name', value: 'a.png' }]), 400, 1100, 'file_data is required');
    expectRefused(
      await upload([{ name: 'other', value: png(2, 2), filename: 'a.png' }]),
      400,
      1100,
      'unexpected file field',
    );
    expectRefused(await upload([{ name: 'admin', value: 'true' }, file(png(2, 2))]), 400, 1100, 'unexpected field');
    const two = await upload([file(png(2, 2)), file(png(2, 2), 'b.png')]);
    expect(two.statusCode).toBeGreaterThanOrEqual(400);
    expect(two.statusCode).toBeLessThan(500);
    expect(parseErrorBody(two.body)?.code).toBe(1100);
    const json = await server.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { ...callHeaders(), 'content-type': 'application/json' },
      payload: '{"file_data":"x"}',
    });
    expectRefused(json, 415, 1100);
  });

  it('is a protected work call: timestamp, XSRF and token are checked', async () => {
    const body = await multipart([file(png(2, 2))]);
    const send = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: UPLOAD_URL,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    expectRefused(await send(callHeaders({ skewS: -3600 })), 400, 1100, 'invalid timestamp');
    const noXsrf = callHeaders();
    delete noXsrf['x-xsrf-token'];
    expectRefused(await send(noXsrf), 403, 1100);
    expectRefused(await send(callHeaders({ auth: 'Bearer forged' })), 401, 1101);
  });

  it('serves nothing for an unknown, malformed or expired id, and the sweep deletes expired files', async () => {
    expectRefused(await get(`${UPLOAD_URL}/${'0'.repeat(32)}`), 404, 1300);
    expect((await get(`${UPLOAD_URL}/..%2F..%2Fetc%2Fpasswd`)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(`${UPLOAD_URL}/${'A'.repeat(32)}`)).statusCode).toBe(400);

    const res = await upload([file(png(2, 2))]);
    const url: string = res.json().tempUrl;
    const id = url.split('/').pop()!;
    // Time is up for this row: it is no longer served, even before the sweep.
    await server.db.kysely
      .updateTable('uploads')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expectRefused(await get(url), 404, 1300);
    expect(storedFiles()).toContain(id);
    expect(await sweepExpiredUploads(server.app)).toBeGreaterThanOrEqual(1);
    expect(storedFiles()).not.toContain(id);
    expect(
      await server.db.kysely.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('the sweep keeps files whose time is not up, and removes every file once UPLOAD_TTL_SECONDS has passed', async () => {
    const res = await upload([file(png(2, 2))]);
    const id = res.json().tempUrl.split('/').pop();
    await sweepExpiredUploads(server.app);
    expect(storedFiles()).toContain(id);
    expect((await get(res.json().tempUrl)).statusCode).toBe(200);
    await sweepExpiredUploads(server.app, Date.now() + 3600 * 1000 + 1000);
    expect(storedFiles()).toEqual([]);
    expect((await get(res.json().tempUrl)).statusCode).toBe(404);
  });
});
