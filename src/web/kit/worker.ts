/** What a tool's Worker script imports from the kit (no React, nothing of the page). */
export { exposeTransform, exposeWorker, type WorkerContext } from './worker/expose.js';
export { InputError } from './tools/text-transform.js';
export { WorkerJobError } from './worker/protocol.js';
export { blobToPixels, hasOffscreenCanvas } from '../image/raster.js';
