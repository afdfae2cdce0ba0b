import { useState } from 'react';
import {
  ChoiceChips,
  defineOptions,
  format,
  Notice,
  NumberField,
  opt,
  OptionsPanel,
  RandomBatch,
  ToolBody,
  useMessages,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { combinations, makeNicks, MAX_NICKS, STYLES } from './nick.js';
import { messages } from './messages.js';

const OPTIONS = defineOptions({
  style: opt.choice(STYLES, 'literary'),
  count: opt.int(12, { min: 1, max: MAX_NICKS }),
});

/** 随机网名: a batch of random nicknames, tap to copy. */
export default function NickPage() {
  const m = useMessages(messages);
  const report = useUsageReport();
  const { values: o, set, number } = useToolOptions(OPTIONS);
  const [nicks, setNicks] = useState<string[]>([]);
  const generate = () => {
    setNicks(makeNicks(o.style, o.count));
    report(String(Date.now()));
  };

  return (
    <ToolBody testId="nick-tool">
      <OptionsPanel columns={2}>
        <ChoiceChips
          label={m.style}
          value={o.style}
          onChange={(style) => set({ style })}
          columns={3}
          testId="nick-style"
          choices={STYLES.map((v) => ({ value: v, label: m[v] }))}
        />
        <NumberField label={m.count} testId="nick-count" {...number('count')} />
      </OptionsPanel>
      <RandomBatch
        items={nicks}
        onGenerate={generate}
        labels={{ generate: m.generate, again: m.again, copyAll: m.copyAll, hint: m.tapToCopy }}
        testId="nick"
      />
      <Notice>{format(m.honest, { n: combinations(o.style) })}</Notice>
    </ToolBody>
  );
}
