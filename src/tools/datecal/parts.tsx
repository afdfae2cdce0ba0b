import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { ChoiceChips, NumberField, SwitchField, useMessages, type Values } from '../../web/kit/index.js';
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

type Options = Values<typeof SCHEMA>;

/** The inputs of the chosen calculation. */
export function DateInputs({ v, a, b, set }: { v: Options; a: string; b: string; set: (p: Partial<Options>) => void }) {
  const m = useMessages(messages);
  if (v.mode === 'lunar')
    return (
      <>
        <NumberField
          label={m.lunarYear}
          value={v.ly}
          integer
          min={1901}
          max={2099}
          onChange={(ly) => ly !== null && set({ ly })}
          testId="date-ly"
        />
        <NumberField
          label={m.lunarMonth}
          value={v.lm}
          integer
          min={1}
          max={12}
          onChange={(lm) => lm !== null && set({ lm })}
          testId="date-lm"
        />
        <NumberField
          label={m.lunarDay}
          value={v.ld}
          integer
          min={1}
          max={30}
          onChange={(ld) => ld !== null && set({ ld })}
          testId="date-ld"
        />
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
          <NumberField
            label={`${m.n}（${m.nHint}）`}
            value={v.n}
            integer
            min={-36500}
            max={36500}
            onChange={(n) => n !== null && set({ n })}
            testId="date-n"
          />
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
