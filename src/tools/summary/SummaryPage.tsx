import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  ChoiceChips,
  Examples,
  LoadingButton,
  Notice,
  OptionsPanel,
  Split,
  TextInput,
  TextResult,
  ToolBody,
  charCount,
  defineOptions,
  format,
  opt,
  useMessages,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { postJson } from '../../web/kit/api.js';
import { SUMMARY_MAX_CHARS, SUMMARY_PATH, type SummaryAnswer } from '../../common/summary.js';
import { messages } from './messages.js';
import { SAMPLES } from './samples.js';

const SCHEMA = defineOptions({
  n: opt.oneOf([1, 2, 3, 5, 8, 10], 3),
  k: opt.oneOf([5, 8, 12, 20], 8),
});

/** 文章摘要: keywords and an extractive summary (TextRank on the server) of a pasted or uploaded article. */
export default function SummaryPage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  const report = useUsageReport();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<SummaryAnswer | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const count = charCount(text);

  async function summarise() {
    if (text.trim() === '') return setError(m.empty);
    if (count > SUMMARY_MAX_CHARS) return setError(m.tooLong);
    setBusy(true);
    setError(null);
    try {
      const a = await postJson<SummaryAnswer>(SUMMARY_PATH, { text, sentences: values.n, keywords: values.k });
      setAnswer(a);
      report(`${text.length}:${values.n}:${values.k}`);
    } catch (e) {
      setAnswer(null);
      setError(format(m.failed, { msg: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  }

  async function readFile(file: File | undefined) {
    if (!file) return;
    try {
      setText(new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer()));
      setError(null);
    } catch {
      setError(m.badFile);
    }
  }

  const summaryText = answer ? answer.summary.map((s) => s.text).join(answer.lang === 'zh' ? '' : ' ') : '';
  return (
    <ToolBody testId="summary-tool" data-state={busy ? 'busy' : answer ? 'done' : 'idle'}>
      <Split>
        <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
          <TextInput
            label={m.text}
            value={text}
            onChange={setText}
            placeholder={m.placeholder}
            maxLength={SUMMARY_MAX_CHARS}
            rows={10}
            testId="summary-text"
            actions={
              <Button size="small" onClick={() => fileRef.current?.click()} data-testid="summary-upload">
                {m.upload}
              </Button>
            }
            examples={
              <Examples
                testId="summary-sample"
                items={[m.sample1, m.sample2].map((label, i) => ({ label, apply: () => setText(SAMPLES[i]) }))}
              />
            }
          />
          <input
            ref={fileRef}
            type="file"
            accept=".txt,text/plain"
            hidden
            data-testid="summary-file"
            onChange={(e) => {
              void readFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <LoadingButton
            variant="contained"
            size="large"
            loading={busy}
            onClick={() => void summarise()}
            data-testid="summary-run"
          >
            {m.run}
          </LoadingButton>
          {error && (
            <Notice severity="error" testId="summary-error">
              {error}
            </Notice>
          )}
        </Box>
        <OptionsPanel title={m.options} onReset={reset}>
          <ChoiceChips
            label={m.length}
            value={String(values.n)}
            onChange={(n) => set({ n: Number(n) })}
            columns={3}
            testId="summary-length"
            choices={[1, 2, 3, 5, 8, 10].map((n) => ({ value: String(n), label: format(m.sentences, { n }) }))}
          />
          <ChoiceChips
            label={m.keywordCount}
            value={String(values.k)}
            onChange={(k) => set({ k: Number(k) })}
            columns={4}
            choices={[5, 8, 12, 20].map((k) => ({ value: String(k), label: String(k) }))}
          />
        </OptionsPanel>
      </Split>
      {answer && (
        <Box sx={{ display: 'grid', gap: 2 }} data-testid="summary-result">
          <Box>
            <Typography sx={{ fontSize: 14, fontWeight: 700, mb: 1 }}>{m.keywords}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="summary-keywords">
              {answer.keywords.map((k) => (
                <Chip key={k.word} label={k.word} color="primary" variant="outlined" />
              ))}
            </Box>
          </Box>
          <TextResult
            label={m.summary}
            text={summaryText}
            filename="summary.txt"
            testId="summary-output"
            onUse={() => report(`use:${text.length}`)}
          />
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {format(m.picked, { n: answer.summary.length, total: answer.total })}
          </Typography>
        </Box>
      )}
      <Notice>{m.method}</Notice>
    </ToolBody>
  );
}
