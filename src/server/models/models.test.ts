import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ort from 'onnxruntime-node';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';
import { parseManifest, scanModels } from './manifest.js';
import { addModel } from './onnx-testutil.js';

const good = {
  task: 'image-to-image',
  name: { zh: '测试模型', en: 'Test model' },
  file: 'double.onnx',
  input: { width: 2, height: 2, layout: 'NCHW' },
  normalisation: { mean: [0.5, 0.5, 0.5], std: [0.5, 0.5, 0.5] },
  licence: 'MIT',
  source: 'written by the test',
};

/** An operator's Mandarin speech model as sherpa-onnx runs it. */
const sherpa = {
  task: 'speech-to-text',
  format: 'sherpa-onnx',
  engine: 'sense-voice',
  name: { zh: '语音识别', en: 'Speech' },
  file: 'model.int8.onnx',
  files: { tokens: 'tokens.txt' },
  languages: ['zh', 'en'],
  licence: 'Apache-2.0',
};

describe('parseManifest', () => {
  it('accepts a sherpa-onnx speech model with its tokens and languages', () => {
    const r = parseManifest('sv', sherpa);
    expect('manifest' in r && r.manifest).toMatchObject({
      format: 'sherpa-onnx',
      engine: 'sense-voice',
      files: { tokens: 'tokens.txt' },
      languages: ['zh', 'en'],
    });
  });
  it('accepts a full manifest', () => {
    const r = parseManifest('double', good);
    expect('manifest' in r && r.manifest).toMatchObject({ id: 'double', task: 'image-to-image', format: 'onnx' });
  });
  it('accepts the least a manifest needs', () =>
    expect(
      'manifest' in
        parseManifest('m', {
          task: 'speech-to-text',
          name: { zh: '语', en: 'S' },
          file: 'a.onnx',
          licence: 'Apache-2.0',
        }),
    ).toBe(true));
  it.each<[string, string, unknown, RegExp]>([
    ['bad id', 'Bad Id', good, /id must/],
    ['not an object', 'm', [1], /JSON object/],
    ['unknown task', 'm', { ...good, task: 'magic' }, /task must/],
    ['name without en', 'm', { ...good, name: { zh: '模型' } }, /name needs/],
    ['path in file', 'm', { ...good, file: '../etc/passwd' }, /plain file name/],
    ['absolute file', 'm', { ...good, file: '/tmp/x.onnx' }, /plain file name/],
    ['manifest as file', 'm', { ...good, file: 'x.model.json' }, /plain file name/],
    ['other format', 'm', { ...good, format: 'tflite' }, /format/],
    ['huge input', 'm', { ...good, input: { width: 100000 } }, /input sizes/],
    ['fractional input', 'm', { ...good, input: { width: 2.5 } }, /input sizes/],
    ['bad layout', 'm', { ...good, input: { layout: 'CHW' } }, /layout/],
    ['std of zero', 'm', { ...good, normalisation: { mean: [0, 0, 0], std: [1, 0, 1] } }, /normalisation/],
    ['short mean', 'm', { ...good, normalisation: { mean: [0, 0], std: [1, 1, 1] } }, /normalisation/],
    ['no licence', 'm', { ...good, licence: ' ' }, /licence/],
    ['sherpa-onnx without an engine', 'm', { ...sherpa, engine: undefined }, /engine must/],
    ['an unknown engine', 'm', { ...sherpa, engine: 'whisper' }, /engine must/],
    ['sherpa-onnx without tokens', 'm', { ...sherpa, files: {} }, /files.tokens/],
    ['sherpa-onnx for images', 'm', { ...sherpa, task: 'image-to-image' }, /speech-to-text/],
    ['an engine on a plain ONNX model', 'm', { ...good, engine: 'sense-voice' }, /engine is for/],
    ['a path among the files', 'm', { ...sherpa, files: { tokens: '../tokens.txt' } }, /plain file names/],
    ['languages that are not codes', 'm', { ...sherpa, languages: ['Chinese'] }, /language codes/],
    ['no languages at all', 'm', { ...sherpa, languages: [] }, /language codes/],
  ])('refuses %s', (_, id, json, reason) => {
    const r = parseManifest(id, json);
    expect('error' in r && r.error).toMatch(reason);
  });
});

