/** The task client's transport over the site's one HTTP client (`call()`: timestamp, token, XSRF, retries). */
import { call, isApiError } from '../platform/request.js';
import { refreshToken } from '../platform/api.js';
import { currentAuthorization } from '../platform/http.js';
import { DEFAULT_AUTH } from '../../common/protocol.js';
import { ErrorCodes } from '../../common/errors.js';
import { TaskFailure, type TaskTransport } from './client.js';

let tokenWait: Promise<unknown> | null = null;

/**
 * Task calls need the visitor's signed token, which the page fetches about a second after start: a visitor
 * quicker than that (a file dropped at once) has it fetched now rather than being refused with 1101.
 */
async function withToken(): Promise<void> {
  if (currentAuthorization() !== DEFAULT_AUTH) return;
  tokenWait ??= refreshToken().finally(() => (tokenWait = null));
  await tokenWait;
}

export const callTransport: TaskTransport = {
  postForm: (url, params, onUpload, signal) =>
    withToken().then(() =>
      call({
        url,
        params,
        form: true,
        silent: true,
        signal,
        onUploadProgress: (event) => onUpload(event.loaded, event.total),
      }),
    ),
  postJson: (url, params) => withToken().then(() => call({ url, params, silent: true })),
  getJson: (url, params, signal) => withToken().then(() => call({ url, method: 'GET', params, silent: true, signal })),
  // tus-js-client loads only when a big file is sent.
  uploadResumable: (family, file, onUpload, signal) =>
    withToken().then(() =>
      import('./resumable-upload.js').then((m) => m.uploadResumable(family, file, onUpload, signal)),
    ),
  async download(url, signal) {
    await withToken();
    const answer = await call<Blob>({
      url,
      method: 'GET',
      responseType: 'blob',
      withUserInfo: false,
      silent: true,
      signal,
    });
    if (isApiError(answer)) throw new TaskFailure(answer.code ?? ErrorCodes.server, answer.errMsg);
    return answer;
  },
};
