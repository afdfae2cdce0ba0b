import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Ajv } from 'ajv';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, parseErrorBody } from '../../common/errors.js';
import { RESUMABLE_API, TICKET_METADATA } from '../../common/resumable-upload.js';
import { TASK_API } from '../../common/task-api.js';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';
import { stagedPath } from '../tasks/files.js';
import { visitorHeaders } from '../tasks/test-helpers.js';
import { credentialSchemas } from './resumable.js';
import { signUploadTicket } from './upload-ticket.js';

const ajv = new Ajv({ strict: false });
const validApi = ajv.compile(credentialSchemas.api);
const validConvert = ajv.compile(credentialSchemas.convert);
const ALICE = 'alice-visitor-0001';
const BOB = 'bob-visitor-000002';
const b64 = (s: string) => Buffer.from(s).toString('base64');

describe.each(DATABASES)('resumable uploads on %s', (kind) => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { TASK_WORKERS: '0', TASK_MAX_BYTES: '1000000' }, (app) => {
      app.tasks.register({ name: 'keep', optionsSchema: { type: 'object' }, run: () => new Promise(() => {}) });
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());
  const headers = (visitor = ALICE) => visitorHeaders(server.config, visitor);

  async function credential(size: number, visitor = ALICE, url: string = RESUMABLE_API.credential) {
    return server.app.inject({ method: 'POST', url, headers: headers(visitor), payload: { size, name: 'big.pdf' } });
  }
  async function ticketFor(size: number, visitor = ALICE) {
    return (await credential(size, visitor)).json().data as { ticket: string; fileKey: string };
  }
  function create(ticket: string, length: number, visitor = ALICE) {
    return server.app.inject({
      method: 'POST',
      url: RESUMABLE_API.tus,
      headers: {
        ...headers(visitor),
        'tus-resumable': '1.0.0',
        'upload-length': String(length),
        'upload-metadata': `${TICKET_METADATA} ${b64(ticket)},filename ${b64('big.pdf')}`,
      },
    });
  }
  function patch(fileKey: string, offset: number, body: Buffer, visitor = ALICE) {
    return server.app.inject({
      method: 'PATCH',
      url: `${RESUMABLE_API.tus}/${fileKey}`,
      headers: {
        ...headers(visitor),
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: body,
    });
  }
  const head = (fileKey: string, visitor = ALICE) =>
    server.app.inject({
      method: 'HEAD',
      url: `${RESUMABLE_API.tus}/${fileKey}`,
      headers: { ...headers(visitor), 'tus-resumable': '1.0.0' },
    });

  it('hands out tickets in both shapes; refuses no token, bad input and sizes over TASK_MAX_BYTES', async () => {
    const api = await credential(1000);
    expect(api.statusCode).toBe(200);
    expect(validApi(api.json())).toBe(true);
    expect(api.json()).toMatchObject({ ret: 0, data: { maxBytes: 1000, uploadUrl: RESUMABLE_API.tus } });
    const cgi = await credential(1000, ALICE, RESUMABLE_API.convertCredential);
    expect(validConvert(cgi.json())).toBe(true);
    expect(cgi.json()).toMatchObject({ header: { retCode: 0 }, maxBytes: 1000 });

    const anonymous = await server.app.inject({ method: 'POST', url: RESUMABLE_API.credential, payload: { size: 5 } });
    expect(anonymous.statusCode).toBeLessThan(500);
    expect(anonymous.body).toMatch(/^1101,|^1100,/);
    const big = await credential(2_000_000);
    expect([big.statusCode, big.body]).toEqual([413, '1204,file too large']);
    for (const payload of [{}, { size: 0 }, { size: 'x' }, { size: 5, extra: 1 }]) {
      const res = await server.app.inject({
        method: 'POST',
        url: RESUMABLE_API.credential,
        headers: headers(),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/^1100,/);
    }
  });

  it('an upload interrupted at 50% resumes where it stopped; the bytes are identical; a task takes it', async () => {
    const data = randomBytes(400_000);
    const { ticket, fileKey } = await ticketFor(data.length);
    const created = await create(ticket, data.length);
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toContain(`${RESUMABLE_API.tus}/${fileKey}`);

    // A real connection drops after half the bytes.
    await new Promise<void>((resolve) => {
      const req = http.request(`${base}${RESUMABLE_API.tus}/${fileKey}`, {
        method: 'PATCH',
        headers: {
          ...headers(),
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(data.length),
        },
      });
      req.on('error', () => resolve());
      req.write(data.subarray(0, data.length / 2), () => setTimeout(() => (req.destroy(), resolve()), 300));
    });
    // The server keeps what arrived (tus saves the received part), once the dropped request is settled.
    let offset = -1;
    for (let i = 0; i < 50; i++) {
      const res = await head(fileKey);
      const now = Number(res.headers['upload-offset']);
      if (res.statusCode === 200 && now === offset && now > 0) break;
      offset = now;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(data.length / 2);

    const rest = await patch(fileKey, offset, data.subarray(offset));
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-file-key']).toBe(fileKey);
    expect(readFileSync(stagedPath(server.config.dataDir, fileKey)).equals(data)).toBe(true);

    const task = await server.app.inject({
      method: 'POST',
      url: TASK_API.convert.create,
      headers: headers(),
      payload: { tool: 'keep', fileKeys: [fileKey] },
    });
    expect(task.statusCode).toBe(200);
    expect(task.json().header.retCode).toBe(0);
    // Not Bob's: his create cannot name it.
    const bob = await server.app.inject({
      method: 'POST',
      url: TASK_API.convert.create,
      headers: headers(BOB),
      payload: { tool: 'keep', fileKeys: [fileKey] },
    });
    expect(bob.statusCode).toBe(404);
    // Spent: the ticket cannot start a second upload.
    expect((await create(ticket, data.length)).statusCode).toBe(409);
  });

  it('tus-js-client (the browser uploader) sends a file in chunks, fresh headers on each request', async () => {
    const data = randomBytes(300_000);
    const { ticket, fileKey } = await ticketFor(data.length);
    let requests = 0;
    await new Promise<void>((resolve, reject) => {
      new Upload(data, {
        endpoint: `${base}${RESUMABLE_API.tus}`,
        metadata: { [TICKET_METADATA]: ticket, filename: 'big.pdf' },
        uploadSize: data.length,
        chunkSize: 100_000,
        retryDelays: [],
        storeFingerprintForResuming: false,
        onBeforeRequest: (req) => {
          requests++;
          for (const [k, v] of Object.entries(headers())) req.setHeader(k, v);
        },
        onSuccess: () => resolve(),
        onError: reject,
      }).start();
    });
    expect(requests).toBe(4); // the creation and three chunks
    expect(readFileSync(stagedPath(server.config.dataDir, fileKey)).equals(data)).toBe(true);
  });

  it('a reused ticket is refused while its upload runs; another visitor cannot see or write the upload', async () => {
    const { ticket, fileKey } = await ticketFor(100);
    expect((await create(ticket, 100)).statusCode).toBe(201);
    const again = await create(ticket, 100);
    expect([again.statusCode, again.body]).toEqual([409, '1200,upload ticket already used']);
    expect((await head(fileKey, BOB)).statusCode).toBe(404);
    expect((await patch(fileKey, 0, Buffer.alloc(10), BOB)).statusCode).toBe(404);
    expect((await create(ticket, 100, BOB)).statusCode).toBe(403);
    // Two requests racing with one fresh ticket: one upload.
    const fresh = await ticketFor(100);
    const codes = (await Promise.all([create(fresh.ticket, 100), create(fresh.ticket, 100)])).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([201, 409]);
  });

  it('an expired or forged ticket is refused', async () => {
    const expired = signUploadTicket(server.config.tokenSecret, {
      visitor: ALICE,
      maxBytes: 100,
      expiresAtS: Math.floor(Date.now() / 1000) - 1,
      fileKey: randomBytes(16).toString('hex'),
    });
    const res = await create(expired, 100);
    expect([res.statusCode, res.body]).toEqual([403, '1200,upload ticket invalid or expired']);
    const forged = signUploadTicket('not-our-secret', {
      visitor: ALICE,
      maxBytes: 100,
      expiresAtS: Math.floor(Date.now() / 1000) + 60,
      fileKey: randomBytes(16).toString('hex'),
    });
    expect((await create(forged, 100)).statusCode).toBe(403);
    expect((await create('garbage', 100)).statusCode).toBe(403);
  });

  it("an upload over the ticket's size is refused, at creation and in the bytes", async () => {
    const { ticket } = await ticketFor(100);
    const res = await create(ticket, 101);
    expect([res.statusCode, res.body]).toEqual([413, '1204,file too large']);
    // Declared within the ticket, then more bytes sent than declared.
    const second = await ticketFor(100);
    expect((await create(second.ticket, 100)).statusCode).toBe(201);
    const over = await patch(second.fileKey, 0, Buffer.alloc(150, 1));
    expect(over.statusCode).toBeGreaterThanOrEqual(400);
    expect(over.statusCode).toBeLessThan(500);
    expect(existsSync(stagedPath(server.config.dataDir, second.fileKey))).toBe(false);
  });

  it("takes each creation's length from the visitor's and the IP's byte quotas before any byte is stored", async () => {
    const limited = await startTestServer(kind, {
      TASK_WORKERS: '0',
      TASK_MAX_BYTES: '1000000',
      UPLOAD_VISITOR_BYTES_PER_HOUR: '1500000',
      UPLOAD_IP_BYTES_PER_HOUR: '2500000',
    });
    try {
      const creation = async (visitor: string) => {
        const h = visitorHeaders(limited.config, visitor);
        const url = RESUMABLE_API.credential;
        const cred = await limited.app.inject({ method: 'POST', url, headers: h, payload: { size: 1_000_000 } });
        const { ticket } = cred.json().data as { ticket: string };
        return limited.app.inject({
          method: 'POST',
          url: RESUMABLE_API.tus,
          headers: {
            ...h,
            'tus-resumable': '1.0.0',
            'upload-length': '1000000',
            'upload-metadata': `${TICKET_METADATA} ${b64(ticket)}`,
          },
        });
      };
      const tusFiles = () => readdirSync(path.join(limited.config.dataDir, 'tus')).length;
      expect((await creation(ALICE)).statusCode).toBe(201);
      const stored = tusFiles();
      // Alice's second megabyte is over her 1.5 MB an hour.
      const refused = await creation(ALICE);
      expect([refused.statusCode, parseErrorBody(refused.body)?.code]).toEqual([429, ErrorCodes.rateTooHigh]);
      expect(tusFiles()).toBe(stored);
      // Bob's first is his own; a third visitor from the same IP is over the IP's 2.5 MB.
      expect((await creation(BOB)).statusCode).toBe(201);
      expect((await creation('carol-visitor-00003')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('a creation without Upload-Length, or a method tus does not serve, gets the catalogue answer', async () => {
    const { ticket } = await ticketFor(100);
    const res = await server.app.inject({
      method: 'POST',
      url: RESUMABLE_API.tus,
      headers: { ...headers(), 'tus-resumable': '1.0.0', 'upload-metadata': `${TICKET_METADATA} ${b64(ticket)}` },
    });
    expect([res.statusCode, res.body]).toEqual([400, '1100,Upload-Length required']);
    const unknown = await head('0123456789abcdef0123456789abcdef');
    expect(unknown.statusCode).toBe(404);
    const bad = await head('..%2F..%2Fetc');
    expect(bad.statusCode).toBe(404);
  });
});
