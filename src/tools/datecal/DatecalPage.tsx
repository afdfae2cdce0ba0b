import { useMemo } from 'react';
import {
  ChoiceChips,
  format,
  Notice,
  OptionsPanel,
  Split,
  StatGrid,
  ToolBody,
  useI18n,
  useMessages,
  useSettledReport,
  useToolOptions,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { coveredYears, dateOf, dayNumber, MODES, SCHEMA } from './dates.js';
import { shownFor } from './view.js';
import { DateInputs, useToday } from './parts.js';

/** 日期计算: between two dates, adding (working) days, and the lunar calendar. */
export default function DatecalPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const options = useToolOptions(SCHEMA);
  const { values: v, set, reset } = options;
  const today = useToday();
  const a = v.a || today || '';
  const b = v.b || (today ? dateOf(dayNumber(today)! + 100) : '');
  const cards = useMemo(() => shownFor(v, a, b, m, lang), [v, a, b, m, lang]);
  useSettledReport(typeof cards === 'object' ? JSON.stringify(v) + a : null, v.mode);
  const years = coveredYears();

  return (
    <ToolBody testId="datecal-tool" data-state={typeof cards === 'object' ? 'ok' : cards}>
      <ChoiceChips
        value={v.mode}
        onChange={(mode) => set({ mode })}
        columns={3}
        testId="date-mode"
        choices={MODES.map((x) => ({ value: x, label: m[x] }))}
      />
      <Split>
        <OptionsPanel title={m[v.mode]} onReset={reset}>
          <DateInputs options={options} a={a} b={b} />
        </OptionsPanel>
        {typeof cards === 'object' ? (
          <StatGrid testId="date" headline={cards.headline} stats={cards.stats} />
        ) : (
          <Notice severity={cards === 'loading' ? 'info' : 'warning'}>{m[cards]}</Notice>
        )}
      </Split>
      {typeof cards === 'object' && cards.estimated && <Notice severity="warning">{format(m.estimated, years)}</Notice>}
      <Notice>{format(m.coverage, years)}</Notice>
    </ToolBody>
  );
}
