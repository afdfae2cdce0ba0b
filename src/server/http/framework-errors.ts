/**
 * Errors Fastify and Node answer before any route runs, in the catalogue's `code,message` (never Fastify's
 * default JSON, never the request's path echoed back):
 * - a URL that is not valid percent-encoding (400) or a path parameter over maxParamLength (414);
 * - requests Node's HTTP parser refuses: header block too large (431, which also covers an over-long URL),
 *   malformed request line or headers (400), a request that took too long (408);
 * - a handler's error: 4xx keep their status with code 1100, anything else is a 500 `1000` (logged, no stack
 *   in the answer); `CatalogueError`s say their own status and code.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes, errorBody } from '../../common/errors.js';
import { CatalogueError, replyError } from './reply-error.js';

/** Fastify's `frameworkErrors` option: bad URLs and over-long path parameters. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void replyError(reply, 414, ErrorCodes.badRequest, 'uri too long');
  else if (error.code === 'FST_ERR_BAD_URL') void replyError(reply, 400, ErrorCodes.badRequest, 'bad url');
  else void replyError(reply, 400, ErrorCodes.badRequest, 'bad request');
}

/** The status and detail of an error Node's HTTP parser reported. */
export function clientErrorAnswer(code: string | undefined): { status: number; detail: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, detail: 'request header fields too large' };
  if (code === 'HPE_URI_TOO_LONG') return { status: 414, detail: 'uri too long' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, detail: 'request timeout' };
  return { status: 400, detail: 'bad request' };
}

/** Fastify's `clientErrorHandler` option: answers on the raw socket, then closes it. */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, detail } = clientErrorAnswer(error.code);
  const body = errorBody(ErrorCodes.badRequest, detail);
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: text/plain; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/** The app's error handler. */
export function errorHandler(error: FastifyError | CatalogueError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof CatalogueError) {
    if (error.statusCode >= 500) request.log.warn({ code: error.code, detail: error.detail }, 'refused');
    if (error.retryAfterS) reply.header('retry-after', String(error.retryAfterS));
    return replyError(reply, error.statusCode, error.code, error.detail);
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error(error);
    return replyError(reply, status, ErrorCodes.server);
  }
  return replyError(
    reply,
    status,
    ErrorCodes.badRequest,
    `参数错误: ${error.validation ? error.message : (error.code ?? 'bad request')}`,
  );
}
