import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CasinoOutlinedIcon from '@mui/icons-material/CasinoOutlined';
import {
  ChoiceChips,
  copyText,
  Notice,
  NumberField,
  OptionsPanel,
  SwitchField,
  ToolBody,
  useMessages,
  useToast,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { cryptoWords, draw, drawPreset, OPTIONS, type DrawError } from './random.js';
import { messages } from './messages.js';

const ERR = { range: 'errRange', count: 'errCount', tooMany: 'errTooMany' } as const;

/** 随机数生成: numbers in a range, or a lottery-style line. */
export default function RandomPage() {
  const m = useMessages(messages);
  const toast = useToast();
  const report = useUsageReport();
  const { values: o, set, number } = useToolOptions(OPTIONS);
  const [parts, setParts] = useState<number[][] | null>(null);
  const [error, setError] = useState<DrawError | null>(null);
  const labels = o.mode === 'ssq' ? [m.red, m.blue] : o.mode === 'dlt' ? [m.front, m.back] : [m.result];

  const generate = () => {
    const out = o.mode === 'range' ? draw({ ...o }, cryptoWords) : drawPreset(o.mode, cryptoWords);
    if (typeof out === 'string') return (setError(out), setParts(null));
    setError(null);
    setParts(o.mode === 'range' ? [out as number[]] : (out as number[][]));
    report(String(Date.now()));
  };
  const text = parts?.map((p) => p.join(' ')).join(' + ') ?? '';

  return (
    <ToolBody testId="random-tool">
      <OptionsPanel columns={2}>
        <ChoiceChips
          label={m.mode}
          value={o.mode}
          onChange={(mode) => (set({ mode }), setParts(null))}
          choices={(['range', 'ssq', 'dlt'] as const).map((v) => ({ value: v, label: m[v] }))}
          testId="random-mode"
        />
        {o.mode === 'range' && (
          <>
            <NumberField label={m.min} testId="random-min" {...number('min')} />
            <NumberField label={m.max} testId="random-max" {...number('max')} />
            <NumberField label={m.count} testId="random-count" {...number('count')} />
            <SwitchField
              label={m.unique}
              checked={o.unique}
              onChange={(unique) => set({ unique })}
              testId="random-unique"
            />
            <SwitchField label={m.sorted} checked={o.sorted} onChange={(sorted) => set({ sorted })} />
          </>
        )}
      </OptionsPanel>
      <Button
        variant="contained"
        size="large"
        startIcon={<CasinoOutlinedIcon />}
        onClick={generate}
        data-testid="random-generate"
        sx={{ alignSelf: 'flex-start', px: 4 }}
      >
        {parts ? m.again : m.generate}
      </Button>
      {error && (
        <Notice severity="error" testId="random-error">
          {m[ERR[error]]}
        </Notice>
      )}
      {parts && (
        <Box
          data-testid="random-result"
          sx={{
            p: { xs: 2, md: 3 },
            borderRadius: 3,
            bgcolor: 'surface.soft',
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
          }}
        >
          {parts.map((part, i) => (
            <Box key={i}>
              <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{labels[i]}</Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {part.map((n, j) => (
                  <Box
                    key={j}
                    data-testid="random-number"
                    sx={{
                      minWidth: 48,
                      height: 48,
                      px: 1.25,
                      borderRadius: 24,
                      display: 'grid',
                      placeItems: 'center',
                      fontSize: 20,
                      fontWeight: 700,
                      color: 'common.white',
                      bgcolor:
                        o.mode !== 'range' && i === 1
                          ? 'accent.blue'
                          : o.mode === 'range'
                            ? 'accent.violet'
                            : 'error.main',
                    }}
                  >
                    {n}
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
          <Button
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            onClick={async () => toast((await copyText(text)) ? m.copied : text)}
          >
            {m.copy}
          </Button>
        </Box>
      )}
      <Notice>{m.note}</Notice>
    </ToolBody>
  );
}