describe('scanModels', () => {
  it.each([undefined, '/nonexistent/models-dir'])('finds nothing in %s', async (dir) =>
    expect(await scanModels(dir)).toEqual([]),
  );
  it('finds a model with all its files, and skips one whose tokens are missing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'models-sherpa-'));
    try {
      await writeFile(path.join(dir, 'model.int8.onnx'), 'x');
      await writeFile(path.join(dir, 'tokens.txt'), 'a 0');
      await writeFile(path.join(dir, 'sv.model.json'), JSON.stringify(sherpa));
      await writeFile(path.join(dir, 'lost.model.json'), JSON.stringify({ ...sherpa, files: { tokens: 'gone.txt' } }));
      const skipped: string[] = [];
      const found = await scanModels(dir, (file, reason) => skipped.push(`${file}: ${reason}`));
      expect(found.map((m) => [m.id, m.paths.tokens])).toEqual([['sv', path.join(dir, 'tokens.txt')]]);
      expect(skipped).toEqual(['lost.model.json: file gone.txt is missing']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.each(DATABASES)('operator-supplied models on %s', (kind) => {
  let dir: string;
  let server: TestServer;
  const model = addModel();
  const skipped: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'models-'));
    await writeFile(path.join(dir, 'double.onnx'), model);
    await writeFile(path.join(dir, 'double.model.json'), JSON.stringify(good));
    // Refused with a log line each, never an error answer: bad JSON, a bad field, a missing file.
    await writeFile(path.join(dir, 'broken.model.json'), '{ not json');
    await writeFile(path.join(dir, 'nolicence.model.json'), JSON.stringify({ ...good, licence: '' }));
    await writeFile(path.join(dir, 'nofile.model.json'), JSON.stringify({ ...good, file: 'absent.onnx' }));
    server = await startTestServer(kind, { MODELS_DIR: dir });
    await scanModels(dir, (file) => skipped.push(file));
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists the valid model only, and logs why the others were skipped', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/models' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      models: [
        {
          id: 'double',
          task: 'image-to-image',
          name: good.name,
          input: { width: 2, height: 2, layout: 'NCHW' },
          normalisation: good.normalisation,
          licence: 'MIT',
          source: 'written by the test',
          bytes: model.length,
          url: '/api/models/double/file',
        },
      ],
    });
    expect(skipped.sort()).toEqual(['broken.model.json', 'nofile.model.json', 'nolicence.model.json']);
  });

  it.each([
    ['image-to-image', 1],
    ['speech-to-text', 0],
  ])('filters by task %s', async (task, n) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/models?task=${task}` });
    expect(res.json().models).toHaveLength(n);
  });

  it.each(['/api/models?task=magic', '/api/models?other=1', '/api/models/..%2Fetc/file', '/api/models/UPPER/file'])(
    'answers bad input %s with the catalogue',
    async (url) => {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).toMatch(/^\d{4},/);
    },
  );

  it('answers an unknown model with 404 1300', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/models/absent/file' });
    expect(res.statusCode).toBe(404);
    expect(res.body.startsWith('1300,')).toBe(true);
  });

  it('serves the model file, which onnxruntime loads and runs', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/models/double/file' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    const bytes = new Uint8Array(res.rawPayload);
    expect(bytes).toEqual(model);
    const session = await ort.InferenceSession.create(bytes);
    const x = new ort.Tensor(
      'float32',
      Float32Array.from({ length: 12 }, (_, i) => i - 3),
      [1, 3, 2, 2],
    );
    const { Y } = await session.run({ X: x });
    expect(Array.from(Y!.data as Float32Array)).toEqual(Array.from({ length: 12 }, (_, i) => 2 * (i - 3)));
  });
});

describe.each(DATABASES)('no models on %s', (kind) => {
  it.each([{}, { MODELS_DIR: '/nonexistent/models-dir' }])('lists none with %j', async (env) => {
    const server = await startTestServer(kind, env);
    try {
      const res = await server.app.inject({ method: 'GET', url: '/api/models' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ models: [] });
    } finally {
      await server.close();
    }
  });
});
