/**
 * Spoken English made on the spot with espeak-ng (a separate program; the tests, the e2e flow and the
 * benchmark share it): no recording is checked in.
 */
import { spawn } from 'node:child_process';

/** A sentence PocketSphinx reads back in part from espeak-ng's voice ("the weather is …"). */
export const FIXTURE_SENTENCE = 'The weather is nice today. We will go to the park.';

/** Writes `text` spoken by espeak-ng's US English voice as a WAV file (22,050 Hz mono). */
export function speakToWav(text: string, file: string, wordsPerMinute = 150): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('espeak-ng', ['-v', 'en-us', '-s', String(wordsPerMinute), '-w', file, '--stdin'], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`espeak-ng exited with ${code}: ${err}`))));
    child.stdin.end(text);
  });
}
