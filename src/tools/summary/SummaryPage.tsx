import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
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
import {
  SUMMARY_EXTRACT_PATH,
  SUMMARY_FILE_MAX_BYTES,
  SUMMARY_MAX_CHARS,
  SUMMARY_PATH,
  type SummaryAnswer,
} from '../../common/summary.js';
import { messages } from './messages.js';
import { SAMPLES } from './samples.js';

const SCHEMA = defineOptions({
  n: opt.oneOf([1, 2, 3, 5, 8, 10], 3),
  k: opt.oneOf([5, 8, 12, 20], 8),
});

/** The file's bytes as base64 (what the extract route takes). */
function base64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** 文章摘要: keywords and an extractive summary (TextRank on the server) of a pasted or uploaded article. */
export default function SummaryPage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  const report = useUsageReport();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [reading, setReading] = useState(false);
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

  /** A .txt is read here; a .docx or .pdf goes to the server, which answers its text. */
  async function readFile(file: File | undefined) {
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!/\.(docx|pdf)$/i.test(file.name)) {
      try {
        setText(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
        setError(null);
      } catch {
        setError(m.badFile);
      }
      return;
    }
    if (bytes.length > SUMMARY_FILE_MAX_BYTES) return setError(m.fileTooBig);
    setReading(true);
    try {
      const { text: read } = await postJson<{ text: string }>(SUMMARY_EXTRACT_PATH, {
        name: file.name,
        file: await base64(file),
      });
      setText(read);
      setAnswer(null);
      setError(null);
    } catch (e) {
      setError(format(m.readFailed, { msg: e instanceof Error ? e.message : String(e) }));
    } finally {
      setReading(false);
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
              <LoadingButton
                size="small"
                loading={reading}
                onClick={() => fileRef.current?.click()}
                data-testid="summary-upload"
              >
                {m.upload}
              </LoadingButton>
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
            accept=".txt,.docx,.pdf,text/plain,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
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
