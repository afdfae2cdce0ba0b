/**
 * A unit converter tool's whole body: a value with its unit and a target unit on the left; the value in
 * the target unit as the headline and in every unit, grouped, on the right; a rule line below. The tool
 * brings a spec (its options schema with `v`, `from`, `to`, its pure conversion, units, groups and
 * examples) and its messages; the values live in its options (the link).
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMessages } from '../../i18n/index.js';
import { Examples } from '../inputs/Examples.js';
import { Notice } from '../layout/Notice.js';
import { Split, ToolBody } from '../layout/Split.js';
import { OptionsPanel, SelectField } from '../options/controls.js';
import type { Field, Schema } from '../options/schema.js';
import { useToolOptions } from '../options/use-tool-options.js';
import { StatGrid } from '../results/StatGrid.js';
import { ValueList } from '../results/ValueList.js';
import { useSettledReport } from '../run/use-usage-report.js';

export type Conversion = { status: 'empty' | 'invalid' } | { status: 'ok'; values: Record<string, string> };

/** The strings a converter needs; a unit, group or example key the messages lack is shown as is. */
export type ConverterTexts = Record<
  'title' | 'value' | 'from' | 'to' | 'invalid' | 'empty' | 'results' | 'rule',
  string
> &
  Record<string, string>;

export interface ConverterSpec<U extends string> {
  /** Prefix of the test ids: `<id>-input`, `<id>-from`, `<id>-to`, `<id>-main`, `<id>-<unit>`. */
  id: string;
  schema: Schema & { v: Field<string>; from: Field<U>; to: Field<U> };
  convert: (value: string, from: U) => Conversion;
  /** `label`: the unit's symbol where it needs no translation (else the message of its id). */
  units: readonly { id: U; group: string; label?: string }[];
  groups: readonly string[];
  /** [message key of the label, value, from, to]. */
  examples: readonly (readonly [string, string, U, U])[];
}

export interface UnitConverterProps<U extends string> {
  /** The tool's slug: the body's test id is `<slug>-tool`. */
  slug: string;
  spec: ConverterSpec<U>;
  messages: { zh: ConverterTexts; en: ConverterTexts };
}

export function UnitConverter<U extends string>({ slug, spec, messages }: UnitConverterProps<U>) {
  const text = useMessages(messages);
  const { values, set, reset } = useToolOptions(spec.schema);
  const { id, units, groups } = spec;
  const { v: value, from, to } = values as unknown as { v: string; from: U; to: U };
  const result = useMemo(() => spec.convert(value, from), [spec, value, from]);
  const report = useSettledReport(result.status === 'ok' ? `${value}${from}` : null);
  const say = (key: string) => text[key] ?? key;
  const change = (patch: { v?: string; from?: U; to?: U }) => set(patch as never);
  const name = (u: U) => units.find((x) => x.id === u)?.label ?? say(u);
  const items = units.map((u) => ({ value: u.id, label: `${name(u.id)} · ${say(u.group)}` }));
  return (
    <ToolBody testId={`${slug}-tool`} data-state={result.status}>
      <Split>
        <OptionsPanel title={text.title} onReset={reset}>
          <TextField
            label={text.value}
            value={value}
            onChange={(e) => change({ v: e.target.value })}
            error={result.status === 'invalid'}
            helperText={result.status === 'invalid' ? text.invalid : ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `${id}-input`, autoComplete: 'off' } }}
          />
          <SelectField
            label={text.from}
            value={from}
            items={items}
            onChange={(f) => change({ from: f })}
            testId={`${id}-from`}
          />
          <SelectField
            label={text.to}
            value={to}
            items={items}
            onChange={(t) => change({ to: t })}
            testId={`${id}-to`}
          />
          <Examples
            items={spec.examples.map(([key, v, f, t]) => ({
              label: say(key),
              apply: () => change({ v, from: f, to: t }),
            }))}
          />
        </OptionsPanel>
        {result.status === 'ok' ? (
          <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
            <StatGrid
              testId={id}
              label={text.results}
              headline={{ id: `${id}-main`, label: name(to), value: result.values[to] }}
              stats={[]}
            />
            <ValueList
              testId={id}
              onCopy={report}
              groups={groups.map((g) => ({
                id: g,
                title: say(g),
                rows: units
                  .filter((u) => u.group === g)
                  .map((u) => ({ id: u.id, label: name(u.id), value: result.values[u.id] })),
              }))}
            />
          </Box>
        ) : (
          <Notice severity={result.status === 'empty' ? 'info' : 'warning'}>
            {result.status === 'empty' ? text.empty : text.invalid}
          </Notice>
        )}
      </Split>
      <Notice>{text.rule}</Notice>
    </ToolBody>
  );
}
