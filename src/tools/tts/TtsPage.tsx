import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  ChoiceChips,
  Examples,
  format,
  LoadingButton,
  Notice,
  OptionsPanel,
  SliderField,
  Split,
  TextInput,
  ToolBody,
  charCount,
  defineOptions,
  opt,
  useMessages,
  useSaver,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { TaskFailure, useOnline, useTaskClient, type TaskProgress } from '../../web/kit/tasks.js';
import { messages } from './messages.js';
import { useBrowserVoice } from './use-browser-voice.js';
import { TTS_PATH, type TtsFormat, type TtsVoice } from '../../common/tts.js';

const MAX_CHARS = 5000;

const SCHEMA = defineOptions({
  voice: opt.choice(['female', 'male'], 'female'),
  speed: opt.number(100, { min: 50, max: 200 }),
  pitch: opt.number(50, { min: 0, max: 100 }),
  volume: opt.number(100, { min: 10, max: 200 }),
});

const SAMPLES = [
  '新华社北京3月5日电，今年一季度全国居民人均可支配收入同比增长百分之六。专家表示，消费市场稳中向好。',
  '我去银行取钱，然后行走回家。这件事很重要，请重新开始。孩子长大了，这根绳子的长度是两米。',
  '2024年3月5日上午10:30，订单金额为¥1,234.50，比上月上涨了3.5%，客服电话13812345678。',
];

interface Audio {
  key: string;
  /** What it was made from (the WAV download asks for the same). */
  params: Record<string, unknown>;
  mp3: Blob;
  url: string;
}

