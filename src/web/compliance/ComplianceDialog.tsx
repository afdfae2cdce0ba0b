import { useMessages } from '../i18n/index.js';
import { lazyPart } from '../ui/lazy-part.js';
import { complianceMessages } from './messages.js';
import type { ComplianceInfo } from './compliance.js';

/** The default text, in the page's language, for pages that provide none. */
export function useDefaultComplianceInfo(): ComplianceInfo {
  const m = useMessages(complianceMessages);
  return { title: m.title, paragraphs: [m.p1, m.p2, m.p3] };
}

export interface ComplianceDialogProps {
  open: boolean;
  info: ComplianceInfo;
  /**
   * Called synchronously inside the 同意 click, so the caller may open a file picker in the same user
   * gesture (browsers refuse `input.click()` otherwise).
   */
  onAgree: () => void;
  onRefuse: () => void;
  /** Clicking the mask (or Escape) closes the dialog without an answer. */
  onClose: () => void;
}

const View = lazyPart(() => import('./ComplianceDialogView.js').then((m) => m.ComplianceDialogView));

/** The compliance modal (the page's text, 同意 and 拒绝); its code is fetched the first time it opens. */
export function ComplianceDialog(props: ComplianceDialogProps) {
  return <View when={props.open} {...props} />;
}
