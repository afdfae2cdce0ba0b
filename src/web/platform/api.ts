/** The platform's own calls: tool list, token, statistics and the tool-usage report. */
import type { ToolListItem } from '../../common/tool-meta.js';
import { API } from '../../common/protocol.js';
import { call, isApiError } from './request.js';
import { setAuthToken } from './http.js';

/** The tool list for search; on failure it stays empty and the error is only logged. */
export async function fetchToolList(): Promise<ToolListItem[]> {
  try {
    const res = await call<{ ret: number; data: ToolListItem[] }>({
      url: API.toolList,
      method: 'GET',
      silent: true,
      withUserInfo: false,
    });
    return !isApiError(res) && res.ret === 0 && Array.isArray(res.data) ? res.data : [];
  } catch (error) {
    console.error('get_tool_list failed', error);
    return [];
  }
}

/** The "helped N people" count; 0 when the call fails (the banner then hides). No alert. */
export async function fetchStatistics(): Promise<number> {
  try {
    const res = await call<{ header?: { retCode: number }; pvCount: number }>({
      url: API.statistics,
      method: 'GET',
      silent: true,
      withUserInfo: false,
    });
    return !isApiError(res) && res.header?.retCode === 0 && Number.isFinite(res.pvCount) && res.pvCount > 0
      ? res.pvCount
      : 0;
  } catch (error) {
    console.error('get_statistics failed', error);
    return 0;
  }
}

export interface ToolUse {
  toolName: string;
  tabName?: string;
  /** Default: this page's url. The query and hash are always dropped. */
  toolUrl?: string;
}

/** Records that a tool did its job (`POST /cgi-bin/tools/report`); failures are only logged. */
export async function reportToolUse({ toolName, tabName = '', toolUrl }: ToolUse): Promise<boolean> {
  const url = (toolUrl ?? `${location.origin}${location.pathname}`).split(/[?#]/)[0];
  try {
    const res = await call<{ header?: { retCode: number } }>({
      url: API.report,
      params: { toolUrl: url, toolName, tabName },
      silent: true,
    });
    return !isApiError(res) && res.header?.retCode === 0;
  } catch (error) {
    console.error('tool report failed', error);
    return false;
  }
}

export const TOKEN_DELAY_MS = 1000;

/** `GET /api/getToken`: on success later calls carry `Bearer <token>`; on failure they keep DEFAULT_AUTH. */
export async function refreshToken(): Promise<boolean> {
  try {
    const res = await call<{ ret: number; data?: { token?: unknown } }>({
      url: API.getToken,
      method: 'GET',
      silent: true,
    });
    const token = !isApiError(res) && res.ret === 0 ? res.data?.token : undefined;
    if (typeof token === 'string' && token !== '') {
      setAuthToken(token);
      return true;
    }
  } catch (error) {
    console.error('getToken failed', error);
  }
  return false;
}

/** Fetches the token about a second after start (spec section 9). */
export function startTokenTimer(delay = TOKEN_DELAY_MS): () => void {
  const timer = setTimeout(() => void refreshToken(), delay);
  return () => clearTimeout(timer);
}
