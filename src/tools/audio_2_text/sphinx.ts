/**
 * English recognition with CMU PocketSphinx (Debian's `pocketsphinx` and its US English model
 * `pocketsphinx-en-us`, BSD), run as its own program on the decoded 16 kHz WAV: the words come out with
 * their times (`-time yes`) one utterance after another, line by line (`stdbuf -oL`), so the time reached is
 * the progress.
 */
import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { TimedWord } from '../../common/transcript.js';

export const SPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const MODEL = {
  hmm: `${SPHINX_MODEL_DIR}/en-us`,
  lm: `${SPHINX_MODEL_DIR}/en-us.lm.bin`,
  dict: `${SPHINX_MODEL_DIR}/cmudict-en-us.dict`,
};
export const SPHINX_PROGRAM = 'pocketsphinx_continuous';
export const SPHINX_ENGINE = 'PocketSphinx';
export const SPHINX_MODEL_NAME = 'CMU Sphinx US English';

/** The program's arguments: word times on stdout, no log. */
export function sphinxArgs(wav: string): string[] {
  return [
    '-infile',
    wav,
    '-time',
    'yes',
    '-hmm',
    MODEL.hmm,
    '-lm',
    MODEL.lm,
    '-dict',
    MODEL.dict,
    '-logfn',
    '/dev/null',
  ];
}

/** Whether the program and its model are installed. */
export async function sphinxAvailable(): Promise<boolean> {
  const found = await Promise.all(
    [...Object.values(MODEL), `/usr/bin/${SPHINX_PROGRAM}`].map((p) =>
      access(p).then(
        () => true,
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

const MARKERS = new Set(['<s>', '</s>', '<sil>']);
/** Fillers the model hears (`[NOISE]`, `++BREATH++`, …) are not words. */
const FILLER = /^(\[.*\]|\+\+.*\+\+)$/;
const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/;

export interface SphinxWords {
  words: TimedWord[];
  /** Indexes (in `words`) of the words that start a new utterance. */
  breaks: Set<number>;
}

/**
 * Reads the program's output: per utterance a line with its hypothesis, then one line per word or marker:
 * `word start end confidence` (`word(2)` for a second pronunciation). Markers and fillers are dropped.
 */
export function parseSphinx(output: string): SphinxWords {
  const words: TimedWord[] = [];
  const breaks = new Set<number>();
  for (const line of output.split(/\r?\n/)) {
    const m = WORD_LINE.exec(line.trim());
    if (!m) continue;
    const [, token, start, end] = m;
    if (token === '<s>') {
      if (words.length > 0) breaks.add(words.length);
      continue;
    }
    if (MARKERS.has(token) || FILLER.test(token)) continue;
    words.push({ text: token.replace(/\(\d+\)$/, ''), start: Number(start), end: Number(end) });
  }
  return { words, breaks };
}

/**
 * Recognises a 16 kHz mono WAV of `duration` seconds; `progress` gets the share of the audio done (0–1).
 * The program is killed when `signal` aborts.
 */
export async function recogniseEnglish(
  wav: string,
  duration: number,
  progress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<SphinxWords> {
  // stdbuf: the program's stdout is a pipe, which C buffers in blocks; line by line shows the progress.
  const child = spawn('stdbuf', ['-oL', SPHINX_PROGRAM, ...sphinxArgs(wav)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    signal,
  });
  const lines: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    const m = WORD_LINE.exec(line.trim());
    if (m && duration > 0) progress(Math.min(1, Number(m[3]) / duration));
  });
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-400)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`${SPHINX_PROGRAM} exited with ${code}: ${err.trim()}`);
  return parseSphinx(lines.join('\n'));
}
