import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FiberManualRecordRounded from '@mui/icons-material/FiberManualRecordRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import {
  ChoiceChips,
  format,
  formatBytes,
  LoadingButton,
  Notice,
  OptionsPanel,
  SwitchField,
  ToolBody,
  trackEvent,
  useMessages,
  useSaver,
  useToolOptions,
  VIDEO_TITLE_EVENT,
  useUsageReport,
  Split,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import {
  clock,
  elapsed,
  pickMimeType,
  recordingName,
  recordSupport,
  SCHEMA,
  supportedFormats,
  type Support,
} from './recorder.js';

type Phase = 'idle' | 'recording' | 'paused' | 'done';
interface Recording {
  blob: Blob;
  url: string;
  ms: number;
  name: string;
}

function detectSupport(): { support: Support; formats: ('webm' | 'mp4')[] } {
  const hasRecorder = typeof MediaRecorder !== 'undefined';
  const support = recordSupport({
    getDisplayMedia: typeof navigator.mediaDevices?.getDisplayMedia === 'function',
    mediaRecorder: hasRecorder,
    phone: /Android|iPhone|iPad|Mobile/i.test(navigator.userAgent),
  });
  return { support, formats: hasRecorder ? supportedFormats((t) => MediaRecorder.isTypeSupported(t)) : [] };
}

