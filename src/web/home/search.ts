import type { ToolListItem } from '../../common/tool-meta.js';

export const SEARCH_DEBOUNCE_MS = 100;

/** Digits, letters, underscore, #, % and Chinese characters; nothing else. */
export const SEARCH_INPUT_PATTERN = /^[0-9A-Za-z_#%\u3400-\u4dbf\u4e00-\u9fff]*$/;

export function isAcceptedSearchInput(value: string): boolean {
  return SEARCH_INPUT_PATTERN.test(value);
}

/** Tools whose name or any keyword contains the query, case-insensitively. */
export function filterTools(list: ToolListItem[], query: string): ToolListItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return list.filter(
    (tool) =>
      tool.name.toLowerCase().includes(q) ||
      tool.keyword.split('|').some((k) => k.toLowerCase().includes(q)),
  );
}
