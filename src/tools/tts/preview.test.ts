import { describe, expect, it } from 'vitest';
import { pickVoice, previewPieces, utteranceSettings, type VoiceLike } from './preview.js';

const v = (lang: string, name: string, extra: Partial<VoiceLike> = {}): VoiceLike => ({ lang, name, ...extra });

describe('pickVoice', () => {
  it.each<[string, VoiceLike[], string | null]>([
    ['no voices (many in-app browsers)', [], null],
    ['no Chinese voice', [v('en-US', 'Samantha'), v('ja-JP', 'Kyoko')], null],
    ['zh-CN before zh-TW', [v('zh-TW', 'Meijia'), v('zh-CN', 'Tingting')], 'Tingting'],
    [
      'on-device before network',
      [v('zh-CN', 'Online', { localService: false }), v('zh-CN', 'Local', { localService: true })],
      'Local',
    ],
    ['Mandarin before Cantonese', [v('zh-HK', 'Sinji'), v('zh-TW', 'Meijia')], 'Meijia'],
    ['Android’s underscore tags', [v('en_US', 'en'), v('zh_CN', 'zh')], 'zh'],
  ])('%s', (_, voices, name) => expect(pickVoice(voices)?.name ?? null).toBe(name));
});

describe('previewPieces', () => {
  it('cuts at sentence ends and keeps the punctuation', () => {
    expect(previewPieces('我去银行取钱。然后回家！Hello world. 好')).toEqual([
      '我去银行取钱。',
      '然后回家！',
      'Hello world.',
      '好',
    ]);
  });
  it('cuts a sentence longer than the limit', () => {
    expect(previewPieces('好'.repeat(350)).map((p) => p.length)).toEqual([160, 160, 30]);
  });
  it('answers nothing for blank text', () => expect(previewPieces(' \n ')).toEqual([]));
});

describe('utteranceSettings', () => {
  it.each([
    [
      { speed: 100, pitch: 50, volume: 100 },
      { rate: 1, pitch: 1, volume: 1 },
    ],
    [
      { speed: 200, pitch: 100, volume: 200 },
      { rate: 2, pitch: 2, volume: 1 },
    ],
    [
      { speed: 50, pitch: 0, volume: 10 },
      { rate: 0.5, pitch: 0, volume: 0.1 },
    ],
  ])('%j → %j', (options, settings) => expect(utteranceSettings(options)).toEqual(settings));
});
