/**
 * The kit's part for tools whose work runs on the server's task queue (Office conversions now; OCR,
 * speech and other server tools later). Its own entry, beside `kit/index.ts`:
 *
 *   import { ServerFileTool } from '../../web/kit/tasks.js';
 *
 * `OfficeTool` / `OfficeFormatTool` are an Office tool's page from its slug (a tool adds only its own options).
 * `ServerFileTool` is the whole page body (several files, each file's real progress, cancel, retry, a zip
 * for many); `useServerBatch` is its state for a page that lays itself out; `useTaskClient` is the bare
 * client (create with upload progress, one polling loop, cancel, download) for a tool that runs one task
 * its own way. Failures are TaskFailure with the catalogue's message.
 */
export { ServerFileTool, SERVER_FILE_MAX_MB, type ServerFileToolProps } from './tasks/ServerFileTool.js';
export { OfficeFormatTool, OfficeTool, type OfficeToolProps } from './tasks/OfficeTool.js';
export { formatChoices, formatSchema, formatTaskOptions } from './tasks/office.js';
export { useOnline, useServerBatch, useTaskClient, type ServerBatch } from './tasks/use-server-batch.js';
export { summarize as summarizeServerBatch, type ServerItem, type ServerResult } from './tasks/server-batch.js';
export { TaskFailure, type TaskClient } from '../tasks/client.js';
export type { TaskProgress, TaskPhase } from '../tasks/progress.js';
