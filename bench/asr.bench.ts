/**
 * Audio to text, the whole server path minus the queue: espeak-ng speaks each sentence (22 kHz WAV), ffmpeg
 * decodes and resamples it to 16 kHz mono, the recogniser reads it back. A pipeline check, not a quality
 * claim: espeak-ng's formant voice is far from the recordings PocketSphinx was trained on.
 *
 *   npx tsx bench/asr.bench.ts                 # English with PocketSphinx: word error rate
 *   MODELS_DIR=/models npx tsx bench/asr.bench.ts   # and, with an operator's Mandarin model, CER
 *
 * Prints per-sentence results and a table: error rate, audio seconds, and recognition time per audio second.
 * Mandarin sentences are spoken by espeak-ng's pinyin voice through the tts front end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decode } from '../src/tools/audio_2_text/decode.js';
import { recogniseEnglish } from '../src/tools/audio_2_text/sphinx.js';
import { modelFor, recogniseWithModel, sherpaRequest } from '../src/tools/audio_2_text/sherpa.server.js';
import { speakToWav } from '../src/tools/audio_2_text/speech-fixture.js';
import { scanModels } from '../src/server/models/manifest.js';
import { joinWords, type TimedWord } from '../src/common/transcript.js';
import { frontEnd } from '../src/tools/tts/frontend.js';
import { speak, writeAudio } from '../src/tools/tts/engine.js';

const ENGLISH = [
  'The weather is nice today.',
  'We will go to the park tomorrow morning.',
  'Please call me when you get home.',
  'I would like a cup of coffee.',
  'Thank you very much for your help.',
  'The meeting starts at nine o clock.',
  'She reads a book every night before bed.',
  'Open the window and let the fresh air in.',
  'My brother works at the hospital in the city.',
  'How much does this train ticket cost.',
  'The children are playing in the garden.',
  'Turn left at the next street and walk straight on.',
];

const MANDARIN = [
  '今天天气很好。',
  '我们明天早上去公园。',
  '请你回家以后给我打电话。',
  '我想喝一杯咖啡。',
  '非常感谢你的帮助。',
  '会议九点钟开始。',
];

/** Edit distance between two token lists. */
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

const englishWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
const hanChars = (text: string) => [...text.replace(/[^\u3400-\u9fff]/g, '')];

interface Row {
  errors: number;
  total: number;
  seconds: number;
  ms: number;
}

function summary(name: string, rows: Row[]) {
  const sum = (k: keyof Row) => rows.reduce((n, r) => n + r[k], 0);
  return {
    engine: name,
    sentences: rows.length,
    'error rate': `${((100 * sum('errors')) / sum('total')).toFixed(1)}%`,
    'audio s': sum('seconds').toFixed(1),
    'ms per audio s': Math.round(sum('ms') / sum('seconds')),
  };
}

async function run(
  sentences: string[],
  dir: string,
  make: (text: string, file: string) => Promise<void>,
  recognise: (wav: string, seconds: number) => Promise<TimedWord[]>,
  tokens: (text: string) => string[],
  lang: 'en' | 'zh',
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [i, text] of sentences.entries()) {
    const raw = path.join(dir, `${lang}-${i}.wav`);
    const wav = path.join(dir, `${lang}-${i}.16k.wav`);
    await make(text, raw);
    const seconds = await decode(raw, wav);
    const started = performance.now();
    const words = await recognise(wav, seconds);
    const ms = performance.now() - started;
    const heard = joinWords(
      words.map((w) => w.text),
      lang,
    );
    const errors = editDistance(tokens(text), tokens(heard));
    rows.push({ errors, total: tokens(text).length, seconds, ms });
    console.log(`${text}  →  ${heard || '(nothing)'}  [${errors}/${tokens(text).length}]`);
  }
  return rows;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'asr-bench-'));
  const table = [];
  try {
    const english = await run(
      ENGLISH,
      dir,
      (text, file) => speakToWav(text, file),
      async (wav, seconds) => (await recogniseEnglish(wav, seconds, () => undefined)).words,
      englishWords,
      'en',
    );
    table.push(summary('PocketSphinx en-us (WER)', english));

    const models = await scanModels(process.env.MODELS_DIR);
    const zh = modelFor(models, 'zh');
    if (zh) {
      const mandarin = await run(
        MANDARIN,
        dir,
        async (text, file) => {
          const pcm = await speak(frontEnd(text), { voice: 'female', speed: 100, pitch: 50, volume: 100 });
          await writeAudio(pcm, 'wav', file);
        },
        async (wav) => (await recogniseWithModel(sherpaRequest(zh, 'zh', wav), () => undefined)).words,
        hanChars,
        'zh',
      );
      table.push(summary(`sherpa-onnx ${zh.name.en} (CER)`, mandarin));
    } else console.log('\nNo operator Mandarin model in MODELS_DIR: CER on Mandarin not measured.');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log();
  console.table(table);
}

await main();
