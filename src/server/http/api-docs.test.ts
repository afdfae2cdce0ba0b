import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../common/protocol.js';
import { startTestServer, type TestServer } from '../test-support.js';

describe('OpenAPI at /api/docs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { ADMIN_TOKEN: 'admin-token-for-tests-0123456789' });
  });
  afterAll(() => server.close());

  it('is generated from the route schemas', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      info: { title: string };
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; requestBody?: unknown; parameters?: unknown[] }>
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('随手工具箱 API');
    const pv = doc.paths[API.addToolPV].post;
    expect(pv.tags).toEqual(['Page views and ratings']);
    expect(JSON.stringify(pv.requestBody)).toContain('"toolid"');
    expect(JSON.stringify(doc.paths[API.getToolRecord].get.parameters)).toContain('toolid');
    expect(JSON.stringify(doc.paths['/cgi-bin/tools/upload'].post.requestBody)).toContain('multipart/form-data');
    expect(doc.paths['/readyz'].get.summary).toMatch(/Readiness/);
    expect(doc.paths['/api/admin/overview'].get.tags).toEqual(['Operator']);
    // Pages, icons and the dashboard page are not API.
    for (const path of Object.keys(doc.paths))
      expect(path).toMatch(/^\/(api|cgi-bin|toolproxy)\/|^\/(healthz|readyz)$/);
    expect(doc.paths['/api/docs/json']).toBeUndefined();
  });

  it('serves Swagger UI from the package, without inline script', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    const html =
      page.statusCode === 302
        ? (await server.app.inject({ method: 'GET', url: page.headers.location as string })).body
        : page.body;
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
  });
});
