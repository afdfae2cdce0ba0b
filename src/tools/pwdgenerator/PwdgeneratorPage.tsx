import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Examples,
  format,
  Notice,
  NumberField,
  OptionsPanel,
  SliderField,
  SwitchField,
  TextResult,
  ToolBody,
  useI18n,
  useMessages,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { chosenSets, crackTime, entropyBits, generatePasswords, SCHEMA, strength } from './password.js';

const LEVEL_COLOR = { weak: 'error', fair: 'warning', strong: 'success', veryStrong: 'success' } as const;

/** 随机密码生成: crypto-strong passwords, every chosen kind present, with their strength. */
export default function PwdgeneratorPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const report = useUsageReport();
  const { values, set, reset, ready, number } = useToolOptions(SCHEMA);
  const [passwords, setPasswords] = useState<string[]>([]);
  const generate = useCallback(() => setPasswords(generatePasswords(values)), [values]);
  useEffect(() => {
    if (ready) generate();
  }, [ready, generate]);
  const none = chosenSets(values).length === 0;
  const bits = entropyBits(values);
  const level = strength(bits);

  return (
    <ToolBody testId="pwdgenerator-tool" data-level={level}>
      <OptionsPanel onReset={reset} columns={2}>
        <SliderField
          label={m.length}
          value={values.length}
          min={4}
          max={128}
          onChange={(length) => set({ length })}
          testId="pwd-length"
        />
        <NumberField label={m.count} testId="pwd-count" {...number('count')} />
        <SwitchField label={m.upper} checked={values.upper} onChange={(upper) => set({ upper })} testId="pwd-upper" />
        <SwitchField label={m.lower} checked={values.lower} onChange={(lower) => set({ lower })} testId="pwd-lower" />
        <SwitchField
          label={m.digits}
          checked={values.digits}
          onChange={(digits) => set({ digits })}
          testId="pwd-digits"
        />
        <SwitchField
          label={m.symbols}
          checked={values.symbols}
          onChange={(symbols) => set({ symbols })}
          testId="pwd-symbols"
        />
        <SwitchField
          label={m.excludeSimilar}
          checked={values.excludeSimilar}
          onChange={(excludeSimilar) => set({ excludeSimilar })}
          testId="pwd-similar"
        />
      </OptionsPanel>
      <Examples
        items={[
          {
            label: m.exampleStrong,
            apply: () =>
              set({
                length: 20,
                count: 5,
                upper: true,
                lower: true,
                digits: true,
                symbols: true,
                excludeSimilar: false,
              }),
          },
          {
            label: m.examplePin,
            apply: () => set({ length: 6, count: 5, upper: false, lower: false, digits: true, symbols: false }),
          },
          {
            label: m.exampleReadable,
            apply: () =>
              set({
                length: 12,
                count: 10,
                upper: true,
                lower: true,
                digits: true,
                symbols: false,
                excludeSimilar: true,
              }),
          },
        ]}
      />
      {none ? (
        <Notice severity="warning" testId="pwd-none">
          {m.noSets}
        </Notice>
      ) : (
        <Box data-testid="pwd-strength" sx={{ p: 2, borderRadius: 3, bgcolor: 'surface.soft' }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1, flexWrap: 'wrap' }}>
            <Box sx={{ fontWeight: 700 }}>{m.strength}</Box>
            <Box sx={{ fontWeight: 700, color: `${LEVEL_COLOR[level]}.main` }} data-testid="pwd-level">
              {m[level]}
            </Box>
            <Box sx={{ color: 'text.secondary', fontSize: 13.5 }}>{format(m.bits, { bits: Math.round(bits) })}</Box>
          </Box>
          <LinearProgress
            variant="determinate"
            color={LEVEL_COLOR[level]}
            value={Math.min(100, (bits / 128) * 100)}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Box sx={{ color: 'text.secondary', fontSize: 13, mt: 1 }}>
            {format(m.crack, { time: crackTime(bits, lang) })}
          </Box>
        </Box>
      )}
      <TextResult
        label={m.result}
        text={none ? '' : passwords.join('\n')}
        monospace
        filename="passwords.txt"
        minRows={5}
        onUse={() => report(`${values.length}:${values.count}`)}
        actions={
          <Button
            size="small"
            startIcon={<RefreshIcon />}
            onClick={generate}
            disabled={none}
            data-testid="pwd-regenerate"
          >
            {m.regenerate}
          </Button>
        }
      />
    </ToolBody>
  );
}
