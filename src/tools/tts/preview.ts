/**
 * Instant preview with the visitor's own browser voices (`speechSynthesis`): phones and desktops ship
 * natural Chinese voices. Only a preview: downloads come from the server engine, so the file is the same
 * everywhere. Pure choices here (which voice, how to cut the text, the settings), the browser calls in the page.
 */

export interface VoiceLike {
  lang: string;
  name: string;
  localService?: boolean;
  default?: boolean;
}

/** The browser's best Mandarin voice: zh-CN first, then other Chinese; on-device voices before network ones. */
export function pickVoice<V extends VoiceLike>(voices: readonly V[]): V | null {
  const score = (v: V) => {
    const lang = v.lang.replace('_', '-').toLowerCase();
    if (!lang.startsWith('zh') && !lang.startsWith('cmn')) return -1;
    let s = lang === 'zh-cn' || lang.startsWith('cmn') ? 4 : lang === 'zh-tw' || lang === 'zh' ? 2 : 1;
    if (lang === 'zh-hk' || lang.startsWith('yue')) s = 0.5; // Cantonese reads Mandarin text wrongly
    if (v.localService) s += 1;
    if (v.default) s += 0.25;
    return s;
  };
  let best: V | null = null;
  for (const v of voices) if (score(v) >= 0 && (!best || score(v) > score(best))) best = v;
  return best;
}

/** Pieces short enough for every browser (some stop a long utterance mid-way): sentence ends, at most `max`. */
export function previewPieces(text: string, max = 160): string[] {
  const sentences = text.match(/[^。！？!?；;.\n]+[。！？!?；;.]*|\n/g) ?? [];
  const pieces: string[] = [];
  for (const raw of sentences) {
    const s = raw.trim();
    if (s === '') continue;
    for (let at = 0; at < s.length; at += max) pieces.push(s.slice(at, at + max));
  }
  return pieces;
}

/** The page's settings in speechSynthesis units: rate 0.5–2, pitch 0–2, volume 0–1. */
export function utteranceSettings(options: { speed: number; pitch: number; volume: number }) {
  return {
    rate: Math.min(2, Math.max(0.5, options.speed / 100)),
    pitch: Math.min(2, Math.max(0, options.pitch / 50)),
    volume: Math.min(1, Math.max(0, options.volume / 100)),
  };
}
