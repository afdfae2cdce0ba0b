import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  ChoiceChips,
  Examples,
  format,
  NumberField,
  OptionsPanel,
  SwitchField,
  TextResult,
  ToolBody,
  useMessages,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { generateUuids, SCHEMA, VERSIONS } from './uuid.js';

const HINT = { v4: 'v4Hint', v7: 'v7Hint', v1: 'v1Hint' } as const;

/** uuid生成: a batch in the chosen version and format, made again on demand. */
export default function UuidPage() {
  const m = useMessages(messages);
  const report = useUsageReport();
  const { values, set, reset, ready, number } = useToolOptions(SCHEMA);
  const [ids, setIds] = useState<string[]>([]);
  const generate = useCallback(() => setIds(generateUuids(values)), [values]);
  // Made in the browser once the visitor's options apply (the pre-rendered page has none).
  useEffect(() => {
    if (ready) generate();
  }, [ready, generate]);
  const text = ids.join('\n');

  return (
    <ToolBody testId="uuid-tool" data-count={ids.length}>
      <OptionsPanel onReset={reset} columns={2}>
        <ChoiceChips
          label={m.version}
          value={values.version}
          onChange={(version) => set({ version })}
          columns={3}
          testId="uuid-version"
          choices={VERSIONS.map((v) => ({ value: v, label: v, hint: m[HINT[v]] }))}
        />
        <NumberField label={m.count} testId="uuid-count" {...number('count')} />
        <SwitchField label={m.upper} checked={values.upper} onChange={(upper) => set({ upper })} testId="uuid-upper" />
        <SwitchField
          label={m.hyphens}
          checked={values.hyphens}
          onChange={(hyphens) => set({ hyphens })}
          testId="uuid-hyphens"
        />
        <SwitchField
          label={m.braces}
          checked={values.braces}
          onChange={(braces) => set({ braces })}
          testId="uuid-braces"
        />
      </OptionsPanel>
      <Examples
        items={[
          {
            label: m.exampleBulk,
            apply: () => set({ version: 'v7', count: 100, upper: false, hyphens: true, braces: false }),
          },
          {
            label: m.exampleGuid,
            apply: () => set({ version: 'v4', count: 5, upper: true, hyphens: true, braces: true }),
          },
        ]}
      />
      <TextResult
        label={ids.length ? format(m.generated, { n: ids.length, version: values.version }) : m.result}
        text={text}
        monospace
        filename="uuid.txt"
        minRows={6}
        onUse={() => report(`${values.version}:${ids.length}`)}
        actions={
          <Button size="small" startIcon={<RefreshIcon />} onClick={generate} data-testid="uuid-regenerate">
            {m.regenerate}
          </Button>
        }
      />
    </ToolBody>
  );
}
