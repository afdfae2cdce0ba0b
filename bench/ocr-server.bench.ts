/**
 * 提取文字's server route: time from `POST /cgi-bin/tools/ocr` to the finished task (queue, decode,
 * PP-OCR on onnxruntime-node, JSON written) for a 1080x1440 JPEG page of 24 lines, first use (models load
 * in the worker) and warm. In-process server on SQLite, one queue worker.
 *
 *   npx tsx bench/ocr-server.bench.ts [--rounds 5]
 *
 * Prints a table, asserts nothing. Not part of `npm test`.
 */
import sharp from 'sharp';
import { TASK_API, type TaskView } from '../src/common/task-api.js';
import { startTestServer } from '../src/server/test-support.js';
import { visitorHeaders, waitFor } from '../src/server/tasks/test-helpers.js';
import { OCR_PATH } from '../src/tools/ocr/server.js';
import { renderText } from '../src/web/kit/ocr/testing.js';
import { arg, median } from './support.js';

const rounds = arg('rounds', 5);
const LINE = '识别图片中的文字，浏览器里完成图片不上传';

async function main() {
  const png = await renderText({
    width: 1080,
    height: 1440,
    lines: Array.from({ length: 24 }, (_, i) => ({ text: `${i + 1}. ${LINE}`, x: 60, y: 90 + i * 54, size: 32 })),
  });
  const image = (await sharp(png).jpeg({ quality: 85 }).toBuffer()).toString('base64');
  const server = await startTestServer('sqlite', { TASK_WORKERS: '1' });
  try {
    const headers = visitorHeaders(server.config, 'ocr-bench-visitor-01');
    const once = async () => {
      const t0 = performance.now();
      const res = await server.app.inject({ method: 'POST', url: OCR_PATH, payload: { image }, headers });
      const { taskId } = res.json() as { taskId: string };
      const view = await waitFor(
        async () => {
          const q = await server.app.inject({ url: `${TASK_API.convert.query}?taskId=${taskId}`, headers });
          const v = (q.json().tasks as TaskView[])[0]!;
          return v.state === 'done' || v.state === 'failed' ? v : undefined;
        },
        120_000,
        10,
      );
      if (view.state !== 'done') throw new Error(`task ${view.state}`);
      return performance.now() - t0;
    };
    const cold = await once();
    const warm: number[] = [];
    for (let i = 0; i < rounds; i++) warm.push(await once());
    console.log('Server OCR, 1080x1440 JPEG page of 24 lines (SQLite, 1 queue worker, onnxruntime-node CPU):');
    console.log('| first use (models load) | warm median | warm min | rounds |');
    console.log('|---:|---:|---:|---:|');
    console.log(
      `| ${cold.toFixed(0)} ms | ${median(warm)!.toFixed(0)} ms | ${Math.min(...warm).toFixed(0)} ms | ${rounds} |`,
    );
  } finally {
    await server.close();
  }
}

void main();
