import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import {
  ChoiceChips,
  createWorkerClient,
  DirectionChips,
  Examples,
  FileInput,
  FileResult,
  format,
  formatBytes,
  LARGE_INPUT,
  Notice,
  OptionsPanel,
  SwitchField,
  TextInput,
  TextResult,
  TextTransform,
  ToolBody,
  useFileInput,
  useI18n,
  useLiveTransform,
  useMessages,
  useSettledReport,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { decodeFile, SCHEMA, transformText, type Options } from './base64.js';
import type { Base64Job } from './base64.worker.js';

const worker = createWorkerClient<Base64Job, string>(
  () => new Worker(new URL('./base64.worker.ts', import.meta.url), { type: 'module' }),
);
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PREVIEW = 3000;

/** base64编码: text (live, big texts in a Worker) and files both ways. */
export default function Base64Page() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [text, setText] = useState('');
  const encode = values.direction === 'encode';

  const panel = (
    <OptionsPanel onReset={reset} columns={2}>
      <ChoiceChips
        label={m.source}
        value={values.source}
        onChange={(source) => set({ source })}
        columns={2}
        testId="b64-source"
        choices={[
          { value: 'text', label: m.sourceText },
          { value: 'file', label: m.sourceFile },
        ]}
      />
      <DirectionChips
        value={values.direction}
        onChange={(direction) => set({ direction })}
        labels={m}
        testId="b64-direction"
      />
      {encode && values.source === 'file' && (
        <SwitchField
          label={m.dataUrl}
          checked={values.dataUrl}
          onChange={(dataUrl) => set({ dataUrl })}
          testId="b64-dataurl"
        />
      )}
      {encode && (values.source === 'text' || !values.dataUrl) && (
        <>
          <SwitchField
            label={m.urlSafe}
            checked={values.urlSafe}
            onChange={(urlSafe) => set({ urlSafe })}
            testId="b64-urlsafe"
          />
          <SwitchField label={m.wrap} checked={values.wrap} onChange={(wrap) => set({ wrap })} testId="b64-wrap" />
        </>
      )}
    </OptionsPanel>
  );

  if (values.source === 'file')
    return (
      <ToolBody testId="base64-tool">
        {panel}
        {encode ? <EncodeFile options={values} /> : <DecodeFile text={text} setText={setText} />}
      </ToolBody>
    );
  return (
    <TextTransform<string>
      testId="base64-tool"
      text={text}
      onText={setText}
      transform={(t, signal) =>
        t.length > LARGE_INPUT
          ? worker.call({ kind: 'text', text: t, options: values, lang }, { signal })
          : transformText(t, values, lang)
      }
      deps={[values, lang]}
      monospace={!encode}
      inputLabel={encode ? m.textInput : m.base64Input}
      outputLabel={m.output}
      placeholder={encode ? m.textPlaceholder : m.base64Placeholder}
      filename={encode ? 'base64.txt' : 'decoded.txt'}
      options={panel}
      examples={[
        {
          label: m.exampleText,
          input: '你好，世界 👋 Hello',
          apply: () => set({ direction: 'encode', urlSafe: false }),
        },
        { label: m.exampleUrl, input: '5L2g5aW9P-acieWlveWQlz8', apply: () => set({ direction: 'decode' }) },
        {
          label: m.exampleJwt,
          input: 'eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IuWwj-aYjiIsImlhdCI6MTUxNjIzOTAyMn0',
          apply: () => set({ direction: 'decode' }),
        },
      ]}
    />
  );
}

/** A Base64 text (or data URL) decoded to a file, its type sniffed, shown and saved. */
function DecodeFile({ text, setText }: { text: string; setText: (t: string) => void }) {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const live = useLiveTransform(text, {
    size: text.length,
    isEmpty: (t) => t.trim() === '',
    transform: (t) => decodeFile(t, lang),
    deps: lang,
  });
  const decoded = live.outcome?.ok ? live.outcome.value : null;
  const reportNow = useSettledReport(decoded ? `${decoded.bytes.length}:${text.slice(0, 64)}` : null);
  const blob = useMemo(
    () => (decoded ? new Blob([decoded.bytes as Uint8Array<ArrayBuffer>], { type: decoded.type.mime }) : null),
    [decoded],
  );
  const preview = useMemo(
    () => (blob && decoded?.type.mime.startsWith('image/') ? URL.createObjectURL(blob) : null),
    [blob, decoded],
  );
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <>
      <TextInput
        value={text}
        onChange={setText}
        label={m.base64Input}
        placeholder={m.filePlaceholder}
        monospace
        rows={8}
        testId="b64-file-input"
        examples={<Examples items={[{ label: m.exampleImage, apply: () => setText(PNG_1PX) }]} />}
      />
      {live.outcome && !live.outcome.ok && (
        <Notice severity="error" testId="b64-file-error">
          {live.outcome.message}
        </Notice>
      )}
      {decoded && blob && (
        <FileResult
          file={{ blob, name: `decoded.${decoded.type.ext}` }}
          previewUrl={preview}
          detail={decoded.type.label}
          saveLabel={m.saveFile}
          onSave={reportNow}
          testId="b64-decoded"
        />
      )}
    </>
  );
}

function EncodeFile({ options }: { options: Options }) {
  const m = useMessages(messages);
  const report = useUsageReport();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<{ text: string } | { failed: true } | null>(null);
  const input = useFileInput({ accept: '*/*', maxSizeMb: 50, onFiles: (f) => setFile(f[0] ?? null) });
  const preview = useMemo(() => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    setResult(null);
    worker
      .call({ kind: 'file', file, options }, { signal: controller.signal })
      .then((out) => setResult({ text: out }))
      .catch(() => !controller.signal.aborted && setResult({ failed: true }));
    return () => controller.abort();
  }, [file, options]);
  const done = result && 'text' in result ? result.text : null;
  return (
    <>
      <FileInput input={input} collapsed={file !== null} buttonText={m.upload} tip={m.uploadTip} />
      {file && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          {preview && (
            <Box
              component="img"
              src={preview}
              alt=""
              sx={{ width: 56, height: 56, objectFit: 'contain', borderRadius: 2, bgcolor: 'surface.soft' }}
            />
          )}
          <Box sx={{ flex: 1, minWidth: 200, fontWeight: 600 }} data-testid="b64-file-summary">
            {format(m.fileSummary, {
              name: file.name,
              size: formatBytes(file.size),
              chars: done ? done.length.toLocaleString('en-US') : '…',
            })}
          </Box>
          <Button onClick={() => input.open()}>{m.change}</Button>
        </Box>
      )}
      {file && !result && <LinearProgress aria-label={m.encoding} />}
      {result && 'failed' in result && <Notice severity="error">{m.readFailed}</Notice>}
      {done !== null && (
        <TextResult
          text={done}
          filename={`${file?.name ?? 'file'}.base64.txt`}
          monospace
          minRows={6}
          onUse={() => report(`${file?.name}:${file?.size}`)}
          testId="b64-file-result"
        >
          {done.length > PREVIEW ? `${done.slice(0, PREVIEW)}…\n\n${format(m.preview, { n: PREVIEW })}` : done}
        </TextResult>
      )}
    </>
  );
}
