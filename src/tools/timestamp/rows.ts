/** The page's result rows for an instant, in its words. */
import { format } from '../../common/messages.js';
import { showInstant } from './timestamp.js';
import type { messages } from './messages.js';

type Texts = (typeof messages)['zh'];

export function instantRows(ms: number, zone: string, m: Texts) {
  const s = showInstant(ms, zone);
  return [
    { id: 'local', label: m.local, value: `${s.local}${s.millis}`, hint: `UTC${s.offset}` },
    { id: 'weekday', label: m.weekday, value: format(m.weekdayN, { d: m.weekdays.split(',')[s.weekday] }) },
    { id: 'iso', label: m.iso, value: s.iso },
    { id: 'utc', label: m.utc, value: s.utc },
    { id: 'seconds', label: m.seconds, value: s.seconds },
    { id: 'milliseconds', label: m.milliseconds, value: s.milliseconds },
  ];
}
