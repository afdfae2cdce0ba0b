import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import {
  ChoiceChips,
  copyText,
  createWorkerClient,
  Examples,
  FileInput,
  format,
  formatBytes,
  Notice,
  OptionsPanel,
  SwitchField,
  TextInput,
  TextResult,
  ToolBody,
  useFileInput,
  useLiveTransform,
  useMessages,
  useSettledReport,
  useToast,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { digestRows, matchChecksum, rowsText, SCHEMA, type Digest } from './hashing.js';
import type { HashJob } from './hash.worker.js';

const makeWorker = () => new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' });
const textWorker = createWorkerClient<HashJob, Digest[], number>(makeWorker);
const fileWorker = createWorkerClient<HashJob, Digest[], number>(makeWorker);
const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** md5加密: every digest of a text (live) or a file of any size (streamed in a Worker). */
export default function Md5Page() {
  const m = useMessages(messages);
  const toast = useToast();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [text, setText] = useState('');
  const [key, setKey] = useState('');
  const [expected, setExpected] = useState('');
  const hmacKey = values.hmac ? key : null;

  const live = useLiveTransform(text, {
    size: text.length,
    isEmpty: (t) => t === '' || values.source !== 'text',
    transform: (t, signal) => textWorker.call({ kind: 'text', text: t, hmacKey }, { signal }),
    deps: [hmacKey, values.source],
  });
  const file = useFileHash(hmacKey);
  const digests = values.source === 'text' ? (live.outcome?.ok ? live.outcome.value : null) : file.digests;
  const rows = useMemo(
    () => (digests ? digestRows(digests, values.upper, m.md5short) : []),
    [digests, values.upper, m],
  );
  const match = expected.trim() ? matchChecksum(rows, expected) : null;
  const reportText = useSettledReport(
    values.source === 'text' && digests ? `${text.length}:${text.slice(0, 32)}` : null,
  );
  const onUse = values.source === 'text' ? reportText : file.report;

  return (
    <ToolBody testId="md5-tool" data-state={rows.length ? 'ok' : 'empty'}>
      <OptionsPanel onReset={reset} columns={3}>
        <ChoiceChips
          label={m.source}
          value={values.source}
          onChange={(source) => set({ source })}
          columns={2}
          testId="md5-source"
          choices={[
            { value: 'text', label: m.sourceText },
            { value: 'file', label: m.sourceFile },
          ]}
        />
        <SwitchField label={m.upper} checked={values.upper} onChange={(upper) => set({ upper })} testId="md5-upper" />
        <Box>
          <SwitchField label={m.hmac} checked={values.hmac} onChange={(hmac) => set({ hmac })} testId="md5-hmac" />
          {values.hmac && (
            <TextField
              size="small"
              fullWidth
              label={m.hmacKey}
              helperText={m.hmacKeyHint}
              value={key}
              onChange={(e) => setKey(e.target.value)}
              sx={{ mt: 1 }}
              slotProps={{ htmlInput: { 'data-testid': 'md5-key', autoComplete: 'off' } }}
            />
          )}
        </Box>
      </OptionsPanel>
      {values.source === 'text' ? (
        <TextInput
          value={text}
          onChange={setText}
          label={m.inputLabel}
          placeholder={m.placeholder}
          rows={6}
          testId="md5-input"
          examples={
            <Examples
              items={[
                { label: m.example123, apply: () => (set({ hmac: false }), setText('123456')) },
                { label: m.exampleChinese, apply: () => (set({ hmac: false }), setText('你好，世界 👋')) },
                {
                  label: m.exampleHmac,
                  apply: () => (set({ hmac: true }), setKey('Jefe'), setText('what do ya want for nothing?')),
                },
              ]}
            />
          }
        />
      ) : (
        file.view
      )}
      <TextField
        size="small"
        fullWidth
        label={m.expected}
        placeholder={m.expectedPlaceholder}
        value={expected}
        onChange={(e) => setExpected(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'md5-expected', spellCheck: false } }}
      />
      {expected.trim() && rows.length > 0 && (
        <Notice severity={match ? 'success' : 'warning'} testId="md5-match">
          {match ? format(m.matches, { algo: match }) : m.noMatch}
        </Notice>
      )}
      <TextResult
        label={m.results}
        text={rows.length ? rowsText(rows) : ''}
        filename="hashes.txt"
        onUse={onUse}
        minRows={4}
        bare
        testId="md5-result"
      >
        {rows.length > 0 && (
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
            <tbody>
              {rows.map((r) => (
                <Box
                  component="tr"
                  key={r.label}
                  data-testid={`md5-row-${r.label}`}
                  sx={{
                    bgcolor: match === r.label ? 'surface.selected' : undefined,
                    '&:not(:last-of-type) td': { borderBottom: 1, borderColor: 'line.light' },
                  }}
                >
                  <Box
                    component="td"
                    sx={{ px: 2, py: 1, fontWeight: 700, whiteSpace: 'nowrap', verticalAlign: 'top', width: 110 }}
                  >
                    {r.label}
                  </Box>
                  <Box
                    component="td"
                    data-testid="md5-value"
                    sx={{ py: 1, fontFamily: mono, fontSize: 13.5, wordBreak: 'break-all' }}
                  >
                    {r.value}
                  </Box>
                  <Box component="td" sx={{ width: 44, verticalAlign: 'top' }}>
                    <IconButton
                      size="small"
                      aria-label={`${m.copy} ${r.label}`}
                      onClick={() =>
                        void copyText(r.value).then((ok) => ok && (toast(format(m.copied, { algo: r.label })), onUse()))
                      }
                    >
                      <ContentCopyRounded fontSize="small" />
                    </IconButton>
                  </Box>
                </Box>
              ))}
            </tbody>
          </Box>
        )}
      </TextResult>
    </ToolBody>
  );
}

