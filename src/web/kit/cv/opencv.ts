/**
 * Loads opencv.js (@techstark/opencv-js 4.5.2: OpenCV compiled to WebAssembly, the wasm inlined) once, in
 * the cv Worker and in Node (tests, benches: `cv/node.ts` passes a `require`, because Node's ESM import of
 * this 7.6 MB CommonJS file stalls in its export scan). The bundler wraps the package's CommonJS in
 * strict-mode code, where its `Module = {}` fallback would throw, so a global `Module` is set first;
 * embind's `new Function` goes through `no-eval.ts`.
 */
import type * as CV from '@techstark/opencv-js';
import { installFunctionWithoutEval } from './no-eval.js';

export type OpenCv = typeof CV;
export type Mat = CV.Mat;

type Importer = () => Promise<unknown> | unknown;
let loading: Promise<OpenCv> | null = null;

/**
 * `withoutEval`: replace the global `Function` for good (the Worker, where our CSP refuses eval). Node
 * tests leave it off: their runner compiles code of its own with it.
 */
export function loadOpenCv(
  importer: Importer = () => import('@techstark/opencv-js'),
  withoutEval = true,
): Promise<OpenCv> {
  loading ??= (async () => {
    if (withoutEval) installFunctionWithoutEval();
    const scope = globalThis as { Module?: object };
    scope.Module ??= {};
    // opencv.js gives its module a `then` that answers the module itself. The bundler's interop copy of
    // the module, resolved by `import()`, would then be adopted by the promise again and again (the Worker
    // spins in microtasks for good once the runtime is up), so the assignment of `then` is dropped.
    Object.defineProperty(scope.Module, 'then', { configurable: true, get: () => undefined, set: () => {} });
    const imported = (await importer()) as { default?: OpenCv } & OpenCv;
    const cv = (imported.default ?? imported) as OpenCv & { onRuntimeInitialized?: () => void };
    if (!(cv as { Mat?: unknown }).Mat)
      await new Promise<void>((resolve) => {
        cv.onRuntimeInitialized = resolve;
      });
    // The module is a thenable that resolves to itself: returned from a promise as it is, it never settles.
    delete (cv as { then?: unknown }).then;
    return cv;
  })();
  loading.catch(() => (loading = null));
  return loading;
}
