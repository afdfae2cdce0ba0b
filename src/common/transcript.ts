/**
 * A transcript with timestamps and its exports (.txt, .srt): recognised words are grouped into
 * caption-sized segments here, once, for the server that makes the transcript, the page that shows and
 * saves it, and the benchmark that scores it.
 */

/** A recognised word (a character for Chinese), in seconds from the start of the audio. */
export interface TimedWord {
  start: number;
  end: number;
  text: string;
}

export interface TranscriptSegment {
  start: number;
  end: number;
  text: string;
}

export interface Transcript {
  lang: 'en' | 'zh';
  /** The engine that recognised it (named on the page). */
  engine: string;
  /** Seconds of audio. */
  duration: number;
  segments: TranscriptSegment[];
}

export interface SegmentLimits {
  /** Longest segment, seconds. */
  maxSeconds: number;
  /** Most characters in a segment (a caption line or two). */
  maxChars: number;
  /** A pause at least this long (seconds) starts a new segment. */
  pause: number;
}

export const SEGMENT_LIMITS: Record<'en' | 'zh', SegmentLimits> = {
  en: { maxSeconds: 7, maxChars: 84, pause: 0.8 },
  zh: { maxSeconds: 7, maxChars: 32, pause: 0.6 },
};

const LATIN_END = /[A-Za-z0-9'’]$/;
const LATIN_START = /^[A-Za-z0-9]/;
/** Punctuation that ends a sentence: a segment may end there before its limits. */
const SENTENCE_END = /[.!?。！？]$/;
const PUNCTUATION_START = /^[,.!?;:，。！？；：、）)]/;

/** Joins words as the language writes them: spaces in English, none between Chinese characters. */
export function joinWords(words: readonly string[], lang: 'en' | 'zh'): string {
  let out = '';
  for (const word of words) {
    if (word === '') continue;
    const space =
      out !== '' && !PUNCTUATION_START.test(word) && (lang === 'en' || (LATIN_END.test(out) && LATIN_START.test(word)));
    out += space ? ` ${word}` : word;
  }
  return out;
}

/**
 * Groups words into segments: a new segment starts at an utterance the engine ended (`breaks`: indexes of
 * words that start one), after a pause, after a sentence end, or when the segment would grow past the
 * limits. Empty words are dropped.
 */
export function segmentWords(
  words: readonly TimedWord[],
  lang: 'en' | 'zh',
  breaks: ReadonlySet<number> = new Set(),
  limits: SegmentLimits = SEGMENT_LIMITS[lang],
): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let current: TimedWord[] = [];
  const flush = () => {
    if (current.length > 0)
      segments.push({
        start: current[0].start,
        end: current[current.length - 1].end,
        text: joinWords(
          current.map((w) => w.text),
          lang,
        ),
      });
    current = [];
  };
  words.forEach((word, i) => {
    if (word.text.trim() === '') return;
    if (current.length > 0) {
      const last = current[current.length - 1];
      const text = joinWords([...current.map((w) => w.text), word.text], lang);
      const split =
        breaks.has(i) ||
        word.start - last.end >= limits.pause ||
        (SENTENCE_END.test(last.text) && !PUNCTUATION_START.test(word.text)) ||
        word.end - current[0].start > limits.maxSeconds ||
        text.length > limits.maxChars;
      // Punctuation stays with the words before it, whatever the limits say.
      if (split && !PUNCTUATION_START.test(word.text)) flush();
    }
    current.push({ ...word, text: word.text.trim() });
  });
  flush();
  return segments;
}

/** `HH:MM:SS,mmm` (SubRip), rounded to the millisecond. */
export function srtTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)},${pad(ms % 1000, 3)}`;
}

/** `M:SS` (or `H:MM:SS` past an hour) for the page and the .txt export. */
export function clockTime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A SubRip (.srt) file: numbered cues, CRLF line ends (what most players and editors expect). */
export function toSrt(segments: readonly TranscriptSegment[]): string {
  return segments
    .map((s, i) => {
      // A cue needs a length: an end not after its start is shown for a moment.
      const end = s.end > s.start ? s.end : s.start + 0.5;
      return `${i + 1}\r\n${srtTime(s.start)} --> ${srtTime(end)}\r\n${s.text}\r\n`;
    })
    .join('\r\n');
}

/** Plain text, one segment a line; with `timestamps`, each line starts with `[M:SS]`. */
export function toTxt(segments: readonly TranscriptSegment[], timestamps: boolean): string {
  const lines = segments.map((s) => (timestamps ? `[${clockTime(s.start)}] ${s.text}` : s.text));
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}
