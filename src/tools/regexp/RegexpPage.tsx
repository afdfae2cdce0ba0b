import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { alpha } from '@mui/material/styles';
import {
  ChoiceChips,
  createWorkerClient,
  Examples,
  FieldLabel,
  format,
  InputError,
  inputKey,
  OptionsPanel,
  Split,
  TextInput,
  TextResult,
  ToolBody,
  useI18n,
  useLiveTransform,
  useMessages,
  useSettledReport,
  useToolOptions,
  ValueList,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { FLAGS, pieces, PRESETS, resultText, SCHEMA, TIME_LIMIT_MS, type Options, type RegexResult } from './regex.js';

type Job = { text: string; options: Options; lang: 'zh' | 'en' };
const worker = createWorkerClient<Job, RegexResult>(
  () => new Worker(new URL('./regex.worker.ts', import.meta.url), { type: 'module' }),
);
const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
/** Matches shown with their groups below the result (all are in the copy/download). */
const SHOWN = 100;

/** Every run goes to the Worker; past the time limit the Worker is stopped (terminated) and replaced. */
async function runLimited(job: Job, signal: AbortSignal, timeoutMessage: string): Promise<RegexResult> {
  const stop = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stop.abort();
  }, TIME_LIMIT_MS);
  const onAbort = () => stop.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await worker.call(job, { signal: stop.signal });
  } catch (error) {
    if (timedOut) throw new InputError(timeoutMessage);
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

const EXAMPLES = {
  contacts: '客服：13812345678（工作日），投诉 021-12345678，备用 15900001111；编号 1234567890123 不是手机号。',
  dates: '发布 2024-03-08，更新 2024-12-31，截止 2025-01-15。',
  backtrack: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!',
};

/** 正则校验: live matches and groups highlighted, replace, common patterns; runs in a Worker with a time limit. */
export default function RegexpPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [text, setText] = useState('');
  const timeout = format(m.timeout, { seconds: TIME_LIMIT_MS / 1000 });
  const live = useLiveTransform(text, {
    size: text.length,
    isEmpty: (t) => t === '' || values.pattern === '',
    transform: (t, signal) => runLimited({ text: t, options: values, lang }, signal, timeout),
    deps: [values, lang],
  });
  const result = live.outcome?.ok ? live.outcome.value : null;
  const reportNow = useSettledReport(result ? inputKey(live.source, values) : null);
  const toggle = (f: string) =>
    set({ flags: values.flags.includes(f) ? values.flags.replace(f, '') : values.flags + f });

  return (
    <ToolBody testId="regexp-tool" data-state={live.busy ? 'busy' : result ? 'ok' : live.outcome ? 'error' : 'empty'}>
      <OptionsPanel onReset={reset}>
        <TextField
          fullWidth
          label={m.pattern}
          placeholder={m.patternPlaceholder}
          value={values.pattern}
          onChange={(e) => set({ pattern: e.target.value })}
          slotProps={{
            input: {
              startAdornment: <Box sx={{ color: 'text.secondary', fontFamily: mono, mr: 0.5 }}>/</Box>,
              endAdornment: <Box sx={{ color: 'text.secondary', fontFamily: mono, ml: 0.5 }}>/{values.flags}</Box>,
            },
            htmlInput: {
              'data-testid': 'regexp-pattern',
              spellCheck: false,
              autoCapitalize: 'off',
              autoComplete: 'off',
              style: { fontFamily: mono },
            },
          }}
        />
        <Box>
          <FieldLabel>{m.flags}</FieldLabel>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {FLAGS.map((f) => (
              <Chip
                key={f}
                label={m[`flag_${f}`]}
                clickable
                color={values.flags.includes(f) ? 'primary' : 'default'}
                variant={values.flags.includes(f) ? 'filled' : 'outlined'}
                onClick={() => toggle(f)}
                data-testid={`regexp-flag-${f}`}
                aria-pressed={values.flags.includes(f)}
              />
            ))}
          </Box>
        </Box>
        <Box>
          <FieldLabel>{m.presets}</FieldLabel>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {PRESETS.map((p) => (
              <Chip
                key={p.id}
                label={m[p.id]}
                size="small"
                variant="outlined"
                clickable
                data-testid={`regexp-preset-${p.id}`}
                onClick={() => set({ pattern: p.pattern, flags: p.flags })}
              />
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
          <ChoiceChips
            label={m.mode}
            value={values.mode}
            onChange={(mode) => set({ mode })}
            columns={2}
            testId="regexp-mode"
            choices={[
              { value: 'match', label: m.match },
              { value: 'replace', label: m.replace },
            ]}
          />
          {values.mode === 'replace' && (
            <TextField
              label={m.replacement}
              helperText={m.replacementHint}
              value={values.replacement}
              onChange={(e) => set({ replacement: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'regexp-replacement', style: { fontFamily: mono } } }}
            />
          )}
        </Box>
      </OptionsPanel>
      <Split>
        <TextInput
          value={text}
          onChange={setText}
          label={m.inputLabel}
          placeholder={m.placeholder}
          monospace
          examples={
            <Examples
              items={[
                {
                  label: m.exampleContacts,
                  apply: () => {
                    set({ pattern: PRESETS[0].pattern, flags: 'g', mode: 'match' });
                    setText(EXAMPLES.contacts);
                  },
                },
                {
                  label: m.exampleDates,
                  apply: () => {
                    set({
                      pattern: '(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})',
                      flags: 'g',
                      mode: 'replace',
                      replacement: '$<year>年$<month>月$<day>日',
                    });
                    setText(EXAMPLES.dates);
                  },
                },
                {
                  label: m.exampleBacktrack,
                  apply: () => {
                    set({ pattern: '^(a+)+$', flags: 'g', mode: 'match' });
                    setText(EXAMPLES.backtrack);
                  },
                },
              ]}
            />
          }
        />
        <Box sx={{ minWidth: 0, position: 'relative' }}>
          {live.busy && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />}
          <TextResult
            label={m.output}
            text={result ? resultText(result) : ''}
            error={live.outcome && !live.outcome.ok ? live.outcome.message : undefined}
            filename={values.mode === 'replace' ? 'replaced.txt' : 'matches.txt'}
            monospace
            onUse={reportNow}
          >
            {result && result.replaced === null ? (
              <Box
                data-testid="regexp-highlight"
                sx={{
                  fontFamily: mono,
                  fontSize: 14,
                  lineHeight: 1.75,
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                }}
              >
                {pieces(live.source, result.matches).map((p, i) =>
                  p.match === undefined ? (
                    <span key={i}>{p.text}</span>
                  ) : (
                    <Box
                      component="mark"
                      key={i}
                      data-match={p.match}
                      sx={{
                        bgcolor: (t) => alpha(p.match! % 2 ? t.palette.success.main : t.palette.primary.main, 0.18),
                        color: 'inherit',
                        borderRadius: 0.5,
                        boxShadow: (t) => `inset 0 -2px 0 ${alpha(t.palette.primary.main, 0.5)}`,
                      }}
                    >
                      {p.text}
                    </Box>
                  ),
                )}
              </Box>
            ) : undefined}
          </TextResult>
          {result && (
            <Box
              sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }}
              data-testid="regexp-count"
              data-count={result.count}
            >
              {result.count === 0
                ? m.noMatch
                : format(m.count, { count: result.count }) +
                  (result.count > result.matches.length ? format(m.listed, { listed: result.matches.length }) : '')}
              {!values.flags.includes('g') && ` · ${m.firstOnly}`}
            </Box>
          )}
        </Box>
      </Split>
      {result && result.matches.length > 0 && (
        <ValueList
          monospace
          testId="regexp-matches"
          onCopy={reportNow}
          groups={result.matches.slice(0, SHOWN).map((match, i) => ({
            id: String(i),
            title: `${format(m.matchN, { n: i + 1 })} · ${format(m.at, { index: match.index })}`,
            rows: [
              { id: `${i}-0`, label: '$&', value: match.value },
              ...match.groups.map((g) => ({
                id: `${i}-${g.name}`,
                label: /^\d+$/.test(g.name) ? `$${g.name}` : `$<${g.name}>`,
                value: g.value ?? '',
                hint: g.value === undefined ? m.notTaking : undefined,
              })),
            ],
          }))}
        />
      )}
    </ToolBody>
  );
}
