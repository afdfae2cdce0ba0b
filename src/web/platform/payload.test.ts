import { describe, expect, it } from 'vitest';
import { buildPayload, TEXT_PLAIN } from './payload.js';

const userInfo = { guid: 'tbx_g', qimei36: 'q36', qua2: 'QV=3' };

describe('buildPayload', () => {
  it('puts GET params in the query, userInfo as JSON text', () => {
    expect(buildPayload('GET', { toolid: 7 }, userInfo)).toEqual({
      query: { toolid: 7, userInfo: JSON.stringify(userInfo) },
    });
    expect(buildPayload('HEAD', {}, null)).toEqual({ query: {} });
  });

  it('sends other methods a text/plain JSON body with userInfo as an object', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const p = buildPayload(method, { toolid: 7, score: 5 }, userInfo);
      expect(p.contentType).toBe(TEXT_PLAIN);
      expect(p.query).toBeUndefined();
      expect(JSON.parse(p.body as string)).toEqual({ toolid: 7, score: 5, userInfo });
    }
  });

  it('leaves userInfo out when disabled', () => {
    expect(JSON.parse(buildPayload('POST', { a: 1 }, null).body as string)).toEqual({ a: 1 });
    expect(buildPayload('GET', { a: 1 }, null).query).toEqual({ a: 1 });
  });

  it('builds multipart form data in form mode, userInfo as a JSON string field', async () => {
    const file = new File(['hello'], 'a.txt', { type: 'text/plain' });
    const p = buildPayload(
      'POST',
      { file_data: file, custom_name: 'x', n: 3, opts: { a: 1 }, skip: undefined, none: null },
      userInfo,
      true,
    );
    expect(p.contentType).toBeUndefined();
    const fd = p.body as FormData;
    expect(fd).toBeInstanceOf(FormData);
    expect([...fd.keys()]).toEqual(['file_data', 'custom_name', 'n', 'opts', 'userInfo']);
    const sent = fd.get('file_data') as File;
    expect(sent.name).toBe('a.txt');
    expect(await sent.text()).toBe('hello');
    expect(fd.get('n')).toBe('3');
    expect(fd.get('opts')).toBe('{"a":1}');
    expect(JSON.parse(fd.get('userInfo') as string)).toEqual(userInfo);
  });

  it('appends each file of a list under the same name', () => {
    const files = [new Blob(['1']), new Blob(['2'])];
    const fd = buildPayload('POST', { files }, null, true).body as FormData;
    expect(fd.getAll('files')).toHaveLength(2);
    expect(fd.has('userInfo')).toBe(false);
  });
});
