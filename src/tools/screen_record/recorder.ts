/** Screen recording decisions (pure): can this browser record, which container and codecs, file names. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const SCHEMA = defineOptions({
  surface: opt.choice(['monitor', 'window', 'browser'] as const, 'monitor'),
  mic: opt.bool(false),
  systemAudio: opt.bool(true),
  format: opt.choice(['webm', 'mp4'] as const, 'webm'),
});
export type RecordOptions = Values<typeof SCHEMA>;

/** Candidates per container, best first. */
export const MIME_CANDIDATES: Record<'webm' | 'mp4', string[]> = {
  webm: ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9', 'video/webm'],
  mp4: ['video/mp4;codecs=avc1.42E01F,mp4a.40.2', 'video/mp4;codecs=avc1,opus', 'video/mp4;codecs=avc1', 'video/mp4'],
};

/** The first type the browser's MediaRecorder takes for the container, or null. */
export function pickMimeType(format: 'webm' | 'mp4', isTypeSupported: (type: string) => boolean): string | null {
  return MIME_CANDIDATES[format].find((t) => isTypeSupported(t)) ?? null;
}

/** Containers this browser can record. */
export function supportedFormats(isTypeSupported: (type: string) => boolean): ('webm' | 'mp4')[] {
  return (['webm', 'mp4'] as const).filter((f) => pickMimeType(f, isTypeSupported) !== null);
}

export type Support = 'ok' | 'phone' | 'noDisplay' | 'noRecorder';

/** Why a browser cannot record its screen (phones' browsers have no screen capture), or ok. */
export function recordSupport(env: { getDisplayMedia: boolean; mediaRecorder: boolean; phone: boolean }): Support {
  if (!env.mediaRecorder) return 'noRecorder';
  if (!env.getDisplayMedia) return env.phone ? 'phone' : 'noDisplay';
  return 'ok';
}

/** 录屏-2026-03-05-1430.webm */
export function recordingName(date: Date, format: 'webm' | 'mp4'): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `录屏-${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}.${format}`;
}

/** mm:ss, or h:mm:ss past an hour. */
export function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Elapsed recording time from start, pauses and now (ms). */
export function elapsed(segments: readonly { from: number; to: number | null }[], now: number): number {
  return segments.reduce((sum, s) => sum + ((s.to ?? now) - s.from), 0);
}