/** 文本转语音: text → queued synthesis on the server (espeak-ng) → play, download MP3 or WAV. */
export default function TtsPage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  const client = useTaskClient();
  const online = useOnline();
  const saver = useSaver();
  const report = useUsageReport();
  const [text, setText] = useState(SAMPLES[1]);
  const [progress, setProgress] = useState<TaskProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [audio, setAudio] = useState<Audio | null>(null);
  const [wavBusy, setWavBusy] = useState(false);
  const wavCache = useRef<{ key: string; blob: Blob } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const browserVoice = useBrowserVoice();

  const count = charCount(text);
  const key = useMemo(() => JSON.stringify([text, values]), [text, values]);
  const params = (fmt: TtsFormat) => ({
    text,
    voice: values.voice as TtsVoice,
    speed: values.speed,
    pitch: values.pitch,
    volume: values.volume,
    format: fmt,
  });

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => (audio ? URL.revokeObjectURL(audio.url) : undefined), [audio]);

  const failure = (e: unknown) =>
    format(m.failed, { msg: e instanceof TaskFailure || e instanceof Error ? e.message : String(e) });

  async function synthesise() {
    if (text.trim() === '') return setError(m.empty);
    if (count > MAX_CHARS) return setError(m.tooLong);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setProgress({ phase: 'queued', percent: 0 });
    try {
      const asked = params('mp3');
      const { blob } = await client.runJson(TTS_PATH, asked, { signal: controller.signal, onProgress: setProgress });
      setAudio({ key, params: asked, mp3: blob, url: URL.createObjectURL(blob) });
      report(key);
    } catch (e) {
      if (!controller.signal.aborted) setError(failure(e));
    } finally {
      if (abort.current === controller) setProgress(null);
    }
  }

  async function downloadWav() {
    if (!audio) return;
    setWavBusy(true);
    try {
      await saver.save(async () => {
        if (wavCache.current?.key !== audio.key) {
          const { blob } = await client.runJson(TTS_PATH, { ...audio.params, format: 'wav' });
          wavCache.current = { key: audio.key, blob };
        }
        return [{ blob: wavCache.current.blob, name: 'speech.wav' }];
      });
    } catch (e) {
      setError(failure(e));
    } finally {
      setWavBusy(false);
    }
  }

  const busy = progress !== null;
  const stale = audio !== null && audio.key !== key;
  return (
    <ToolBody testId="tts-tool" data-state={busy ? 'busy' : audio ? 'done' : 'idle'}>
      <Split>
        <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
          <TextInput
            label={m.text}
            value={text}
            onChange={setText}
            placeholder={m.placeholder}
            maxLength={MAX_CHARS}
            rows={8}
            testId="tts-text"
            examples={
              <Examples
                testId="tts-sample"
                items={[m.sample1, m.sample2, m.sample3].map((label, i) => ({
                  label,
                  apply: () => setText(SAMPLES[i]),
                }))}
              />
            }
          />
          <LoadingButton
            variant="contained"
            size="large"
            loading={busy}
            disabled={!online || count > MAX_CHARS}
            onClick={() => void synthesise()}
            data-testid="tts-speak"
          >
            {m.speak}
          </LoadingButton>
          {browserVoice.voice && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                disabled={count > MAX_CHARS || text.trim() === ''}
                onClick={() =>
                  browserVoice.speaking
                    ? browserVoice.stop()
                    : browserVoice.speak(text, { speed: values.speed, pitch: values.pitch, volume: values.volume })
                }
                data-testid="tts-preview"
              >
                {browserVoice.speaking ? m.previewStop : m.preview}
              </Button>
              <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                {format(m.previewNote, { voice: browserVoice.voice.name })}
              </Typography>
            </Box>
          )}
          {busy && (
            <Box data-testid="tts-progress">
              <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 0.5 }}>
                {progress.phase === 'queued' && progress.position && progress.position > 1
                  ? format(m.queued, { n: progress.position - 1 })
                  : m.speaking}
              </Typography>
              <LinearProgress variant="determinate" value={progress.percent} />
            </Box>
          )}
          {!online && <Notice severity="warning">{m.offline}</Notice>}
          {error && (
            <Notice severity="error" testId="tts-error">
              {error}
            </Notice>
          )}
          {audio && (
            <Box
              data-testid="tts-result"
              data-stale={stale ? 'true' : 'false'}
              sx={{
                display: 'grid',
                gap: 1,
                p: 1.5,
                borderRadius: 2,
                bgcolor: 'background.paper',
                opacity: stale ? 0.6 : 1,
              }}
            >
              <Typography sx={{ fontSize: 13, fontWeight: 600 }}>{m.play}</Typography>
              <audio controls src={audio.url} style={{ width: '100%' }} data-testid="tts-audio" />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  onClick={() => void saver.save(() => [{ blob: audio.mp3, name: 'speech.mp3' }])}
                  data-testid="tts-mp3"
                >
                  {m.mp3}
                </Button>
                <LoadingButton
                  variant="outlined"
                  loading={wavBusy}
                  onClick={() => void downloadWav()}
                  data-testid="tts-wav"
                >
                  {m.wav}
                </LoadingButton>
              </Box>
            </Box>
          )}
        </Box>
        <OptionsPanel title={m.options} onReset={reset}>
          <ChoiceChips
            label={m.voice}
            value={values.voice}
            onChange={(voice) => set({ voice })}
            columns={2}
            testId="tts-voice"
            choices={(['female', 'male'] as const).map((v) => ({ value: v, label: m[v] }))}
          />
          <SliderField
            label={m.speed}
            value={values.speed}
            min={50}
            max={200}
            step={10}
            display={(v) => `${v}%`}
            onChange={(speed) => set({ speed })}
            testId="tts-speed"
          />
          <SliderField
            label={m.pitch}
            value={values.pitch}
            min={0}
            max={100}
            step={5}
            onChange={(pitch) => set({ pitch })}
            testId="tts-pitch"
          />
          <SliderField
            label={m.volume}
            value={values.volume}
            min={10}
            max={200}
            step={10}
            display={(v) => `${v}%`}
            onChange={(volume) => set({ volume })}
            testId="tts-volume"
          />
        </OptionsPanel>
      </Split>
      <Notice>{m.engine}</Notice>
      {saver.ui}
    </ToolBody>
  );
}
