/**
 * 文本转语音 on the server work queue:
 * - `POST /cgi-bin/tools/tts` (the spec's path; the shape is ours) with JSON `{text, voice, speed, pitch,
 *   volume, format}` (or `pinyin: "hang2"` instead of `text`, to say one reading as written) →
 *   `{header: {retCode: 0}, taskId}`; the text is saved as the task's input and queued
 *   as a `tts` task. The page then follows it with `/cgi-bin/convert/querytask` and downloads the audio
 *   from the task download, like every queued tool (only the visitor who created it can).
 * - the `tts` task kind: front end (pinyin, numbers, sentences) → espeak-ng → WAV or MP3.
 * Bad input (empty, too long, nothing speakable, bad options) is a 400 with the catalogue's 1100.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../common/errors.js';
import { defineToolServer } from '../../server/tool-server.js';
import { replyError } from '../../server/http/reply-error.js';
import { userInfoSchema } from '../../server/http/schemas.js';
import { TaskError, type TaskKind } from '../../server/tasks/types.js';
import { speak, writeAudio } from './engine.js';
import { frontEnd, pinyinSentence, TTS_MAX_CHARS, type Sentence } from './frontend.js';
import { TTS_PATH, TTS_TOOL, type TtsOptions } from '../../common/tts.js';
import { requestVisitor } from '../../server/security/visitor.js';
import { queueOneInput, TASK_CREATED_RESPONSE, taskErrorStatus } from '../../server/tasks/one-input.js';

const optionProperties = {
  voice: { type: 'string', enum: ['male', 'female'] },
  speed: { type: 'integer', minimum: 50, maximum: 200 },
  pitch: { type: 'integer', minimum: 0, maximum: 100 },
  volume: { type: 'integer', minimum: 10, maximum: 200 },
  format: { type: 'string', enum: ['mp3', 'wav'] },
} as const;
const inputProperty = { input: { type: 'string', enum: ['text', 'pinyin'] } } as const;

const optionsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['voice', 'speed', 'pitch', 'volume', 'format'],
  properties: { ...optionProperties, ...inputProperty },
} as const;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  // `text` to read, or `pinyin` (numbered, e.g. `hang2`) to say one reading as written.
  oneOf: [{ required: ['text'] }, { required: ['pinyin'] }],
  properties: {
    text: { type: 'string', minLength: 1, maxLength: TTS_MAX_CHARS },
    pinyin: { type: 'string', minLength: 2, maxLength: 400 },
    ...optionProperties,
    userInfo: userInfoSchema,
  },
} as const;

export const DEFAULTS: TtsOptions = { voice: 'female', speed: 100, pitch: 50, volume: 100, format: 'mp3' };

/** Why a text cannot be spoken, or null. */
export function textProblem(text: string, input: TtsOptions['input'] = 'text'): string | null {
  if (input === 'pinyin') return pinyinSentence(text) ? null : 'not numbered pinyin (e.g. hang2)';
  if ([...text].length > TTS_MAX_CHARS) return `text longer than ${TTS_MAX_CHARS} characters`;
  if (frontEnd(text).length === 0) return 'nothing to read in the text';
  return null;
}

function sentencesOf(text: string, input: TtsOptions['input']): Sentence[] {
  if (input === 'pinyin') return [pinyinSentence(text)!];
  return frontEnd(text);
}

async function readText(file: string, input: TtsOptions['input']): Promise<string> {
  const bytes = await readFile(file);
  if (bytes.length > TTS_MAX_CHARS * 4) throw new TaskError(ErrorCodes.badRequest, 'text too long');
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const problem = textProblem(text, input);
  if (problem) throw new TaskError(ErrorCodes.badRequest, problem);
  return text;
}

export const ttsKind: TaskKind<TtsOptions> = {
  name: TTS_TOOL,
  quota: 'speech', // plays of 汉字标准发音 too: they never use up a visitor's Office conversions
  optionsSchema,
  maxBytes: TTS_MAX_CHARS * 4,
  async accept(inputs, options) {
    await readText(inputs[0].path, options.input);
  },
  async run(ctx) {
    const sentences = sentencesOf(await readText(ctx.inputs[0].path, ctx.options.input), ctx.options.input);
    const pcm = await speak(
      sentences,
      ctx.options,
      (done) => ctx.progress(Math.round((done / sentences.length) * 90)),
      ctx.signal,
    );
    const file = path.join(ctx.workDir, `speech.${ctx.options.format}`);
    await writeAudio(pcm, ctx.options.format, file, ctx.signal);
    await rm(`${file}.wav`, { force: true });
    return {
      path: file,
      name: `speech.${ctx.options.format}`,
      mime: ctx.options.format === 'mp3' ? 'audio/mpeg' : 'audio/wav',
    };
  },
};

type Body = { text?: string; pinyin?: string } & Partial<TtsOptions>;

export default defineToolServer(async (app: FastifyInstance) => {
  const { config } = app.deps;
  app.tasks.register(ttsKind);

  const visitorOf = (request: FastifyRequest) => requestVisitor(request, config.tokenSecret);

  app.post<{ Body: Body }>(
    TTS_PATH,
    {
      config: { work: true },
      schema: {
        body: bodySchema,
        response: TASK_CREATED_RESPONSE,
      },
    },
    async (request, reply: FastifyReply) => {
      // The task belongs to the visitor's signed token, as every queued task does.
      const visitor = visitorOf(request);
      if (!visitor) return replyError(reply, 401, ErrorCodes.loginRequired, 'token required');
      const {
        text: written,
        pinyin: said,
        userInfo: _userInfo,
        ...rest
      } = request.body as Body & { userInfo?: unknown };
      const input = said === undefined ? 'text' : 'pinyin';
      const text = (said ?? written)!;
      const problem = textProblem(text, input);
      if (problem) return replyError(reply, 400, ErrorCodes.badRequest, problem);
      const options: TtsOptions = { ...DEFAULTS, ...rest, input };
      try {
        const taskId = await queueOneInput(app.tasks, config.dataDir, {
          visitor,
          kind: TTS_TOOL,
          options: options,
          name: 'text.txt',
          data: text,
        });
        return { header: { retCode: 0 }, taskId };
      } catch (error) {
        if (error instanceof TaskError) return replyError(reply, taskErrorStatus(error), error.code, error.detail);
        throw error;
      }
    },
  );
});
