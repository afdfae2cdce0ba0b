import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { ChoiceChips, NumberField, SwitchField, useMessages, type ToolOptions } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { dateOf, type SCHEMA } from './dates.js';

/** Today (local date) once hydrated; null in the pre-rendered page. */
export function useToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    const now = new Date();
    setToday(dateOf(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / 86_400_000));
  }, []);
  return today;
}

/** The system date picker. */
export function DateField(props: { label: string; value: string; onChange: (v: string) => void; testId: string }) {
  return (
    <TextField
      type="date"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: '1900-01-01', max: '2100-12-31', 'data-testid': props.testId },
      }}
    />
  );
}

/** The inputs of the chosen calculation. */
export function DateInputs({ options, a, b }: { options: ToolOptions<typeof SCHEMA>; a: string; b: string }) {
  const { values: v, set, number } = options;
  const m = useMessages(messages);
  if (v.mode === 'lunar')
    return (
      <>
        <NumberField label={m.lunarYear} testId="date-ly" {...number('ly')} />
        <NumberField label={m.lunarMonth} testId="date-lm" {...number('lm')} />
        <NumberField label={m.lunarDay} testId="date-ld" {...number('ld')} />
        <SwitchField label={m.leap} checked={v.leap} onChange={(leap) => set({ leap })} />
      </>
    );
  return (
    <>
      <DateField
        label={v.mode === 'diff' ? m.start : m.date}
        value={a}
        onChange={(x) => set({ a: x })}
        testId="date-a"
      />
      {v.mode === 'diff' ? (
        <DateField label={m.end} value={b} onChange={(x) => set({ b: x })} testId="date-b" />
      ) : (
        <>
          <NumberField label={`${m.n}（${m.nHint}）`} testId="date-n" {...number('n')} />
          <ChoiceChips
            label={m.unit}
            value={v.unit}
            onChange={(unit) => set({ unit })}
            columns={2}
            testId="date-unit"
            choices={(['day', 'workday'] as const).map((x) => ({ value: x, label: m[x] }))}
          />
        </>
      )}
    </>
  );
}
