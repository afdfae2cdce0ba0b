/**
 * opencv.js in Node (benches, and the cv tests' child processes: inside the test runner's own workers,
 * loading this 7.6 MB CommonJS file stalls). Same loader as the Worker.
 */
import { loadOpenCv, type OpenCv } from './opencv.js';

/** `withoutEval`: as in the browser (see `no-eval.test.ts`); off by default, as Node has no CSP. */
export function loadOpenCvNode(withoutEval = false): Promise<OpenCv> {
  return loadOpenCv(undefined, withoutEval);
}
