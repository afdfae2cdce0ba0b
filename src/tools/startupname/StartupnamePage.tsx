import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  ChoiceChips,
  defineOptions,
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
import { cleanKeyword, makeStartupNames, MAX_NAMES, STYLES } from './startup.js';
import { messages } from './messages.js';

const OPTIONS = defineOptions({
  style: opt.choice(STYLES, 'blend'),
  count: opt.int(12, { min: 1, max: MAX_NAMES }),
});

/** 英文创业公司/项目名生成: a batch of random English names, tap to copy. */
export default function StartupnamePage() {
  const m = useMessages(messages);
  const report = useUsageReport();
  const { values: o, set, number } = useToolOptions(OPTIONS);
  const [keyword, setKeyword] = useState('');
  const [names, setNames] = useState<string[]>([]);
  const clean = cleanKeyword(keyword);
  const generate = () => {
    setNames(makeStartupNames(o.style, o.count, clean));
    report(String(Date.now()));
  };

  return (
    <ToolBody testId="startupname-tool">
      <OptionsPanel columns={1}>
        <ChoiceChips
          label={m.style}
          value={o.style}
          onChange={(style) => set({ style })}
          columns={{ xs: 1, sm: 3 }}
          testId="startupname-style"
          choices={STYLES.map((v) => ({ value: v, label: m[v] }))}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <TextField
            label={m.keyword}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            error={keyword.trim() !== '' && !clean}
            helperText={keyword.trim() !== '' && !clean ? m.keywordBad : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'startupname-keyword', maxLength: 30, autoComplete: 'off' } }}
          />
          <NumberField label={m.count} testId="startupname-count" {...number('count')} />
        </Box>
      </OptionsPanel>
      <RandomBatch
        items={names}
        onGenerate={generate}
        labels={{ generate: m.generate, again: m.again, copyAll: m.copyAll, hint: m.tapToCopy }}
        bold
        testId="startupname"
      />
      <Notice>{m.honest}</Notice>
    </ToolBody>
  );
}
