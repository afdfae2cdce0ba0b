import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  ChoiceChips,
  FileInput,
  LoadingButton,
  Notice,
  OptionsPanel,
  Split,
  SwitchField,
  TextResult,
  ToolBody,
  defineOptions,
  format,
  formatBytes,
  opt,
  replaceExtension,
  useApi,
  useFileInput,
  useMessages,
  useSaver,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { getJson } from '../../web/kit/api.js';
import { TaskFailure, useOnline, useTaskClient } from '../../web/kit/tasks.js';
import {
  ASR_LANGUAGES_PATH,
  ASR_TOOL,
  REC_RESULT_PATH,
  REC_TASK_PATH,
  type AsrLang,
  type AsrLanguagesAnswer,
  type RecResult,
} from '../../common/asr.js';
import { ERROR_CATALOGUE, ErrorCodes, isKnownErrorCode } from '../../common/errors.js';
import { clockTime, toSrt, toTxt, type Transcript } from '../../common/transcript.js';
import { AUDIO_ACCEPT, AUDIO_MAX_MB, followResult, lengthProblem } from './audio.js';
import { useRecorder } from './use-recorder.js';
import { messages } from './messages.js';

const SCHEMA = defineOptions({
  lang: opt.choice(['en', 'zh'], 'en'),
  stamps: opt.bool(true),
});

interface Picked {
  file: File;
  url: string;
  /** Seconds, once the browser has read it (null: unknown). */
  seconds: number | null;
}

type Stage = { phase: 'uploading' | 'queued' | 'running'; percent: number; position?: number };

