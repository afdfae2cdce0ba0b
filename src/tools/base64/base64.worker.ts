/// <reference lib="webworker" />
/** Files (up to 50 MB) and big texts are encoded and decoded here, off the page's thread. */
import { exposeTransform } from '../../web/kit/worker.js';
import { encodeFile, transformText, type Options } from './base64.js';

export type Base64Job =
  { kind: 'text'; text: string; options: Options; lang: 'zh' | 'en' } | { kind: 'file'; file: Blob; options: Options };

exposeTransform(async (job: Base64Job) =>
  job.kind === 'text'
    ? transformText(job.text, job.options, job.lang)
    : encodeFile(new Uint8Array(await job.file.arrayBuffer()), job.file.type, job.options),
);
