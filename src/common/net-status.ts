/** `/api/getNetStatus` (spec section 7): whether the server answers and whether server tools can run now. */
export const NET_STATUS_PATH = '/api/getNetStatus';

/** Why server tools cannot run right now. */
export type NetStatusReason = 'queue busy' | 'storage full';

export interface NetStatusData {
  /** Always true in an answer: the server answered. */
  reachable: true;
  /** Server tools (conversions, uploads) can be started now. */
  serverTools: boolean;
  /** Empty when `serverTools` is true. */
  reasons: NetStatusReason[];
}

export interface NetStatusAnswer {
  ret: number;
  msg?: string;
  data: NetStatusData;
}