/** 音频转文字: upload or record → queued recognition on the server (rec_task, rec_result) → timed transcript. */
export default function Audio2TextPage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  const languages = useApi<AsrLanguagesAnswer>(ASR_LANGUAGES_PATH, {});
  const client = useTaskClient();
  const online = useOnline();
  const saver = useSaver();
  const report = useUsageReport();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [stage, setStage] = useState<Stage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ transcript: Transcript; name: string } | null>(null);
  const abort = useRef<AbortController | null>(null);

  const choose = (file: File) => {
    abort.current?.abort();
    setPicked((before) => {
      if (before) URL.revokeObjectURL(before.url);
      return { file, url: URL.createObjectURL(file), seconds: null };
    });
    setResult(null);
    setError(null);
  };
  const input = useFileInput({
    accept: AUDIO_ACCEPT,
    maxSizeMb: AUDIO_MAX_MB,
    onFiles: (files) => files[0] && choose(files[0]),
  });
  const recorder = useRecorder(choose);
  useEffect(() => () => abort.current?.abort(), []);

  const available = languages.status === 'done' ? languages.data.languages : [];
  const has = (lang: AsrLang) => available.some((l) => l.lang === lang);
  // A stored choice this server cannot recognise falls back to one it can.
  const lang: AsrLang = has(values.lang as AsrLang) ? (values.lang as AsrLang) : (available[0]?.lang ?? 'en');
  const tooLong = picked !== null && lengthProblem(picked.seconds) !== null;

  const failure = (e: unknown) => {
    if (e instanceof TaskFailure) return format(m.failed, { msg: e.message });
    return format(m.failed, { msg: e instanceof Error ? e.message : String(e) });
  };

  async function transcribe() {
    if (!picked) return setError(m.noFile);
    if (tooLong) return setError(m.tooLong);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setResult(null);
    setStage({ phase: 'uploading', percent: 0 });
    let taskId: string | null = null;
    try {
      taskId = await client.createAt(
        REC_TASK_PATH,
        ASR_TOOL,
        picked.file,
        { lang },
        { signal: controller.signal, onProgress: (p) => setStage({ phase: 'uploading', percent: p.percent }) },
      );
      const id = taskId;
      const final = await followResult((signal) => getJson<RecResult>(REC_RESULT_PATH, { taskId: id }, signal), {
        signal: controller.signal,
        onResult: (r) =>
          setStage(
            r.state === 'queued'
              ? { phase: 'queued', percent: 20, position: r.position }
              : { phase: 'running', percent: 20 + Math.round(r.progress * 0.8) },
          ),
      });
      if (final.state !== 'done' || !final.transcript) {
        const code = final.errorCode ?? ErrorCodes.server;
        throw new TaskFailure(code, isKnownErrorCode(code) ? ERROR_CATALOGUE[code] : ERROR_CATALOGUE[1000]);
      }
      setResult({ transcript: final.transcript, name: picked.file.name });
      report(`${picked.file.name}:${picked.file.size}:${lang}`);
    } catch (e) {
      if (controller.signal.aborted) {
        if (taskId) void client.cancel(taskId).catch(() => undefined);
      } else setError(failure(e));
    } finally {
      if (abort.current === controller) setStage(null);
    }
  }

  const busy = stage !== null;
  const segments = result?.transcript.segments ?? [];
  const text = toTxt(segments, values.stamps);
  const langNames: Record<AsrLang, string> = { en: m.en, zh: m.zh };
  return (
    <ToolBody testId="audio2text-tool" data-state={busy ? 'busy' : result ? 'done' : 'idle'}>
      <Split>
        <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
          <FileInput input={input} buttonText={m.upload} tip={m.tip} collapsed={picked !== null} />
          {picked && (
            <Box
              data-testid="audio2text-picked"
              sx={{ display: 'grid', gap: 1, p: 1.5, borderRadius: 2, bgcolor: 'background.paper' }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, fontSize: 14, wordBreak: 'break-all' }}>
                  {picked.file.name}
                </Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                  {formatBytes(picked.file.size)}
                  {picked.seconds !== null && Number.isFinite(picked.seconds)
                    ? ` · ${format(m.duration, { time: clockTime(picked.seconds) })}`
                    : ''}
                </Typography>
              </Box>
              <audio
                controls
                preload="metadata"
                src={picked.url}
                style={{ width: '100%' }}
                onLoadedMetadata={(e) => {
                  const seconds = e.currentTarget.duration;
                  setPicked((p) => (p && p.url === picked.url ? { ...p, seconds } : p));
                }}
              />
              <Box>
                <Button size="small" onClick={() => input.open()} disabled={busy} data-testid="audio2text-change">
                  {m.change}
                </Button>
              </Box>
            </Box>
          )}
          {recorder.state !== 'unsupported' && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {recorder.state === 'recording' ? (
                <Button variant="outlined" color="error" onClick={recorder.stop} data-testid="audio2text-stop">
                  {m.stop}
                </Button>
              ) : (
                <LoadingButton
                  variant="outlined"
                  loading={recorder.state === 'starting'}
                  disabled={busy}
                  onClick={() => void recorder.start()}
                  data-testid="audio2text-record"
                >
                  {m.record}
                </LoadingButton>
              )}
              {recorder.state === 'recording' && (
                <Typography sx={{ fontSize: 14, color: 'error.main' }} role="status">
                  {format(m.recording, { time: clockTime(recorder.seconds) })}
                </Typography>
              )}
            </Box>
          )}
          {recorder.state === 'denied' && <Notice severity="warning">{m.micDenied}</Notice>}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <LoadingButton
              variant="contained"
              size="large"
              loading={busy}
              disabled={!online || !picked || tooLong || available.length === 0 || recorder.state === 'recording'}
              onClick={() => void transcribe()}
              data-testid="audio2text-run"
              sx={{ flex: 1 }}
            >
              {m.run}
            </LoadingButton>
            {busy && (
              <Button size="large" onClick={() => abort.current?.abort()} data-testid="audio2text-cancel">
                {m.cancel}
              </Button>
            )}
          </Box>
          {stage && (
            <Box data-testid="audio2text-progress" data-phase={stage.phase}>
              <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 0.5 }}>
                {stage.phase === 'uploading'
                  ? format(m.uploading, { percent: Math.round((stage.percent / 20) * 100) })
                  : stage.phase === 'queued' && stage.position && stage.position > 1
                    ? format(m.queued, { n: stage.position - 1 })
                    : format(m.recognising, { percent: Math.max(0, Math.round(((stage.percent - 20) / 80) * 100)) })}
              </Typography>
              <LinearProgress variant="determinate" value={stage.percent} />
            </Box>
          )}
          {!online && <Notice severity="warning">{m.offline}</Notice>}
          {tooLong && <Notice severity="error">{m.tooLong}</Notice>}
          {error && (
            <Notice severity="error" testId="audio2text-error">
              {error}
            </Notice>
          )}
        </Box>
        <OptionsPanel title={m.language} onReset={reset}>
          <ChoiceChips
            value={lang}
            onChange={(l) => set({ lang: l })}
            columns={2}
            testId="audio2text-lang"
            choices={(['en', 'zh'] as const).map((l) => ({
              value: l,
              label: langNames[l],
              disabled: languages.status === 'done' && !has(l),
              hint: languages.status === 'done' && !has(l) ? m.zhMissing : undefined,
            }))}
          />
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }} data-testid="audio2text-languages">
            {languages.status === 'loading' && m.languagesLoading}
            {languages.status === 'error' && format(m.languagesFailed, { msg: languages.message })}
            {languages.status === 'done' &&
              format(m.languages, {
                list: available
                  .map((l) => format(m.languageList, { lang: langNames[l.lang], engine: l.engine }))
                  .join('、'),
              })}
            {languages.status === 'done' && !has('zh') && ` ${m.languagesZhMissing}`}
          </Typography>
          <SwitchField
            label={m.stamps}
            checked={values.stamps}
            onChange={(stamps) => set({ stamps })}
            testId="audio2text-stamps"
          />
        </OptionsPanel>
      </Split>
      {result && (
        <Box data-testid="audio2text-result" sx={{ display: 'grid', gap: 1 }}>
          {segments.length === 0 ? (
            <Notice severity="warning" testId="audio2text-empty">
              {m.empty}
            </Notice>
          ) : (
            <TextResult
              label={m.result}
              text={text}
              filename={replaceExtension(result.name, 'txt')}
              testId="audio2text-output"
              minRows={4}
              onUse={() => report(`use:${result.name}`)}
              actions={
                <Button
                  size="small"
                  data-testid="audio2text-srt"
                  onClick={() => {
                    const srt = new Blob([toSrt(segments)], { type: 'application/x-subrip;charset=utf-8' });
                    void saver.save(() => [{ blob: srt, name: replaceExtension(result.name, 'srt') }]);
                    report(`use:${result.name}`);
                  }}
                >
                  {m.srt}
                </Button>
              }
            >
              <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
                {segments.map((s, i) => (
                  <Box component="li" key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}>
                    <Typography
                      component="span"
                      sx={{ fontSize: 12, color: 'text.secondary', fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
                    >
                      {clockTime(s.start)}
                    </Typography>
                    <Typography component="span" sx={{ fontSize: 15 }}>
                      {s.text}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </TextResult>
          )}
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
            {format(m.engine, { engine: result.transcript.engine, time: clockTime(result.transcript.duration) })}
          </Typography>
        </Box>
      )}
      <Notice>{m.method}</Notice>
      {saver.ui}
    </ToolBody>
  );
}
