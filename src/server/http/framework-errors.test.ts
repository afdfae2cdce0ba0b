/** Defect 8 of the hardening issue: 414, bad URLs and 431 were answered in Fastify's JSON, echoing the path. */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseErrorBody } from '../../common/errors.js';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';
import { clientErrorAnswer } from './framework-errors.js';

/** Sends raw bytes, returns status line, headers and body as text. */
function raw(port: number, text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let out = '';
    socket.on('data', (d) => (out += d.toString('latin1')));
    const done = () => {
      const [head, ...rest] = out.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), headers: head, body: rest.join('\r\n\r\n') });
    };
    socket.on('close', done);
    socket.on('error', () => socket.destroy());
    setTimeout(() => socket.destroy(), 3000);
  });
}

describe.each(DATABASES)('errors answered before any route on %s', (kind) => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => server.close());

  const secret = 'PATH-ECHO-CANARY';
  it.each([
    ['a bad percent-encoding', `GET /api/${secret}/% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 400],
    [
      'a bad escape in a parameter',
      `GET /icons/${secret}%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      400,
    ],
    [
      'an over-long path parameter',
      `GET /icons/${secret}${'x'.repeat(300)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      414,
    ],
    ['an over-long URL', `GET /${secret}${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
    ['an over-large header', `GET /${secret} HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`, 431],
    ['a garbage request line', `${secret} NONSENSE\r\n\r\n`, 400],
    ['a bad Content-Length', `POST /api/log HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n`, 400],
  ])('%s: %i with code,message and no echo', async (_name, text, status) => {
    const res = await raw(port, text);
    expect(res.status).toBe(status);
    expect(res.headers.toLowerCase()).toContain('content-type: text/plain');
    expect(parseErrorBody(res.body)?.code).toBe(1100);
    expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/statusCode|"error"/);
  });

  it('maps the parser codes', () => {
    expect(clientErrorAnswer('HPE_HEADER_OVERFLOW').status).toBe(431);
    expect(clientErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT').status).toBe(408);
    expect(clientErrorAnswer('HPE_INVALID_METHOD').status).toBe(400);
  });
});
