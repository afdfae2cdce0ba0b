import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptCompliance, complianceKey, isComplianceAccepted } from './compliance.js';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('compliance acceptance', () => {
  it('is stored per page path with the value 1', () => {
    const ls = memoryStorage();
    vi.stubGlobal('localStorage', ls);
    expect(isComplianceAccepted('/qrcode_scan.html')).toBe(false);
    acceptCompliance('/qrcode_scan.html');
    expect(ls.data.get(complianceKey('/qrcode_scan.html'))).toBe('1');
    expect(isComplianceAccepted('/qrcode_scan.html')).toBe(true);
    expect(isComplianceAccepted('/other.html')).toBe(false);
  });
  it('only the value 1 counts as accepted', () => {
    const ls = memoryStorage();
    vi.stubGlobal('localStorage', ls);
    ls.setItem(complianceKey('/a.html'), '0');
    expect(isComplianceAccepted('/a.html')).toBe(false);
  });
  it('falls back to a window variable when local storage throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(isComplianceAccepted('/b.html')).toBe(false);
    acceptCompliance('/b.html');
    expect(isComplianceAccepted('/b.html')).toBe(true);
  });
});
