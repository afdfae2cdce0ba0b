import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../common/errors.js';
import { CatalogueError } from '../http/reply-error.js';
import { uploadByteBuckets, type Caller } from './policy.js';

/**
 * Takes `bytes` from the caller's upload byte buckets (visitor and IP, refilled over an hour) before a route
 * stores them; past either, a 429 (code 3) with Retry-After. A limiter that cannot be reached lets the bytes
 * through (logged): the storage cap still holds.
 */
export async function takeUploadBytes(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: Caller,
  bytes: number,
): Promise<void> {
  const taken = await app.limiter
    .take(uploadByteBuckets(caller, app.deps.config.upload, bytes), Date.now())
    .catch((error: unknown) => {
      request.log.error({ err: error }, 'rate limiter unavailable; upload let through');
      return { ok: true } as const;
    });
  if (!taken.ok) throw new CatalogueError(429, ErrorCodes.rateTooHigh, undefined, taken.retryAfterS);
}
