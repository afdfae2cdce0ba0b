/**
 * The one pinyin source (pinyin-pro, context-aware: 长春 → chang chun, 银行行长 → yin hang hang zhang),
 * loaded on first use so that pages that do not search by pinyin never download its dictionary.
 */
import type { PinyinFn } from './cn-search.js';

let loading: Promise<PinyinFn> | undefined;

export function loadPinyin(): Promise<PinyinFn> {
  loading ??= import('pinyin-pro').then(
    ({ pinyin }) =>
      (text: string) =>
        pinyin(text, { toneType: 'none', type: 'array', v: true }),
  );
  return loading;
}

/** Pinyin with tone marks, syllables separated by spaces (for display). */
export async function pinyinWithTones(text: string): Promise<string> {
  const { pinyin } = await import('pinyin-pro');
  return pinyin(text);
}
