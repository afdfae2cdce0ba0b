/**
 * The Office tools as task kinds: `officeTaskKind(slug, engine)` for word_2_pdf, excel_to_pdf, ppt_2_pdf,
 * word_convert, excel_convert, ppt_convert and office_reduce. A tool's `server.ts` registers its own:
 *
 *   export default defineToolServer(async (app) => registerOfficeTool(app, 'word_2_pdf'));
 *
 * Every file is inspected when the task is created (what it really is, encryption, macros, zip bombs) and
 * refused with a clear catalogue error; the conversion itself runs on the worker's warm LibreOffice.
 */
import { copyFile, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../common/errors.js';
import {
  FORMAT_INFO,
  formatFromName,
  officeOptionsSchema,
  OFFICE_TOOLS,
  outputName,
  targetFormat,
  type OfficeFormat,
  type OfficeOptions,
  type OfficeToolSlug,
} from '../../common/office-formats.js';
import { TaskError, type TaskContext, type TaskInput, type TaskKind } from '../tasks/types.js';
import type { TaskQueue } from '../tasks/queue.js';
import { ConversionFailure } from './converter.js';
import { OfficeEngine } from './engine.js';
import { conversionRequest } from './filters.js';
import { inspectDocument, type Inspection } from './inspect.js';
import { reduceDocument } from './reduce.js';

export interface Plan {
  from: OfficeFormat;
  to: OfficeFormat;
  inspection: Inspection;
}

/** Refuses what a tool cannot take, with the clearest catalogue code; else the formats to convert between. */
export function planConversion(
  slug: OfficeToolSlug,
  options: OfficeOptions,
  inspection: Inspection,
  claimedName: string,
): { from: OfficeFormat; to: OfficeFormat } {
  if (inspection.container === 'empty') throw new TaskError(ErrorCodes.notWhatItClaims, 'empty file');
  if (inspection.bomb)
    throw new TaskError(ErrorCodes.notWhatItClaims, `archive too large when unpacked (${inspection.bomb})`);
  if (inspection.encrypted) throw new TaskError(ErrorCodes.encryptedDocument, 'the document is password protected');
  if (inspection.macros) throw new TaskError(ErrorCodes.macroDocument, 'the document contains macros');
  const tool = OFFICE_TOOLS[slug];
  const from = inspection.format;
  const claimed = formatFromName(claimedName);
  if (!from) {
    throw new TaskError(
      claimed && tool.inputs.includes(claimed) ? ErrorCodes.notWhatItClaims : ErrorCodes.unsupportedFormat,
      claimed ? `not a real .${claimed} file` : 'not a document this tool takes',
    );
  }
  if (!tool.inputs.includes(from)) {
    // A .docx that is really a spreadsheet is not what it claims; a real .xlsx given to Word转PDF is unsupported.
    const lied = claimed !== null && claimed !== from && tool.inputs.includes(claimed);
    throw new TaskError(
      lied ? ErrorCodes.notWhatItClaims : ErrorCodes.unsupportedFormat,
      lied ? `named .${claimed} but it is a .${from} file` : `.${from} files are not taken by this tool`,
    );
  }
  const to = targetFormat(slug, options, from);
  if (!to) throw new TaskError(ErrorCodes.unsupportedFormat, `cannot write that format from .${from}`);
  return { from, to };
}

function failureToTaskError(error: unknown): unknown {
  if (!(error instanceof ConversionFailure)) return error;
  switch (error.reason) {
    case 'encrypted':
      return new TaskError(ErrorCodes.encryptedDocument, 'the document is password protected');
    case 'unreadable':
    case 'wrong_family':
      return new TaskError(ErrorCodes.notWhatItClaims, `LibreOffice cannot read it (${error.message.slice(0, 120)})`);
    case 'timeout':
      return new TaskError(ErrorCodes.taskTimeout, 'the conversion took too long');
    case 'export_failed':
      return new TaskError(ErrorCodes.server, `the conversion failed (${error.message.slice(0, 120)})`);
    case 'crashed':
      return error; // LibreOffice died: retried (up to TASK_MAX_ATTEMPTS), then a server error
  }
}

async function inspectInput(engine: OfficeEngine, input: TaskInput): Promise<Inspection> {
  return inspectDocument(
    input.path,
    { maxExpandedBytes: engine.config.maxExpandedBytes, maxEntries: engine.config.maxEntries },
    input.name,
  );
}

export function officeTaskKind(slug: OfficeToolSlug, engine: OfficeEngine): TaskKind<OfficeOptions> {
  return {
    name: slug,
    optionsSchema: officeOptionsSchema(slug),
    maxFiles: 1,
    async accept(inputs, options) {
      planConversion(slug, options, await inspectInput(engine, inputs[0]), inputs[0].name);
    },
    async run(ctx: TaskContext<OfficeOptions>) {
      const input = ctx.inputs[0];
      const inspection = await inspectInput(engine, input);
      const { from, to } = planConversion(slug, ctx.options, inspection, input.name);
      ctx.progress(5);
      // LibreOffice sees a file named by its real type; plain text in GB18030 is handed over as UTF-8.
      const source = path.join(ctx.workDir, `input.${from}`);
      if (inspection.encoding === 'gb18030')
        await writeFile(source, new TextDecoder('gb18030').decode(await readFile(input.path)));
      else await copyFile(input.path, source);
      const target = path.join(ctx.workDir, `output.${to}`);
      const name = outputName(input.name, to);

      if (slug === 'office_reduce') {
        await reduceDocument(source, target, ctx.options.level ?? 'recommended');
        ctx.progress(90);
        // A result that is not smaller is discarded: the visitor gets the original back.
        if ((await stat(target)).size >= input.size) await copyFile(source, target);
        return { path: target, name, mime: FORMAT_INFO[to].mime };
      }

      try {
        await engine.converter(ctx.worker.index).convert(conversionRequest(from, to, ctx.options, source, target), {
          signal: ctx.signal,
          onProgress: (p) => ctx.progress(p),
        });
      } catch (error) {
        throw failureToTaskError(error);
      }
      const written = await stat(target).catch(() => null);
      if (!written || written.size === 0) throw new TaskError(ErrorCodes.server, 'LibreOffice wrote nothing');
      if (to === 'csv') {
        // A BOM, so that Excel opens UTF-8 Chinese text correctly.
        const body = await readFile(target);
        await writeFile(target, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]));
      }
      return { path: target, name, mime: FORMAT_INFO[to].mime };
    },
    close: () => engine.close(),
  };
}

const engines = new WeakMap<TaskQueue, OfficeEngine>();

/** The one LibreOffice engine of an app (shared by every Office tool). */
export function officeEngineFor(app: FastifyInstance): OfficeEngine {
  let engine = engines.get(app.tasks);
  if (!engine) {
    engine = new OfficeEngine(app.deps.config.office, app.log);
    engines.set(app.tasks, engine);
  }
  return engine;
}

/** Registers one Office tool's task kind on the app's queue (what its `server.ts` calls). */
export function registerOfficeTool(app: FastifyInstance, slug: OfficeToolSlug): void {
  app.tasks.register(officeTaskKind(slug, officeEngineFor(app)));
}
