/**
 * A child process that recognises one WAV with an operator's sherpa-onnx model (sherpa.server.ts starts it):
 * a native engine stays out of the server's own process, so a crash or a model's memory ends with it.
 * stdin: one JSON request; stdout: JSON lines, `{progress}` per piece, then `{words, breaks}` or `{error}`.
 */
import { createRequire } from 'node:module';
import { text } from 'node:stream/consumers';
import type { TimedWord } from '../../common/transcript.js';
import { splitAtQuiet, tokensToWords } from './chunks.js';

export interface SherpaRequest {
  engine: 'sense-voice' | 'paraformer';
  model: string;
  tokens: string;
  /** SenseVoice's language hint (`zh`, `en`, `auto`, …). */
  language: string;
  wav: string;
  threads: number;
}

interface Recognizer {
  createStream(): { acceptWaveform(w: { samples: Float32Array; sampleRate: number }): void };
  decode(stream: unknown): void;
  getResult(stream: unknown): { text: string; tokens?: string[]; timestamps?: number[] };
}
interface Sherpa {
  OfflineRecognizer: new (config: unknown) => Recognizer;
  readWave(file: string): { samples: Float32Array; sampleRate: number };
}

function send(message: unknown): void {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

async function main(): Promise<void> {
  const request = JSON.parse(await text(process.stdin)) as SherpaRequest;
  const sherpa = createRequire(import.meta.url)('sherpa-onnx-node') as Sherpa;
  const modelConfig =
    request.engine === 'sense-voice'
      ? { senseVoice: { model: request.model, language: request.language, useInverseTextNormalization: 1 } }
      : { paraformer: { model: request.model } };
  const recognizer = new sherpa.OfflineRecognizer({
    featConfig: { sampleRate: 16_000, featureDim: 80 },
    modelConfig: { ...modelConfig, tokens: request.tokens, numThreads: request.threads, provider: 'cpu', debug: 0 },
  });
  const { samples, sampleRate } = sherpa.readWave(request.wav);
  const pieces = splitAtQuiet(samples, sampleRate);
  const words: TimedWord[] = [];
  const breaks: number[] = [];
  for (const [i, [start, end]] of pieces.entries()) {
    const stream = recognizer.createStream();
    stream.acceptWaveform({ samples: samples.subarray(start, end), sampleRate });
    recognizer.decode(stream);
    const result = recognizer.getResult(stream);
    if (words.length > 0) breaks.push(words.length);
    words.push(
      ...tokensToWords(result.tokens ?? [...result.text], result.tokens ? (result.timestamps ?? []) : [], {
        offset: start / sampleRate,
        duration: (end - start) / sampleRate,
      }),
    );
    send({ progress: (i + 1) / pieces.length });
  }
  send({ words, breaks });
}

main().catch((error: unknown) => {
  send({ error: error instanceof Error ? error.message : String(error) });
  process.exitCode = 1;
});
