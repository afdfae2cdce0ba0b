import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMessages, ValueList } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { instantRows } from './rows.js';

/** The current time, ticking once a second after hydration (the pre-rendered page has none). */
function useNow(running: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** 现在: the current time in the zone and its timestamps, with pause / resume. */
export function NowPanel({ zone }: { zone: string }) {
  const m = useMessages(messages);
  const [running, setRunning] = useState(true);
  const now = useNow(running);
  const rows =
    now === null ? [] : instantRows(now, zone, m).filter((r) => r.id !== 'weekday' && r.id !== 'iso' && r.id !== 'utc');
  const title = (
    <>
      {m.now}
      <Button size="small" onClick={() => setRunning(!running)} data-testid="ts-pause" sx={{ ml: 1, py: 0 }}>
        {running ? m.pause : m.resume}
      </Button>
    </>
  );
  return <ValueList testId="ts-now" groups={[{ id: 'now', title, rows }]} />;
}

/** A typed text with its error or hint under it. */
export function Field(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  hint?: string;
  testId: string;
}) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={props.error !== null}
      helperText={props.error ?? props.hint ?? ' '}
      slotProps={{ htmlInput: { 'data-testid': props.testId, autoComplete: 'off', spellCheck: false } }}
    />
  );
}
