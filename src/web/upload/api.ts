/** `POST /cgi-bin/tools/upload` (spec section 7): the file's temporary URL, or '' on any failure. */
import { call, isApiError } from '../platform/request.js';

export const UPLOAD_ENDPOINT = '/cgi-bin/tools/upload';

interface UploadAnswer {
  header?: { retCode?: number };
  tempUrl?: unknown;
}

export async function uploadFile(file: Blob, customName?: string): Promise<string> {
  try {
    const res = await call<UploadAnswer>({
      url: UPLOAD_ENDPOINT,
      form: true,
      params: { file_data: file, ...(customName ? { custom_name: customName } : {}) },
    });
    if (isApiError(res)) return '';
    return res?.header?.retCode === 0 && typeof res.tempUrl === 'string' && res.tempUrl ? res.tempUrl : '';
  } catch (error) {
    console.error('upload failed', error);
    return '';
  }
}
