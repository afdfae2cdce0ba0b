/**
 * The page-view and rating calls (spec section 7). Their failures are only logged to the console;
 * nothing is shown (`silent`).
 */
import { API } from '../../common/protocol.js';
import type { ToolRecord } from '../../common/rating.js';
import { call, isApiError, type ApiError } from '../platform/request.js';

export type { ToolRecord };

export const EMPTY_RECORD: ToolRecord = { score_pv: 0, score: 0, my_score: 0 };

/** Reads a record answer; defaults where a field is missing or wrong. */
export function toRecord(data: unknown): ToolRecord {
  const d = (data ?? {}) as Partial<Record<keyof ToolRecord, unknown>>;
  const num = (v: unknown, max: number) =>
    typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.min(v, max) : 0;
  return {
    score_pv: Math.floor(num(d.score_pv, Number.MAX_SAFE_INTEGER)),
    score: num(d.score, 5),
    my_score: Math.floor(num(d.my_score, 5)),
  };
}

type Answer = { ret: number; data?: unknown };

/** `POST /api/addToolPV` on tool page init; true on ret 0. */
export async function addToolPV(toolid: string): Promise<boolean> {
  try {
    const res = await call<Answer>({ url: API.addToolPV, params: { toolid }, silent: true });
    return !isApiError(res) && res.ret === 0;
  } catch (error) {
    console.error('addToolPV failed', error);
    return false;
  }
}

/** `GET /api/getToolRecord?toolid=`; null when it failed. */
export async function getToolRecord(toolid: string): Promise<ToolRecord | null> {
  try {
    const res = await call<Answer>({
      url: API.getToolRecord,
      method: 'GET',
      params: { toolid },
      silent: true,
      withUserInfo: false,
    });
    if (isApiError(res) || res.ret !== 0) {
      console.error('getToolRecord failed', res);
      return null;
    }
    return toRecord(res.data);
  } catch (error) {
    console.error('getToolRecord failed', error);
    return null;
  }
}

export type ScoreResult = { ok: true; record: ToolRecord } | { ok: false; status: number; code?: number };

/** `POST /api/addToolScore`; success when ret is 0. */
export async function addToolScore(toolid: string, score: number): Promise<ScoreResult> {
  try {
    const res = await call<Answer>({ url: API.addToolScore, params: { toolid, score }, silent: true });
    if (isApiError(res)) {
      console.error('addToolScore failed', res.errMsg);
      return { ok: false, status: (res as ApiError).status, code: res.code };
    }
    if (res.ret !== 0) {
      console.error('addToolScore failed', res);
      return { ok: false, status: 200 };
    }
    return { ok: true, record: toRecord(res.data) };
  } catch (error) {
    console.error('addToolScore failed', error);
    return { ok: false, status: 0 };
  }
}
