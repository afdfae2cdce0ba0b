/** Compliance acceptance, remembered per page path (value '1') in local storage. */
import { withoutLang } from '../../common/lang.js';
import { storage } from '../platform/storage.js';

export const COMPLIANCE_KEY_PREFIX = 'toolbox_compliance:';
const ACCEPTED = '1';

/** The text the compliance dialog shows; each page may provide its own. */
export interface ComplianceInfo {
  title: string;
  paragraphs: string[];
}

export function complianceKey(path: string): string {
  return COMPLIANCE_KEY_PREFIX + (path || '/');
}

export function isComplianceAccepted(path: string): boolean {
  return storage.get(complianceKey(path)) === ACCEPTED;
}

export function acceptCompliance(path: string): void {
  storage.set(complianceKey(path), ACCEPTED);
}

/** The current page's path (the acceptance key; the same page in either language); '/' outside a browser. */
export function currentPath(): string {
  return typeof location === 'undefined' ? '/' : withoutLang(location.pathname);
}

/** A paragraph cut around each mention of `term` (the rules' title), so the mentions can be links. */
export function splitOnTerm(text: string, term: string): { text: string; term: boolean }[] {
  if (!term) return [{ text, term: false }];
  return text
    .split(term)
    .flatMap((part, i) =>
      i === 0
        ? [{ text: part, term: false }]
        : [
            { text: term, term: true },
            { text: part, term: false },
          ],
    )
    .filter((p) => p.text !== '');
}