/** A picked file hashed in the Worker, with progress; a new file or key starts over. */
function useFileHash(hmacKey: string | null) {
  const m = useMessages(messages);
  const reportUse = useUsageReport();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<{ done: number; digests: Digest[] | null; failed: boolean; ms: number }>({
    done: 0,
    digests: null,
    failed: false,
    ms: 0,
  });
  const input = useFileInput({ accept: '*/*', maxSizeMb: 100_000, onFiles: (f) => setFile(f[0] ?? null) });
  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    const started = performance.now();
    setState({ done: 0, digests: null, failed: false, ms: 0 });
    fileWorker
      .call(
        { kind: 'file', file, hmacKey },
        { signal: controller.signal, onProgress: (done) => setState((s) => ({ ...s, done })) },
      )
      .then((digests) => setState({ done: file.size, digests, failed: false, ms: performance.now() - started }))
      .catch(() => !controller.signal.aborted && setState((s) => ({ ...s, failed: true })));
    return () => controller.abort();
  }, [file, hmacKey]);
  const pct = file && file.size ? Math.floor((state.done / file.size) * 100) : 0;
  const view = (
    <>
      <FileInput input={input} collapsed={file !== null} buttonText={m.upload} tip={m.uploadTip} />
      {file && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 200, fontWeight: 600, wordBreak: 'break-all' }} data-testid="md5-file-info">
            {state.digests
              ? format(m.fileInfo, {
                  name: file.name,
                  size: formatBytes(file.size),
                  seconds: (state.ms / 1000).toFixed(2),
                })
              : format(m.hashing, { pct, done: formatBytes(state.done), total: formatBytes(file.size) })}
          </Box>
          <Button onClick={() => input.open()}>{m.change}</Button>
        </Box>
      )}
      {file && !state.digests && !state.failed && <LinearProgress variant="determinate" value={pct} />}
      {state.failed && <Notice severity="error">{m.failed}</Notice>}
    </>
  );
  return { view, digests: state.digests, report: () => file && reportUse(`${file.name}:${file.size}`) };
}
