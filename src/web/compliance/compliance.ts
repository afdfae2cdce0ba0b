/** Compliance acceptance, remembered per page path (value '1') in local storage. */
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

/** The current page's path (the acceptance key); '/' outside a browser. */
export function currentPath(): string {
  return typeof location === 'undefined' ? '/' : location.pathname;
}
