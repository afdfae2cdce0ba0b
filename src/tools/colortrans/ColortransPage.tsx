import { useMemo, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  ColorField,
  Examples,
  InputError,
  Notice,
  OptionsPanel,
  Split,
  SwitchField,
  ToolBody,
  useI18n,
  useMessages,
  useSettledReport,
  useToolOptions,
  ValueList,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { describeColor, EXAMPLE_INPUTS, SCHEMA, START_COLOR, type ColorReport } from './convert.js';

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** 颜色转换: any notation in, every notation out, and the WCAG contrast against a second colour. */
export default function ColortransPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [text, setText] = useState<string>(START_COLOR);
  const outcome = useMemo((): { ok: true; report: ColorReport } | { ok: false; message: string } => {
    try {
      return { ok: true, report: describeColor(text, values, lang) };
    } catch (e) {
      if (e instanceof InputError) return { ok: false, message: e.message };
      throw e;
    }
  }, [text, values, lang]);
  const report = outcome.ok ? outcome.report : null;
  const reportNow = useSettledReport(report && text !== START_COLOR ? `${report.hex}:${values.against}` : null);
  const c = report?.contrast;

  return (
    <ToolBody testId="colortrans-tool" data-state={report ? 'ok' : 'error'}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box
          component="label"
          title={m.pick}
          sx={{
            position: 'relative',
            flexShrink: 0,
            width: 56,
            height: 56,
            borderRadius: 3,
            bgcolor: report?.hex ?? 'transparent',
            boxShadow: 'inset 0 0 0 1px rgba(0,0,0,.18)',
            cursor: 'pointer',
            overflow: 'hidden',
          }}
          data-testid="color-swatch"
        >
          <Box
            component="input"
            type="color"
            aria-label={m.pick}
            value={report ? report.hex.slice(0, 7) : START_COLOR}
            onChange={(e: ChangeEvent<HTMLInputElement>) => setText(e.target.value)}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, cursor: 'pointer' }}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <TextField
            fullWidth
            label={m.inputLabel}
            placeholder={m.placeholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={!outcome.ok}
            helperText={outcome.ok ? undefined : outcome.message}
            slotProps={{
              htmlInput: {
                'data-testid': 'color-input',
                spellCheck: false,
                autoCapitalize: 'off',
                autoComplete: 'off',
                style: { fontFamily: mono },
              },
              formHelperText: { 'data-testid': 'color-error' } as object,
            }}
          />
          <Box sx={{ mt: 1 }}>
            <Examples
              items={[
                { label: m.exampleHex, apply: () => setText(EXAMPLE_INPUTS.hex) },
                { label: m.exampleRgb, apply: () => setText(EXAMPLE_INPUTS.rgb) },
                { label: m.exampleCmyk, apply: () => setText(EXAMPLE_INPUTS.cmyk) },
                { label: m.exampleName, apply: () => setText(EXAMPLE_INPUTS.name) },
              ]}
            />
          </Box>
        </Box>
      </Box>
      <OptionsPanel onReset={reset} columns={2}>
        <SwitchField label={m.upper} checked={values.upper} onChange={(upper) => set({ upper })} testId="color-upper" />
        <ColorField
          label={m.against}
          value={values.against}
          onChange={(against) => set({ against })}
          testId="color-against"
        />
      </OptionsPanel>
      {report && c && (
        <Split>
          <Box>
            <Typography sx={{ fontSize: 14, fontWeight: 700, mb: 1 }}>{m.formats}</Typography>
            <ValueList
              monospace
              testId="color-formats"
              onCopy={reportNow}
              groups={[
                {
                  id: 'formats',
                  rows: report.formats.map((f) => ({
                    id: f.id,
                    label: m[f.id],
                    value: f.value,
                    hint: f.id === 'cmyk' ? m.cmykHint : f.id === 'name' && !report.name.exact ? m.closest : undefined,
                  })),
                },
              ]}
            />
          </Box>
          <Box>
            <Typography sx={{ fontSize: 14, fontWeight: 700, mb: 1 }}>{m.contrast}</Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: '1fr 1fr',
                borderRadius: 3,
                overflow: 'hidden',
                border: 1,
                borderColor: 'line.main',
              }}
            >
              <Box sx={{ bgcolor: c.against, color: report.hex, p: 2, fontWeight: 700, fontSize: 18 }}>{m.sample}</Box>
              <Box sx={{ bgcolor: report.hex, color: c.against, p: 2, fontWeight: 700, fontSize: 18 }}>{m.sample}</Box>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, my: 1.5 }}>
              <Typography sx={{ color: 'text.secondary' }}>{m.ratio}</Typography>
              <Typography data-testid="color-ratio" sx={{ fontSize: 28, fontWeight: 800, fontFamily: mono }}>
                {c.ratio.toFixed(2)}:1
              </Typography>
              <Button
                size="small"
                startIcon={<SwapHorizIcon />}
                sx={{ ml: 'auto' }}
                data-testid="color-swap"
                onClick={() => {
                  set({ against: report.hex.slice(0, 7) });
                  setText(c.against);
                }}
              >
                {m.swap}
              </Button>
            </Box>
            <Box sx={{ display: 'grid', gap: 0.75 }} data-testid="color-wcag">
              {(['aa', 'aaLarge', 'aaa', 'aaaLarge'] as const).map((k) => (
                <Notice key={k} severity={c[k] ? 'success' : 'warning'} testId={`color-${k}`}>
                  {m[k]}：{c[k] ? m.pass : m.fail}
                </Notice>
              ))}
            </Box>
          </Box>
        </Split>
      )}
    </ToolBody>
  );
}
