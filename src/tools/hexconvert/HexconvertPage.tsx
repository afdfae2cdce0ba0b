import { useMemo } from 'react';
import TextField from '@mui/material/TextField';
import {
  Examples,
  format,
  Notice,
  OptionsPanel,
  SelectField,
  Split,
  SwitchField,
  ToolBody,
  useMessages,
  useSettledReport,
  useToolOptions,
  ValueList,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { COMMON_BASES, formatInBase, inputError, parseInBase, SCHEMA } from './radix.js';

const ALL_BASES = Array.from({ length: 35 }, (_, i) => i + 2);
const EXAMPLES = [
  ['exHex', 'FF', 16],
  ['exBin', '1010.101', 2],
  ['exDec', '0.1', 10],
  ['exBig', '18446744073709551615', 10],
] as const;

/** 进制转换: one number in any base 2–36, shown in the common bases and one more of the visitor's choice. */
export default function HexconvertPage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  const parsed = useMemo(() => parseInBase(values.v, values.from), [values.v, values.from]);
  const report = useSettledReport(parsed.ok ? `${values.v}:${values.from}` : null);
  const name = (b: number) => (`base${b}` in m ? m[`base${b}` as keyof typeof m] : format(m.base, { n: b }));
  const items = ALL_BASES.map((b) => ({ value: b, label: `${name(b)} (${b})` }));
  const bases = [...COMMON_BASES, ...(COMMON_BASES.includes(values.to as never) ? [] : [values.to])];
  const error = inputError(parsed, values.from, m);

  return (
    <ToolBody testId="hexconvert-tool" data-state={parsed.ok ? 'ok' : parsed.error}>
      <Split>
        <OptionsPanel title={m.title} onReset={reset}>
          <TextField
            label={m.value}
            value={values.v}
            onChange={(e) => set({ v: e.target.value })}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{
              htmlInput: {
                spellCheck: false,
                autoComplete: 'off',
                'data-testid': 'hex-input',
                sx: { fontFamily: 'monospace' },
              },
            }}
          />
          <SelectField
            label={m.from}
            value={values.from}
            items={items}
            onChange={(from) => set({ from })}
            testId="hex-from"
          />
          <SelectField label={m.to} value={values.to} items={items} onChange={(to) => set({ to })} testId="hex-to" />
          <SwitchField label={m.upper} checked={values.upper} onChange={(upper) => set({ upper })} />
          <Examples items={EXAMPLES.map(([key, v, from]) => ({ label: m[key], apply: () => set({ v, from }) }))} />
        </OptionsPanel>
        {parsed.ok ? (
          <ValueList
            testId="hex"
            label={m.results}
            monospace
            onCopy={report}
            groups={[
              {
                id: 'bases',
                rows: bases.map((b) => ({
                  id: String(b),
                  label: `${name(b)} (${b})`,
                  value: formatInBase(parsed.value, b, 64, values.upper).text,
                })),
              },
            ]}
          />
        ) : (
          <Notice severity={error ? 'warning' : 'info'}>{error ?? m.empty}</Notice>
        )}
      </Split>
      <Notice>{m.rule}</Notice>
    </ToolBody>
  );
}
