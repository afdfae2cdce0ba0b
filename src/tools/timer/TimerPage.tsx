import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SyncIcon from '@mui/icons-material/Sync';
import { format, getJson, Notice, ToolBody, useI18n, useMessages, useUsageReport } from '../../web/kit/index.js';
import { CITIES, describeOffset, measureOffset, utcOffset, wallClock, type Offset, type Sample } from './clock.js';
import { TIME_PATH } from './server.js';
import { messages } from './messages.js';

const SAMPLES = 5;
type Check = { state: 'measuring' } | { state: 'ok'; offset: Offset } | { state: 'failed' };

/** Round trips to the server's clock, one after another (parallel trips would queue and skew each other). */
async function sample(signal: AbortSignal): Promise<Sample[]> {
  const out: Sample[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const sent = Date.now();
    const { now } = await getJson<{ now: number }>(TIME_PATH, undefined, signal);
    out.push({ sent, server: now, received: Date.now() });
  }
  return out;
}

/** The device clock, re-read four times a second; null while pre-rendered (no time is baked into the HTML). */
function useDeviceNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  return now;
}

/** 世界时间校准: the server-corrected Beijing time, the device's offset, and a world clock. */
export default function TimerPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const report = useUsageReport();
  const [check, setCheck] = useState<Check>({ state: 'measuring' });
  const [round, setRound] = useState(0);
  const deviceNow = useDeviceNow();
  const recheck = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setCheck({ state: 'measuring' });
    sample(controller.signal).then(
      (samples) => {
        const offset = measureOffset(samples);
        setCheck(offset ? { state: 'ok', offset } : { state: 'failed' });
        if (offset) report(String(offset.offset));
      },
      () => !controller.signal.aborted && setCheck({ state: 'failed' }),
    );
    return () => controller.abort();
  }, [round, report]);

  const offset = check.state === 'ok' ? check.offset : null;
  const now = deviceNow === null ? null : new Date(deviceNow + (offset?.offset ?? 0));
  const locale = lang === 'zh' ? 'zh-CN' : 'en-GB';
  const blank = { time: '--:--:--', date: '' };
  const at = (zone: string) => (now ? wallClock(zone, now, locale) : blank);
  const beijing = at('Asia/Shanghai');
  const d = offset ? describeOffset(offset.offset) : null;

  return (
    <ToolBody testId="timer-tool">
      <Box
        sx={{
          borderRadius: 3,
          bgcolor: 'surface.soft',
          p: { xs: 2.5, md: 4 },
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{m.beijing}</Typography>
        <Typography
          data-testid="timer-clock"
          sx={{
            fontSize: { xs: 56, md: 88 },
            fontWeight: 800,
            lineHeight: 1.1,
            fontVariantNumeric: 'tabular-nums',
            color: 'primary.main',
          }}
        >
          {beijing.time}
        </Typography>
        <Typography data-testid="timer-date" sx={{ fontSize: 16 }}>
          {beijing.date}
        </Typography>
        <Typography
          data-testid="timer-offset"
          data-state={check.state}
          sx={{ fontSize: 15, fontWeight: 600, color: check.state === 'failed' ? 'error.main' : 'text.primary' }}
        >
          {check.state === 'measuring'
            ? m.measuring
            : check.state === 'failed'
              ? m.failed
              : d!.direction === 'same'
                ? m.same
                : format(m[d!.direction], { n: d!.amount })}
        </Typography>
        {offset && (
          <Typography data-testid="timer-accuracy" sx={{ fontSize: 13, color: 'text.secondary' }}>
            {format(m.accuracy, { n: offset.accuracy })}
          </Typography>
        )}
        <Button
          startIcon={<SyncIcon />}
          onClick={recheck}
          disabled={check.state === 'measuring'}
          data-testid="timer-recheck"
        >
          {m.recheck}
        </Button>
      </Box>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 17 }}>
        {m.world}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.25,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {CITIES.map((c) => {
          const w = at(c.zone);
          return (
            <Box
              key={c.zone}
              data-testid="timer-city"
              data-zone={c.zone}
              sx={{ border: 1, borderColor: 'line.main', borderRadius: 2.5, px: 1.75, py: 1.25, minWidth: 0 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 600 }}>{c[lang]}</Typography>
                <Typography data-testid="timer-city-offset" sx={{ fontSize: 12, color: 'text.secondary' }}>
                  {now && utcOffset(c.zone, now)}
                </Typography>
              </Box>
              <Typography
                data-testid="timer-city-time"
                sx={{ fontSize: 24, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              >
                {w.time}
              </Typography>
              <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{w.date}</Typography>
            </Box>
          );
        })}
      </Box>
      <Notice>{m.note}</Notice>
    </ToolBody>
  );
}
