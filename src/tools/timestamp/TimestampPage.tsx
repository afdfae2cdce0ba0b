import { useMemo } from 'react';
import {
  ChoiceChips,
  Notice,
  OptionsPanel,
  SelectField,
  Split,
  ToolBody,
  useMessages,
  useSettledReport,
  useToolOptions,
  ValueList,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { parseDateTime, parseTimestamp, SCHEMA, ZONES } from './timestamp.js';
import { instantRows } from './rows.js';
import { Field, NowPanel } from './parts.js';

/** 时间戳转换: the current timestamp, timestamp → date and time in a zone, and back. */
export default function TimestampPage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  const stamp = useMemo(() => parseTimestamp(values.ts, values.unit), [values.ts, values.unit]);
  const date = useMemo(() => parseDateTime(values.dt, values.tz), [values.dt, values.tz]);
  const report = useSettledReport(stamp ? `${values.ts}:${values.tz}` : null);
  const zone = (testId?: string) => (
    <SelectField
      label={m.zone}
      value={values.tz}
      items={ZONES.map((z) => ({ value: z, label: m[z] }))}
      onChange={(tz) => set({ tz })}
      testId={testId}
    />
  );

  return (
    <ToolBody testId="timestamp-tool" data-state={stamp ? 'ok' : 'invalid'}>
      <NowPanel zone={values.tz} />
      <Split>
        <OptionsPanel title={m.toDate} onReset={reset}>
          <Field
            label={m.timestamp}
            value={values.ts}
            onChange={(ts) => set({ ts })}
            error={stamp ? null : m.badStamp}
            testId="ts-input"
          />
          <ChoiceChips
            label={m.unit}
            value={values.unit}
            onChange={(unit) => set({ unit })}
            columns={3}
            choices={(['auto', 's', 'ms'] as const).map((u) => ({ value: u, label: m[u] }))}
          />
          {zone('ts-zone')}
        </OptionsPanel>
        {stamp ? (
          <ValueList testId="ts" onCopy={report} groups={[{ id: 'date', rows: instantRows(stamp.ms, values.tz, m) }]} />
        ) : (
          <Notice severity="warning">{m.badStamp}</Notice>
        )}
      </Split>
      <Split>
        <OptionsPanel title={m.toStamp}>
          <Field
            label={m.dateTime}
            value={values.dt}
            onChange={(dt) => set({ dt })}
            error={date === null ? m.badDate : null}
            hint={m.dateHint}
            testId="ts-date"
          />
          {zone()}
        </OptionsPanel>
        {date !== null ? (
          <ValueList
            testId="ts-back"
            onCopy={report}
            groups={[{ id: 'stamp', rows: instantRows(date, values.tz, m).filter((r) => r.id !== 'local') }]}
          />
        ) : (
          <Notice severity="warning">{m.badDate}</Notice>
        )}
      </Split>
      <Notice>{m.rule}</Notice>
    </ToolBody>
  );
}
