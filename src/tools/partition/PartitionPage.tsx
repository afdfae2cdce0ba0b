import { useMemo } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
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
  ValueList,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { parseSizes, SCHEMA } from './partition.js';
import { planView } from './view.js';

/** 硬盘分区: the MB to type into Windows for partitions Explorer shows as whole GB. */
export default function PartitionPage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  const sizes = useMemo(() => parseSizes(values.sizes), [values.sizes]);
  const view = useMemo(
    () => (sizes ? planView(sizes, values.disk, values.diskUnit, m) : null),
    [sizes, values.disk, values.diskUnit, m],
  );
  const report = useSettledReport(sizes ? values.sizes : null);

  return (
    <ToolBody testId="partition-tool" data-state={view ? 'ok' : 'invalid'}>
      <Split>
        <OptionsPanel title={m.title} onReset={reset}>
          <TextField
            label={m.sizes}
            value={values.sizes}
            onChange={(e) => set({ sizes: e.target.value })}
            error={!sizes}
            helperText={sizes ? m.sizesHint : m.invalid}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'part-sizes', autoComplete: 'off' } }}
          />
          <NumberField
            label={m.disk}
            value={values.disk || null}
            optional
            min={0}
            max={100000}
            onChange={(disk) => set({ disk: disk ?? 0 })}
            testId="part-disk"
          />
          <ChoiceChips
            label={m.diskUnit}
            value={values.diskUnit}
            onChange={(diskUnit) => set({ diskUnit })}
            columns={2}
            choices={(['GB', 'TB'] as const).map((u) => ({ value: u, label: u }))}
          />
        </OptionsPanel>
        {view ? (
          <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
            <StatGrid testId="part" {...view.cards} />
            <ValueList testId="part" onCopy={report} groups={view.groups} />
          </Box>
        ) : (
          <Notice severity="warning">{m.invalid}</Notice>
        )}
      </Split>
      <Notice>{m.rule}</Notice>
    </ToolBody>
  );
}
