import type { ToolListItem } from '../../common/tool-meta.js';
import { http } from './http.js';

/** The tool list for search; on failure it stays empty and the error is only logged. */
export async function fetchToolList(): Promise<ToolListItem[]> {
  try {
    const res = await http.get<{ ret: number; data: ToolListItem[] }>('/api/get_tool_list');
    return res.data.ret === 0 && Array.isArray(res.data.data) ? res.data.data : [];
  } catch (error) {
    console.error('get_tool_list failed', error);
    return [];
  }
}

/** The "helped N people" count; 0 when the call fails (the banner then hides). */
export async function fetchStatistics(): Promise<number> {
  try {
    const res = await http.get<{ header: { retCode: number }; pvCount: number }>('/cgi-bin/tools/get_statistics');
    return res.data.header?.retCode === 0 && Number.isFinite(res.data.pvCount) ? res.data.pvCount : 0;
  } catch (error) {
    console.error('get_statistics failed', error);
    return 0;
  }
}
