import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import {
  ChoiceChips,
  format,
  Notice,
  NumberField,
  OptionsPanel,
  StatGrid,
  ToolBody,
  useMessages,
  useSettledReport,
  useToolOptions,
} from '../../web/kit/index.js';
import { dateOf, dayNumber, OPTIONS, shelfLife, UNITS } from './shelflife.js';
import { messages } from './messages.js';

/** Today as a day number (local calendar), once hydrated; null in the pre-rendered page. */
function useToday(): number | null {
  const [today, setToday] = useState<number | null>(null);
  useEffect(() => {
    const now = new Date();
    setToday(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / 86_400_000);
  }, []);
  return today;
}

/** 保质期计算: production date + shelf life → last good day and days left. */
export default function ShelflifePage() {
  const m = useMessages(messages);
  const { values: o, set, number } = useToolOptions(OPTIONS);
  const today = useToday();
  const [produced, setProduced] = useState('');
  useEffect(() => {
    if (today !== null && !produced) setProduced(dateOf(today));
  }, [today, produced]);
  const result = today !== null && produced ? shelfLife(produced, o.amount, o.unit, today) : null;
  useSettledReport(result ? `${produced}:${o.amount}${o.unit}` : null);
  const weekday = (day: number) => {
    const wd = (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
    return format(m.weekday, { d: m.days.split(',')[wd] ?? '' });
  };
  const status = result ? (result.status === 'lastDay' ? m.lastDayStatus : m[result.status]) : '';

  return (
    <ToolBody testId="shelflife-tool">
      <OptionsPanel columns={3}>
        <TextField
          type="date"
          label={m.produced}
          value={produced}
          onChange={(e) => setProduced(e.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: '1900-01-01', max: '2100-12-31', 'data-testid': 'shelflife-date' },
          }}
        />
        <NumberField label={m.amount} testId="shelflife-amount" {...number('amount')} />
        <ChoiceChips
          label={m.unit}
          value={o.unit}
          onChange={(unit) => set({ unit })}
          columns={3}
          testId="shelflife-unit"
          choices={UNITS.map((u) => ({ value: u, label: m[u] }))}
        />
      </OptionsPanel>
      {produced && today !== null && dayNumber(produced) === null && (
        <Notice severity="warning" testId="shelflife-bad">
          {m.badDate}
        </Notice>
      )}
      {result && (
        <StatGrid
          testId="shelflife-result"
          headline={{
            id: 'shelflife-last',
            label: m.lastDay,
            value: dateOf(result.lastDay),
            detail: `${weekday(result.lastDay)} · ${status}`,
          }}
          stats={[
            {
              id: 'left',
              label: m.daysLeft,
              value:
                result.daysLeft >= 0
                  ? format(m.leftN, { n: result.daysLeft })
                  : format(m.agoN, { n: -result.daysLeft }),
              accent: result.daysLeft < 0 ? 'rust' : result.daysLeft <= 3 ? 'orange' : 'green',
            },
            { id: 'total', label: m.total, value: format(m.leftN, { n: result.totalDays }) },
            { id: 'used', label: m.used, value: `${Math.round(result.used * 100)}%` },
          ]}
        />
      )}
      <Notice>{m.rule}</Notice>
    </ToolBody>
  );
}