export default function ScreenRecordPage() {
  const m = useMessages(messages);
  const saver = useSaver();
  const report = useUsageReport();
  const { values, set } = useToolOptions(SCHEMA);
  const [env, setEnv] = useState<ReturnType<typeof detectSupport> | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [now, setNow] = useState(0);
  const [result, setResult] = useState<Recording | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const streams = useRef<MediaStream[]>([]);
  const segments = useRef<{ from: number; to: number | null }[]>([]);

  useEffect(() => {
    setEnv(detectSupport());
    trackEvent(VIDEO_TITLE_EVENT, { tool: 'screen_record' });
  }, []);
  useEffect(() => {
    if (phase !== 'recording') return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [phase]);
  useEffect(
    () => () => {
      if (result) URL.revokeObjectURL(result.url);
    },
    [result],
  );

  const formatUsed = env?.formats.includes(values.format) ? values.format : (env?.formats[0] ?? 'webm');
  const stopAll = () => {
    streams.current.forEach((s) => s.getTracks().forEach((t) => t.stop()));
    streams.current = [];
  };

  const start = async () => {
    setProblem(null);
    setResult(null);
    let display: MediaStream;
    try {
      display = await navigator.mediaDevices.getDisplayMedia({
        video: { displaySurface: values.surface, frameRate: 30 } as MediaTrackConstraints,
        audio: values.systemAudio,
      });
    } catch {
      setProblem(m.denied);
      return;
    }
    streams.current = [display];
    const tracks: MediaStreamTrack[] = [...display.getVideoTracks()];
    const audio: MediaStream[] = display.getAudioTracks().length ? [display] : [];
    if (values.mic) {
      try {
        const mic = await navigator.mediaDevices.getUserMedia({
          audio: { echoCancellation: true, noiseSuppression: true },
        });
        streams.current.push(mic);
        audio.push(mic);
      } catch {
        setProblem(m.micDenied);
      }
    }
    if (audio.length === 1) tracks.push(...audio[0].getAudioTracks());
    if (audio.length > 1) {
      // Microphone and system sound mixed into one track.
      const ctx = new AudioContext();
      const out = ctx.createMediaStreamDestination();
      audio.forEach((s) => ctx.createMediaStreamSource(s).connect(out));
      tracks.push(...out.stream.getAudioTracks());
    }
    const mimeType = pickMimeType(formatUsed, (t) => MediaRecorder.isTypeSupported(t)) ?? undefined;
    const rec = new MediaRecorder(new MediaStream(tracks), { mimeType, videoBitsPerSecond: 5_000_000 });
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
    rec.onstop = () => {
      stopAll();
      const ms = elapsed(segments.current, Date.now());
      const blob = new Blob(chunks, { type: rec.mimeType || mimeType || `video/${formatUsed}` });
      if (blob.size === 0) {
        setProblem(m.failed);
        setPhase('idle');
        return;
      }
      setResult({ blob, url: URL.createObjectURL(blob), ms, name: recordingName(new Date(), formatUsed) });
      setPhase('done');
      report(`${Date.now()}`);
    };
    // Sharing stopped from the browser's own bar ends the recording.
    display.getVideoTracks()[0]?.addEventListener('ended', () => rec.state !== 'inactive' && rec.stop());
    rec.start(1000);
    recorder.current = rec;
    segments.current = [{ from: Date.now(), to: null }];
    setNow(Date.now());
    setPhase('recording');
  };

  const pause = () => {
    recorder.current?.pause();
    const last = segments.current[segments.current.length - 1];
    if (last) last.to = Date.now();
    setPhase('paused');
  };
  const resume = () => {
    recorder.current?.resume();
    segments.current.push({ from: Date.now(), to: null });
    setPhase('recording');
  };
  const stop = () => {
    const last = segments.current[segments.current.length - 1];
    if (last && last.to === null) last.to = Date.now();
    recorder.current?.stop();
  };

  if (env && env.support !== 'ok')
    return (
      <ToolBody testId="screen-record" data-support={env.support}>
        <Notice testId="record-unsupported">{m[env.support]}</Notice>
      </ToolBody>
    );

  const live = phase === 'recording' || phase === 'paused';
  return (
    <ToolBody testId="screen-record" data-support={env?.support} data-phase={phase}>
      <Split panel>
        <Box
          sx={{
            minHeight: 280,
            borderRadius: 3,
            bgcolor: 'surface.dark',
            color: 'common.white',
            display: 'grid',
            placeItems: 'center',
            p: 2,
            overflow: 'hidden',
          }}
        >
          {result ? (
            <Box
              component="video"
              src={result.url}
              controls
              aria-label={m.result}
              data-testid="record-preview"
              sx={{ width: '100%', maxHeight: '60vh', borderRadius: 2 }}
            />
          ) : (
            <Box sx={{ textAlign: 'center', display: 'grid', gap: 1, justifyItems: 'center' }}>
              <FiberManualRecordRounded sx={{ fontSize: 40, color: live ? 'error.main' : 'grey.500' }} />
              <Typography
                sx={{ fontSize: 40, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                data-testid="record-clock"
              >
                {clock(live ? elapsed(segments.current, now) : 0)}
              </Typography>
              <Typography sx={{ opacity: 0.75 }}>
                {phase === 'recording' ? m.recording : phase === 'paused' ? m.paused : ''}
              </Typography>
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <OptionsPanel testId="record-options">
            <ChoiceChips
              label={m.surface}
              value={values.surface}
              onChange={(surface) => set({ surface })}
              columns={3}
              choices={(['monitor', 'window', 'browser'] as const).map((s) => ({ value: s, label: m[s] }))}
            />
            <SwitchField label={m.mic} checked={values.mic} onChange={(mic) => set({ mic })} />
            <SwitchField
              label={m.systemAudio}
              checked={values.systemAudio}
              onChange={(systemAudio) => set({ systemAudio })}
              hint={m.systemAudioHint}
            />
            {env && env.formats.length > 0 && (
              <ChoiceChips
                label={m.format}
                value={formatUsed}
                onChange={(f) => set({ format: f })}
                columns={2}
                choices={env.formats.map((f) => ({ value: f, label: f.toUpperCase() }))}
                testId="record-format"
              />
            )}
          </OptionsPanel>
          {problem && <Notice testId="record-problem">{problem}</Notice>}
          {!live && (
            <Button
              variant="contained"
              size="large"
              color="error"
              startIcon={<FiberManualRecordRounded />}
              onClick={() => void start()}
              data-testid="record-start"
            >
              {phase === 'done' ? m.again : m.start}
            </Button>
          )}
          {live && (
            <Box sx={{ display: 'flex', gap: 1.25, '& > button': { flex: 1 } }}>
              {phase === 'recording' ? (
                <Button
                  variant="outlined"
                  size="large"
                  startIcon={<PauseRounded />}
                  onClick={pause}
                  data-testid="record-pause"
                >
                  {m.pause}
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  size="large"
                  startIcon={<PlayArrowRounded />}
                  onClick={resume}
                  data-testid="record-resume"
                >
                  {m.resume}
                </Button>
              )}
              <Button
                variant="contained"
                size="large"
                startIcon={<StopRounded />}
                onClick={stop}
                data-testid="record-stop"
              >
                {m.stop}
              </Button>
            </Box>
          )}
          {result && (
            <>
              <Typography
                sx={{ fontSize: 13, color: 'text.secondary', textAlign: 'center' }}
                data-testid="record-detail"
              >
                {format(m.detail, {
                  time: clock(result.ms),
                  size: formatBytes(result.blob.size),
                  format: formatUsed.toUpperCase(),
                })}
              </Typography>
              <LoadingButton
                variant="contained"
                size="large"
                startIcon={<SaveAltRounded />}
                loading={saver.saving}
                onClick={() => void saver.save(() => [{ blob: result.blob, name: result.name }])}
                data-testid="record-save"
              >
                {m.save}
              </LoadingButton>
            </>
          )}
        </Box>
      </Split>
      {saver.ui}
    </ToolBody>
  );
}
