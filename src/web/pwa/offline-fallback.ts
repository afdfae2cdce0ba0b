/**
 * Offline on a page whose code this device has not kept yet (its tool was never opened online): the
 * pre-rendered page stays readable and its links work, and a notice says how to have it offline.
 */
import { langOfPath } from '../../common/lang.js';
import { theme } from '../theme.js';
import { pwaMessages } from './messages.js';

export function showNotKeptOffline(): void {
  // In the page's language (the pre-rendered page is in it).
  const m = pwaMessages[langOfPath(location.pathname)];
  const note = document.createElement('div');
  note.setAttribute('role', 'status');
  note.dataset.testid = 'offline-not-kept';
  note.textContent = m.notKept;
  Object.assign(note.style, {
    position: 'fixed',
    left: '12px',
    right: '12px',
    bottom: '16px',
    zIndex: '30',
    maxWidth: '560px',
    margin: '0 auto',
    padding: '10px 14px',
    borderRadius: '12px',
    background: theme.palette.surface.selected,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.line.strong}`,
    boxShadow: theme.shadows[4],
    font: `14px/1.6 ${theme.typography.fontFamily}`,
  });
  document.body.append(note);
}
