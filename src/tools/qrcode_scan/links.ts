/** Splits decoded text into plain runs and http(s) links; nothing else (javascript:, data:, ...) becomes a link. */
export interface TextPart {
  text: string;
  /** Set for a clickable http/https link. */
  href?: string;
}

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that usually ends a sentence rather than the link. */
const TRAILING = /[.,;:!?)\]}'"，。；：！？）】》」』]+$/;

export function safeHttpUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(URL_PATTERN)) {
    const raw = m[0].replace(TRAILING, '');
    const start = m.index ?? 0;
    const href = safeHttpUrl(raw);
    if (!href) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Text with nothing to show (empty, or only spaces and control characters) reads as "no information". */
export function isBlankText(text: string): boolean {
  return /^[\s\p{Cc}\p{Cf}]*$/u.test(text);
}
