import { useMemo } from 'react';
import TextField from '@mui/material/TextField';
import {
  Examples,
  Notice,
  OptionsPanel,
  Split,
  ToolBody,
  useMessages,
  useSettledReport,
  useToolOptions,
  ValueList,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { SCHEMA } from './chinese-number.js';
import { convert } from './convert.js';

/** 数字大小写转换: digits → 人民币大写 and Chinese numerals, or Chinese → digits; the direction follows the input. */
export default function Num2zhPage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  const shown = useMemo(() => convert(values.v, m), [values.v, m]);
  const report = useSettledReport(shown.status === 'ok' ? values.v : null);

  return (
    <ToolBody testId="num2zh-tool" data-state={shown.status}>
      <Split>
        <OptionsPanel title={m.title} onReset={reset}>
          <TextField
            label={shown.status === 'empty' ? m.value : m[shown.way]}
            value={values.v}
            placeholder={m.placeholder}
            onChange={(e) => set({ v: e.target.value })}
            error={shown.status === 'error'}
            helperText={shown.status === 'error' ? shown.message : ' '}
            multiline
            slotProps={{ htmlInput: { 'data-testid': 'num2zh-input', autoComplete: 'off', spellCheck: false } }}
          />
          <Examples
            items={(['ex1', 'ex2', 'ex3', 'ex4'] as const).map((k) => ({ label: m[k], apply: () => set({ v: m[k] }) }))}
          />
        </OptionsPanel>
        {shown.status === 'ok' ? (
          <ValueList
            testId="num2zh"
            label={m.results}
            onCopy={report}
            groups={[
              {
                id: shown.way,
                title: m[shown.way],
                rows: shown.rows.map((r) => ({
                  id: r.id,
                  label: m[r.id],
                  value: r.value,
                  hint: r.id === 'upper' ? shown.note : undefined,
                })),
              },
            ]}
          />
        ) : (
          <Notice severity={shown.status === 'error' ? 'warning' : 'info'}>
            {shown.status === 'error' ? shown.message : m.empty}
          </Notice>
        )}
      </Split>
      <Notice>{m.rule}</Notice>
    </ToolBody>
  );
}
