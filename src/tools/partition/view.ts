/** The plan as the page's cards and rows, in its words. */
import { format } from '../../common/messages.js';
import { diskAsShown, plan } from './partition.js';
import type { messages } from './messages.js';

type Texts = (typeof messages)['zh'];
const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

export function planView(sizes: number[], disk: number, unit: 'GB' | 'TB', m: Texts) {
  const p = plan(sizes);
  const stats = [
    {
      id: 'total',
      label: m.total,
      value: format(m.mb, { n: fmt(p.totalMiB) }),
      hint: format(m.gb, { n: fmt(p.totalGiB, 2) }),
    },
  ];
  if (disk > 0) {
    const shown = diskAsShown(disk, unit).gib;
    const left = shown - p.totalGiB;
    stats.push(
      { id: 'disk', label: m.diskShown, value: format(m.gb, { n: fmt(shown, 2) }), hint: `${disk} ${unit}` },
      {
        id: 'left',
        label: m.left,
        value: left >= 0 ? format(m.gb, { n: fmt(left, 2) }) : format(m.tooBig, { n: fmt(-left, 2) }),
        hint: '',
      },
    );
  }
  return {
    cards: { headline: { id: 'part-first', label: m.first, value: format(m.mb, { n: p.rows[0].mib }) }, stats },
    groups: p.rows.map((r, i) => ({
      id: `p${i + 1}`,
      title: format(m.part, { i: i + 1, gb: r.gb }),
      rows: [
        { id: `p${i + 1}-mib`, label: m.type, value: String(r.mib) },
        { id: `p${i + 1}-shown`, label: m.shown, value: r.shown },
        { id: `p${i + 1}-plain`, label: format(m.plain, { mib: r.gb * 1024 }), value: r.plainShown },
        { id: `p${i + 1}-cyl`, label: m.cylinder, value: String(r.cylinder) },
      ],
    })),
  };
}
