/** Helpers for queue and task route tests. */
import type { Config } from '../config.js';
import { signToken } from '../security/token.js';
import { callHeaders } from '../test-support.js';

/** Headers of a call from `visitor` (a signed token), for state-changing calls and GETs alike. */
export function visitorHeaders(config: Config, visitor: string): Record<string, string> {
  const token = signToken(config.tokenSecret, visitor, Math.floor(Date.now() / 1000) + 3600);
  return callHeaders({ auth: `Bearer ${token}` });
}

export interface Part {
  name: string;
  value: string | Uint8Array;
  filename?: string;
}

/** A multipart body as a browser's FormData sends it. */
export async function multipart(parts: Part[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename === undefined && typeof p.value === 'string') form.append(p.name, p.value);
    else form.append(p.name, new Blob([p.value as BlobPart]), p.filename ?? 'blob');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** Polls `check` until it returns a value (not undefined), or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000, everyMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
