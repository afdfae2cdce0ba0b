import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptCompliance, complianceKey, isComplianceAccepted, splitOnTerm } from './compliance.js';
import { complianceMessages } from './messages.js';
import { zh } from '../i18n/zh.js';
import { en } from '../i18n/en.js';

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

describe('the rules named in the modal are a link', () => {
  it.each([
    [
      'a《b》c',
      'b',
      [
        { text: 'a《', term: false },
        { text: 'b', term: true },
        { text: '》c', term: false },
      ],
    ],
    [
      'b and b',
      'b',
      [
        { text: 'b', term: true },
        { text: ' and ', term: false },
        { text: 'b', term: true },
      ],
    ],
    ['nothing here', 'b', [{ text: 'nothing here', term: false }]],
    ['no term', '', [{ text: 'no term', term: false }]],
  ])('%j around %j', (text, term, parts) => {
    expect(splitOnTerm(text, term)).toEqual(parts);
  });

  it('the default text names the rules by their page title, in both languages', () => {
    for (const [messages, strings] of [
      [complianceMessages.zh, zh],
      [complianceMessages.en, en],
    ] as const) {
      expect(splitOnTerm(messages.p3, strings['footer.terms']).filter((p) => p.term)).toHaveLength(1);
    }
    expect(complianceMessages.zh.p3).toContain('《数据处理规则及免责声明》');
  });
});
