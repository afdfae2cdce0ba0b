import { useMemo } from 'react';
import TextField from '@mui/material/TextField';
import {
  ChoiceChips,
  Examples,
  format,
  Notice,
  OptionsPanel,
  Split,
  StatGrid,
  ToolBody,
  useMessages,
  useSettledReport,
  useToolOptions,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { convertTemperature, SCALES, SCHEMA, type Scale } from './temperature.js';

const UNIT: Record<Scale, string> = { c: '°C', f: '°F', k: 'K', r: '°R', re: '°Ré' };

/** 温度转换: one value in, every scale out, as the visitor types. */
export default function TemperaturetransPage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  const result = useMemo(() => convertTemperature(values.v, values.from, values.digits), [values]);
  useSettledReport(result.status === 'ok' ? `${values.v}${values.from}` : null);
  const main: Scale = values.from === 'c' ? 'f' : 'c';
  const examples: [string, string, Scale][] = [
    [m.exBody, '37', 'c'],
    [m.exBoil, '212', 'f'],
    [m.exZero, '0', 'k'],
    [m.exSame, '-40', 'c'],
  ];

  return (
    <ToolBody testId="temperaturetrans-tool" data-state={result.status}>
      <Split>
        <OptionsPanel title={m.input} onReset={reset}>
          <TextField
            label={m.value}
            value={values.v}
            onChange={(e) => set({ v: e.target.value })}
            error={result.status === 'invalid' || result.status === 'belowZero'}
            helperText={result.status === 'invalid' ? m.invalid : result.status === 'belowZero' ? m.belowZero : ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'temp-input', autoComplete: 'off' } }}
          />
          <ChoiceChips
            label={m.from}
            value={values.from}
            onChange={(from) => set({ from })}
            columns={{ xs: 3, md: 5 }}
            testId="temp-from"
            choices={SCALES.map((s) => ({ value: s, label: UNIT[s] }))}
          />
          <ChoiceChips
            label={m.decimals}
            value={String(values.digits)}
            onChange={(d) => set({ digits: Number(d) })}
            columns={6}
            choices={['0', '1', '2', '4', '6', '10'].map((d) => ({ value: d, label: format(m.decimalsN, { n: d }) }))}
          />
          <Examples items={examples.map(([label, v, from]) => ({ label, apply: () => set({ v, from }) }))} />
        </OptionsPanel>
        {result.status === 'ok' ? (
          <StatGrid
            testId="temp"
            label={m.results}
            headline={{ id: `temp-${main}`, label: m[main], value: `${result.values[main]} ${UNIT[main]}` }}
            stats={SCALES.filter((s) => s !== main).map((s) => ({
              id: s,
              label: m[s],
              value: `${result.values[s]} ${UNIT[s]}`,
            }))}
          />
        ) : (
          <Notice severity={result.status === 'empty' ? 'info' : 'warning'}>
            {result.status === 'empty' ? m.empty : result.status === 'invalid' ? m.invalid : m.belowZero}
          </Notice>
        )}
      </Split>
      <Notice>{m.formula}</Notice>
    </ToolBody>
  );
}
