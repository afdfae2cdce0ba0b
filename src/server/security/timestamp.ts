/** The `x-timestamp` header (epoch seconds) of state-changing calls must be near the server clock. */
import { TIMESTAMP_TOLERANCE_S } from '../../common/protocol.js';

/** True when `header` is epoch seconds (digits, optionally a fraction) within the tolerance of `nowMs`. */
export function timestampOk(
  header: string | string[] | undefined,
  nowMs: number,
  toleranceS = TIMESTAMP_TOLERANCE_S,
): boolean {
  if (typeof header !== 'string' || !/^\d{1,12}(\.\d{1,6})?$/.test(header)) return false;
  return Math.abs(Number(header) * 1000 - nowMs) <= toleranceS * 1000;
}
