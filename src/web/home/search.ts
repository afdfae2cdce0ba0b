import type { ToolListItem } from '../../common/tool-meta.js';

export const SEARCH_DEBOUNCE_MS = 100;

/** Digits, letters, underscore, #, % and Chinese characters; nothing else. */
export const SEARCH_INPUT_PATTERN = /^[0-9A-Za-z_#%\u3400-\u4dbf\u4e00-\u9fff]*$/;
const REJECTED_CHARS = /[^0-9A-Za-z_#%\u3400-\u4dbf\u4e00-\u9fff]/g;

export function isAcceptedSearchInput(value: string): boolean {
  return SEARCH_INPUT_PATTERN.test(value);
}

/** What is left of IME-composed text once the characters the box refuses are removed. */
export function stripRejectedSearchInput(value: string): string {
  return value.replace(REJECTED_CHARS, '');
}

/** Tools whose name or any keyword contains the query, case-insensitively. Malformed items never match. */
export function filterTools(list: readonly ToolListItem[], query: string): ToolListItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return list.filter((tool) => {
    if (!tool || typeof tool.name !== 'string' || typeof tool.path !== 'string') return false;
    const keywords = typeof tool.keyword === 'string' ? tool.keyword.split('|') : [];
    return tool.name.toLowerCase().includes(q) || keywords.some((k) => k.toLowerCase().includes(q));
  });
}
