/**
 * CTC greedy decoding of the recognition network's output, as PaddleOCR's `CTCLabelDecode`: class 0 is
 * the blank, then the dictionary's characters in file order, then a space (use_space_char).
 */

/** The recognition classes for a dictionary file's text (one character a line). */
export function dictionaryClasses(keysText: string): string[] {
  const keys = keysText.split('\n').map((line) => line.replace(/\r$/, ''));
  // A final newline leaves an empty last entry, which is not a character.
  if (keys.length && keys[keys.length - 1] === '') keys.pop();
  return ['', ...keys, ' '];
}

export interface Decoded {
  text: string;
  /** Mean probability of the kept characters (0 when none). */
  confidence: number;
  /** Each kept character's probability, same order as the text's characters. */
  charConfidences: number[];
}

/** Decodes `steps` x `classes.length` softmax probabilities (row per time step). */
export function ctcDecode(probs: Float32Array | number[], steps: number, classes: string[]): Decoded {
  const n = classes.length;
  let text = '';
  const charConfidences: number[] = [];
  let previous = -1;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    let bestP = -Infinity;
    const row = t * n;
    for (let c = 0; c < n; c++) {
      const p = probs[row + c]!;
      if (p > bestP) {
        bestP = p;
        best = c;
      }
    }
    if (best !== 0 && best !== previous) {
      text += classes[best] ?? '';
      charConfidences.push(bestP);
    }
    previous = best;
  }
  const confidence = charConfidences.length ? charConfidences.reduce((a, b) => a + b, 0) / charConfidences.length : 0;
  return { text, confidence, charConfidences };
}
