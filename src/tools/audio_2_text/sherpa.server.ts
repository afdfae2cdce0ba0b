/**
 * Operator speech models (MODELS_DIR, src/server/models/): a `speech-to-text` manifest of format
 * `sherpa-onnx` (engine `sense-voice` or `paraformer`, with its `tokens` file) makes its languages
 * recognisable. No npm or Debian package ships Mandarin weights, so Mandarin exists only where an operator
 * put such a model. The model runs in a child process (sherpa-worker.ts), one per task.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import type { ModelEntry } from '../../server/models/manifest.js';
import type { TimedWord } from '../../common/transcript.js';
import type { SherpaRequest } from './sherpa-worker.js';

const WORKER = fileURLToPath(new URL('./sherpa-worker.ts', import.meta.url));

/** The operator's model for a language, if any (the first by id: an operator keeps one per language). */
export function modelFor(models: readonly ModelEntry[], lang: string): ModelEntry | undefined {
  return models.find(
    (m) =>
      m.task === 'speech-to-text' &&
      m.format === 'sherpa-onnx' &&
      m.engine !== undefined &&
      m.paths.tokens !== undefined &&
      m.languages?.includes(lang),
  );
}

export function sherpaRequest(model: ModelEntry, lang: string, wav: string): SherpaRequest {
  return {
    engine: model.engine!,
    model: model.path,
    tokens: model.paths.tokens,
    language: lang,
    wav,
    threads: 1,
  };
}

/** Recognises a 16 kHz mono WAV with the model; `progress` gets the share done (0–1). */
export function recogniseWithModel(
  request: SherpaRequest,
  progress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ words: TimedWord[]; breaks: Set<number> }> {
  return new Promise((resolve, reject) => {
    // The worker is TypeScript like the server: tsx runs it, as it runs the server.
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      stdio: ['pipe', 'pipe', 'pipe'],
      signal,
    });
    let answer: { words: TimedWord[]; breaks: number[] } | null = null;
    let failure = '';
    createInterface({ input: child.stdout }).on('line', (line) => {
      let message: { progress?: number; words?: TimedWord[]; breaks?: number[]; error?: string };
      try {
        message = JSON.parse(line);
      } catch {
        return;
      }
      if (typeof message.progress === 'number') progress(message.progress);
      if (message.words) answer = { words: message.words, breaks: message.breaks ?? [] };
      if (message.error) failure = message.error;
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-400)));
    child.on('error', reject);
    child.on('close', (code) => {
      const done = answer as { words: TimedWord[]; breaks: number[] } | null;
      if (code === 0 && done) resolve({ words: done.words, breaks: new Set(done.breaks) });
      else reject(new Error(`sherpa-onnx worker failed (${code}): ${failure || err.trim()}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(JSON.stringify(request));
  });
}
