import { useCallback, useEffect, useRef, useState } from 'react';
import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import {
  ColorField,
  Notice,
  OptionsPanel,
  SearchBox,
  SliderField,
  ToolBody,
  useMessages,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { OPTIONS, scrollSeconds } from './led.js';
import { messages } from './messages.js';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;

/** Fullscreen, landscape and a wake lock where the browser has them; each may be refused, and the overlay works without. */
async function enterFullscreen(el: HTMLElement): Promise<WakeLockSentinel | null> {
  await el.requestFullscreen?.().catch(() => {});
  const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
  await orientation?.lock?.('landscape').catch(() => {});
  return (await navigator.wakeLock?.request('screen').catch(() => null)) ?? null;
}

/** 手持弹幕LED: a running text, previewed, then full screen. */
export default function LedPage() {
  const m = useMessages(messages);
  const report = useUsageReport();
  const { values: o, set } = useToolOptions(OPTIONS);
  const [full, setFull] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const lock = useRef<WakeLockSentinel | null>(null);
  const [box, setBox] = useState({ w: 800, h: 200 });
  const text = o.text.trim() || m.sample;

  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setBox({ w: el.clientWidth, h: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const leave = useCallback(() => {
    setFull(false);
    void lock.current?.release().catch(() => {});
    lock.current = null;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  }, []);
  useEffect(() => {
    const onChange = () => !document.fullscreenElement && full && leave();
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [full, leave]);
  const play = async () => {
    setFull(true);
    report(text);
    if (stage.current) lock.current = await enterFullscreen(stage.current);
  };

  const fontPx = Math.round((box.h * o.size) / 100);
  const seconds = scrollSeconds(text, fontPx, box.w, o.speed);

  return (
    <ToolBody testId="led-tool">
      <Box
        ref={stage}
        data-testid="led-stage"
        data-full={full}
        onClick={full ? leave : undefined}
        sx={{
          position: full ? 'fixed' : 'relative',
          inset: full ? 0 : undefined,
          zIndex: full ? 2000 : undefined,
          height: full ? '100dvh' : { xs: 180, md: 260 },
          borderRadius: full ? 0 : 3,
          bgcolor: 'common.black',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          cursor: full ? 'pointer' : undefined,
        }}
      >
        <Box sx={{ pl: '100%', whiteSpace: 'nowrap', animation: `${scroll} ${seconds}s linear infinite` }}>
          <Box
            component="span"
            data-testid="led-text"
            sx={{
              display: 'inline-block',
              fontSize: fontPx,
              lineHeight: 1,
              fontWeight: 800,
              color: o.color,
              textShadow: `0 0 ${Math.round(fontPx / 8)}px ${o.color}`,
            }}
          >
            {text}
          </Box>
        </Box>
        {full && (
          <Typography
            sx={{
              position: 'absolute',
              bottom: 12,
              width: '100%',
              textAlign: 'center',
              color: 'grey.600',
              fontSize: 13,
            }}
          >
            {m.exit}
          </Typography>
        )}
      </Box>
      <SearchBox value={o.text} onChange={(t) => set({ text: t })} placeholder={m.placeholder} testId="led" />
      <OptionsPanel columns={3}>
        <SliderField
          label={m.speed}
          value={o.speed}
          min={1}
          max={10}
          onChange={(speed) => set({ speed })}
          testId="led-speed"
        />
        <SliderField label={m.size} value={o.size} min={20} max={90} onChange={(size) => set({ size })} />
        <ColorField label={m.color} value={o.color} onChange={(color) => set({ color })} testId="led-color" />
      </OptionsPanel>
      <Button
        variant="contained"
        size="large"
        startIcon={<FullscreenIcon />}
        onClick={play}
        data-testid="led-play"
        sx={{ alignSelf: 'flex-start', px: 4 }}
      >
        {m.play}
      </Button>
      <Notice>{m.note}</Notice>
    </ToolBody>
  );
}
