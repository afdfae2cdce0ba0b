import { useMemo } from 'react';
import Box from '@mui/material/Box';
import {
  ChoiceChips,
  Notice,
  NumberField,
  OptionsPanel,
  Split,
  StatGrid,
  ToolBody,
  useMessages,
  useSettledReport,
  useToolOptions,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { computeBmi, SCHEMA, type Standard, type Weight } from './bmi.js';
import { BmiScale } from './BmiScale.js';
import { bmiCards, classNames } from './view.js';

/** BMI计算: BMI with the Chinese and the WHO adult classes, the healthy weight range and the way to it. */
export default function BmiPage() {
  const m = useMessages(messages);
  const { values, set, reset, number } = useToolOptions(SCHEMA);
  const r = useMemo(() => computeBmi(values.h, values.w, values.unit, values.std), [values]);
  useSettledReport(r ? `${values.h}:${values.w}:${values.unit}` : null);
  const cards = r ? bmiCards(r, m, values.std, values.unit) : null;

  return (
    <ToolBody testId="bmi-tool" data-state={r ? 'ok' : 'invalid'}>
      <Split>
        <OptionsPanel title={m.title} onReset={reset}>
          <NumberField label={m.height} unit="cm" testId="bmi-height" {...number('h')} />
          <NumberField label={m.weight} unit={m[values.unit]} testId="bmi-weight" {...number('w')} />
          <ChoiceChips
            label={m.unit}
            value={values.unit}
            onChange={(u) => set({ unit: u as Weight })}
            columns={3}
            choices={(['kg', 'jin', 'lb'] as const).map((u) => ({ value: u, label: m[u] }))}
          />
          <ChoiceChips
            label={m.std}
            value={values.std}
            onChange={(s) => set({ std: s as Standard })}
            columns={2}
            testId="bmi-std"
            choices={(['cn', 'who'] as const).map((s) => ({ value: s, label: m[s] }))}
          />
        </OptionsPanel>
        {r ? (
          <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
            <StatGrid testId="bmi" {...cards!} />
            <BmiScale bmi={Number(r.bmi)} standard={values.std} labels={classNames(m, values.std)} />
          </Box>
        ) : (
          <Notice severity="warning">{m.invalid}</Notice>
        )}
      </Split>
      <Notice>{m.rule}</Notice>
    </ToolBody>
  );
}
