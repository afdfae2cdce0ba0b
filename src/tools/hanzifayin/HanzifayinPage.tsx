import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  Examples,
  Notice,
  TextInput,
  ToolBody,
  defineOptions,
  format,
  opt,
  useLazyData,
  useMessages,
  useSettledReport,
  useToolOptions,
} from '../../web/kit/index.js';
import { useTaskClient } from '../../web/kit/tasks.js';
import { TTS_PATH } from '../../common/tts.js';
import { messages } from './messages.js';
import { lookup, type Reading } from './hanzifayin.js';
import { loadEngines } from './engines.js';

const SCHEMA = defineOptions({ q: opt.text('银行', { maxLength: 40 }) });
const SAMPLES = ['银行', '重要', '长大', '行', '了', '音乐'];

/** 汉字标准发音: readings in context, every reading of each character with examples, and each one played. */
export default function HanzifayinPage() {
  const m = useMessages(messages);
  const { values, set } = useToolOptions(SCHEMA);
  const engines = useLazyData(loadEngines);
  const client = useTaskClient();
  const [playing, setPlaying] = useState<string | null>(null);
  const [playError, setPlayError] = useState<string | null>(null);
  const cache = useRef(new Map<string, string>());
  const player = useRef<HTMLAudioElement | null>(null);

  const result = useMemo(() => (engines.data ? lookup(values.q, engines.data) : null), [engines.data, values.q]);
  useSettledReport(result ? result.text : null);
  useEffect(
    () => () => {
      for (const url of cache.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );

  async function play(reading: Reading) {
    setPlayError(null);
    setPlaying(reading.numbered);
    try {
      let url = cache.current.get(reading.numbered);
      if (!url) {
        const { blob } = await client.runJson(TTS_PATH, { pinyin: reading.numbered, format: 'mp3' });
        url = URL.createObjectURL(blob);
        cache.current.set(reading.numbered, url);
      }
      player.current?.pause();
      player.current = new Audio(url);
      await player.current.play().catch(() => undefined);
    } catch (e) {
      setPlayError(format(m.playFailed, { msg: e instanceof Error ? e.message : String(e) }));
    } finally {
      setPlaying(null);
    }
  }

  const readingChip = (r: Reading, i: number) => (
    <Box
      key={i}
      data-testid="hanzifayin-reading"
      data-reading={r.numbered}
      sx={{
        display: 'grid',
        gap: 0.5,
        p: 1,
        borderRadius: 2,
        border: 1,
        borderColor: r.inWord ? 'primary.main' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontSize: 22, fontWeight: 700 }}>{r.marked}</Typography>
        <IconButton
          size="small"
          color="primary"
          aria-label={format(m.play, { p: r.marked })}
          disabled={playing !== null}
          onClick={() => void play(r)}
          data-testid="hanzifayin-play"
        >
          <Box component="svg" viewBox="0 0 24 24" sx={{ width: 22, height: 22, fill: 'currentColor' }}>
            <path d="M3 9v6h4l5 4V5L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z" />
          </Box>
        </IconButton>
        {r.inWord && <Chip size="small" color="primary" label={m.inWord} />}
      </Box>
      {r.examples.length > 0 && (
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }} data-testid="hanzifayin-examples">
          {m.examples}：{r.examples.join('、')}
        </Typography>
      )}
    </Box>
  );

  return (
    <ToolBody testId="hanzifayin-tool" data-state={result ? 'ok' : engines.data ? 'empty' : 'loading'}>
      <TextInput
        label={m.input}
        value={values.q}
        onChange={(q) => set({ q })}
        placeholder={m.placeholder}
        maxLength={40}
        rows={2}
        testId="hanzifayin-input"
        examples={
          <Examples testId="hanzifayin-sample" items={SAMPLES.map((s) => ({ label: s, apply: () => set({ q: s }) }))} />
        }
      />
      {engines.failed && <Notice severity="error">{m.loadFailed}</Notice>}
      {!engines.data && !engines.failed && <Notice>{m.loading}</Notice>}
      {engines.data && !result && <Notice severity="warning">{m.nothing}</Notice>}
      {playError && <Notice severity="error">{playError}</Notice>}
      {playing && <Notice testId="hanzifayin-playing">{m.playing}</Notice>}
      {result && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box
            data-testid="hanzifayin-word"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 2, borderRadius: 3, bgcolor: 'background.paper' }}
          >
            {[...result.text].map((c, i) => (
              <Box key={i} sx={{ textAlign: 'center', minWidth: 48 }}>
                <Typography sx={{ fontSize: 16, color: 'primary.main' }}>{result.pinyin[i]}</Typography>
                <Typography sx={{ fontSize: 36, lineHeight: 1.2 }}>{c}</Typography>
              </Box>
            ))}
          </Box>
          {result.dropped > 0 && <Notice>{format(m.dropped, { n: result.dropped })}</Notice>}
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {result.chars.map((c) => (
              <Box
                key={c.char}
                data-testid="hanzifayin-char"
                data-char={c.char}
                sx={{
                  display: 'grid',
                  gap: 1,
                  p: 2,
                  borderRadius: 3,
                  bgcolor: 'background.paper',
                  alignContent: 'start',
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                  <Typography sx={{ fontSize: 32 }}>{c.char}</Typography>
                  <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                    {c.readings.length > 1 ? `${m.polyphone} · ${m.allReadings}` : m.reading}
                  </Typography>
                </Box>
                <Box sx={{ display: 'grid', gap: 1 }}>{c.readings.map(readingChip)}</Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <Notice>{m.engine}</Notice>
    </ToolBody>
  );
}
