/**
 * A big file as a resumable upload: a single-use ticket from getcoscredential, then tus-js-client sends the
 * file in chunks to /api/tus. When the connection drops it retries, asks the server how much arrived and
 * continues from there, so a phone on a flaky network does not start a 200 MB document over.
 */
import { Upload } from 'tus-js-client';
import { ERROR_CATALOGUE, ErrorCodes, isKnownErrorCode, parseErrorBody } from '../../common/errors.js';
import { RESUMABLE_API, TICKET_METADATA, type UploadCredential } from '../../common/resumable-upload.js';
import type { TaskFamily } from '../../common/task-api.js';
import { call } from '../platform/request.js';
import { platformHeaders } from '../platform/http.js';
import { TaskFailure, unwrap } from './client.js';

const CHUNK_BYTES = 4 * 1024 * 1024;
/** Waits between attempts after a dropped connection (then it gives up and the visitor can try again). */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

function failureOf(error: unknown): TaskFailure {
  const body = (error as { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody() ?? '';
  const parsed = parseErrorBody(body);
  const code = parsed && isKnownErrorCode(parsed.code) ? parsed.code : ErrorCodes.upload;
  return new TaskFailure(code, ERROR_CATALOGUE[code], parsed?.message ?? String(error));
}

export async function uploadResumable(
  family: TaskFamily,
  file: Blob,
  onUpload: (loaded: number, total?: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const name = (file as File).name ?? 'file';
  const url = family === 'convert' ? RESUMABLE_API.convertCredential : RESUMABLE_API.credential;
  const answer = await call({ url, params: { size: file.size, name: name.slice(0, 255) }, silent: true });
  const credential = unwrap(family, answer) as unknown as UploadCredential;
  if (signal?.aborted) throw new DOMException('The task was cancelled', 'AbortError');

  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: new URL(credential.uploadUrl, location.href).href,
      metadata: { [TICKET_METADATA]: credential.ticket, filename: name },
      uploadSize: file.size,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      // The ticket is single use: resuming is within this page's upload, not from an earlier visit.
      storeFingerprintForResuming: false,
      // Every request (each chunk, each retry) carries a fresh timestamp, the token and the XSRF value.
      onBeforeRequest: (req) => {
        for (const [k, v] of Object.entries(platformHeaders(req.getURL()))) req.setHeader(k, v);
      },
      onProgress: (sent, total) => onUpload(sent, total),
      onSuccess: () => resolve(credential.fileKey),
      onError: (error) => reject(failureOf(error)),
    });
    signal?.addEventListener(
      'abort',
      () => {
        void upload.abort(true);
        reject(new DOMException('The task was cancelled', 'AbortError'));
      },
      { once: true },
    );
    upload.start();
  });
}
