/**
 * What the 音频转文字 routes (src/tools/audio_2_text/server.ts) and its page agree on:
 * - `POST /cgi-bin/tools/rec_task` (the spec's path; the shape is ours): the same body as a task create
 *   (multipart `tool`, `options` JSON text `{lang}`, one `file_data`; or JSON `{tool, options, fileKeys}` for a
 *   file sent as a resumable upload) → `{header: {retCode: 0}, taskId}`;
 * - `GET /cgi-bin/tools/rec_result?taskId=` → the task's state, progress and, once done, its transcript;
 * - `GET /api/tools/audio_2_text/languages` → the languages this server recognises now.
 */
import type { TaskState } from './task-api.js';
import type { Transcript } from './transcript.js';

export const REC_TASK_PATH = '/cgi-bin/tools/rec_task';
export const REC_RESULT_PATH = '/cgi-bin/tools/rec_result';
export const ASR_LANGUAGES_PATH = '/api/tools/audio_2_text/languages';
/** The task kind (the `tool` of its queued tasks). */
export const ASR_TOOL = 'audio_2_text';

/** Longest audio one task takes. */
export const ASR_MAX_SECONDS = 30 * 60;

export const ASR_LANGS = ['en', 'zh'] as const;
export type AsrLang = (typeof ASR_LANGS)[number];

export interface AsrOptions {
  lang: AsrLang;
}

/** One language the server can recognise now, and with what. */
export interface AsrLanguage {
  lang: AsrLang;
  /** The engine and model, for the page to name (e.g. `PocketSphinx · CMU Sphinx US English`). */
  engine: string;
  model: string;
}

export interface AsrLanguagesAnswer {
  languages: AsrLanguage[];
}

/** What `rec_result` answers (besides `header`). `gone`: no such task, or not the caller's. */
export interface RecResult {
  taskId: string;
  state: TaskState | 'gone';
  /** 0–100. */
  progress: number;
  /** 1 = next to run; only while queued. */
  position?: number;
  errorCode?: number;
  errMsg?: string;
  /** Once done. */
  transcript?: Transcript;
}
