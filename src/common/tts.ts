/** What the 文本转语音 route (src/tools/tts/server.ts) and the pages that call it (tts, hanzifayin) agree on. */
export const TTS_PATH = '/cgi-bin/tools/tts';
/** The task kind (the `tool` of its queued tasks). */
export const TTS_TOOL = 'tts';

export type TtsVoice = 'male' | 'female';
export type TtsFormat = 'mp3' | 'wav';

export interface TtsOptions {
  voice: TtsVoice;
  /** Percent of the normal rate, 50–200. */
  speed: number;
  /** 0–100, 50 normal. */
  pitch: number;
  /** Percent of the normal loudness, 10–200. */
  volume: number;
  format: TtsFormat;
  /** `pinyin`: the input is numbered pinyin to say as written (one reading of a character), not text. */
  input?: 'text' | 'pinyin';
}
