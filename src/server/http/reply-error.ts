import type { FastifyReply } from 'fastify';
import { errorBody, type ErrorCode } from '../../common/errors.js';

/** An HTTP error answered the catalogue's way: a text body `code,message`. */
export function replyError(reply: FastifyReply, status: number, code: ErrorCode, detail?: string): FastifyReply {
  return reply.status(status).type('text/plain; charset=utf-8').send(errorBody(code, detail));
}

/** An expected refusal thrown from deep inside a handler; the app's error handler answers it with the catalogue. */
export class CatalogueError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly detail?: string,
    /** Seconds for a Retry-After header. */
    readonly retryAfterS?: number,
  ) {
    super(detail ?? `catalogue error ${code}`);
  }
}
