/** The reader's states: no image → image chosen → scanning → result, error or no content. */
import type { QrCode } from './decode.js';

export const QR_MAX_BYTES = 7_340_032;

export type Phase = 'empty' | 'chosen' | 'scanning' | 'result' | 'none' | 'error';

export interface ScanState {
  phase: Phase;
  image: { url: string; name: string } | null;
  codes: QrCode[];
  /** Increases with every scan and every new image, so a late answer for an old one is ignored. */
  scanId: number;
}

export type ScanAction =
  | { type: 'choose'; url: string; name: string }
  | { type: 'start' }
  | { type: 'done'; scanId: number; codes: QrCode[] }
  | { type: 'fail'; scanId: number };

export const initialScanState: ScanState = { phase: 'empty', image: null, codes: [], scanId: 0 };

export function scanReducer(state: ScanState, action: ScanAction): ScanState {
  switch (action.type) {
    case 'choose':
      // A new image clears the previous result and error.
      return { phase: 'chosen', image: { url: action.url, name: action.name }, codes: [], scanId: state.scanId + 1 };
    case 'start':
      if (!state.image || state.phase === 'scanning') return state;
      return { ...state, phase: 'scanning', codes: [], scanId: state.scanId + 1 };
    case 'done':
      if (action.scanId !== state.scanId || state.phase !== 'scanning') return state;
      return { ...state, phase: action.codes.length > 0 ? 'result' : 'none', codes: action.codes };
    case 'fail':
      if (action.scanId !== state.scanId || state.phase !== 'scanning') return state;
      return { ...state, phase: 'error', codes: [] };
  }
}
