/**
 * Run by `no-eval.test.ts` in a Node started with --disallow-code-generation-from-strings (what our CSP
 * does in the browser): opencv.js loads through `loadOpenCv` and computes; prints what it saw as JSON.
 */
import { loadOpenCvNode as loadOpenCv } from './node.js';

let blocked = false;
try {
  (0, eval)('1');
} catch {
  blocked = true;
}
const cv = await loadOpenCv(true);
const mat = new cv.Mat(8, 8, cv.CV_8UC1, new cv.Scalar(3));
const blurred = new cv.Mat();
cv.GaussianBlur(mat, blurred, new cv.Size(3, 3), 0);
console.log(JSON.stringify({ blocked, count: cv.countNonZero(blurred), value: blurred.data[4 * 8 + 4] }));
mat.delete();
blurred.delete();
