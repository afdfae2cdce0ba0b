import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../platform/request.js', () => ({
  call: (...args: unknown[]) => call(...args),
  isApiError: (v: unknown) =>
    typeof v === 'object' && v !== null && (v as { imgApiError?: boolean }).imgApiError === true,
}));
const { uploadFile, UPLOAD_ENDPOINT } = await import('./api.js');

beforeEach(() => call.mockReset());

describe('uploadFile', () => {
  const file = new Blob(['x'], { type: 'image/png' });
  it('posts multipart file_data and custom_name, and answers tempUrl', async () => {
    call.mockResolvedValue({ header: { retCode: 0 }, tempUrl: '/cgi-bin/tools/upload/abc' });
    expect(await uploadFile(file, 'a.png')).toBe('/cgi-bin/tools/upload/abc');
    expect(call).toHaveBeenCalledWith({
      url: UPLOAD_ENDPOINT,
      form: true,
      params: { file_data: file, custom_name: 'a.png' },
    });
  });
  it('leaves custom_name out when not given', async () => {
    call.mockResolvedValue({ header: { retCode: 0 }, tempUrl: '/u/1' });
    await uploadFile(file);
    expect(call.mock.calls[0][0].params).toEqual({ file_data: file });
  });
  it('answers an empty string on any failure', async () => {
    for (const answer of [
      { header: { retCode: 1 }, tempUrl: '/u/1' },
      { header: { retCode: 0 } },
      { header: { retCode: 0 }, tempUrl: '' },
      { imgApiError: true, errMsg: 'x', status: 413 },
      null,
    ]) {
      call.mockResolvedValueOnce(answer);
      expect(await uploadFile(file)).toBe('');
    }
    call.mockRejectedValueOnce(new Error('network'));
    expect(await uploadFile(file)).toBe('');
  });
});
