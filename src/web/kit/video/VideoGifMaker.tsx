/**
 * Video → GIF: the clip with a timeline (thumbnails and a two-thumb trim), size, frame rate and loop, then
 * frames captured from the browser's own <video> decoder and fed to our GIF encoder in a Worker as they
 * come (capture and encoding overlap), with a progress bar. Used by video_2_gif and gifcreate.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { defineMessages, format, useMessages } from '../../i18n/index.js';
import { Notice } from '../layout/Notice.js';
import { ChoiceChips, OptionsPanel } from '../options/controls.js';
import { useToolRun } from '../run/use-tool-run.js';
import { createGifStream } from '../gif/client.js';
import { GifResult, type MadeGif } from '../gif/GifResult.js';
import { captureClip, captureFrames, openVideo, type FrameSource, type OpenedVideo } from './capture.js';
import { clampTrim, fitVideoSize, formatClock, frameDelay, frameTimes } from './frames.js';
import { GifLoopChoice, GifMakeButton, GifSideChoice, loopCount, type GifLoop } from './GifMakeControls.js';
import { GIF_FPS, VIDEO_GIF_OPTIONS } from './gif-options.js';
import { Split } from '../layout/Split.js';

const videoMessages = defineMessages({
  zh: {
    timeline: '截取片段',
    range: '{start} – {end}（{len} 秒）',
    fps: '帧率',
    fpsItem: '{n} 帧/秒',
    frames: '{n} 帧',
    unplayable: '浏览器无法播放这个视频，请换成 MP4（H.264）或 WebM 格式再试。',
    maxLength: '最长截取 {s} 秒',
    change: '换一个视频',
    video: '视频预览',
  },
  en: {
    timeline: 'Clip',
    range: '{start} – {end} ({len} s)',
    fps: 'Frame rate',
    fpsItem: '{n} fps',
    frames: '{n} frames',
    unplayable: 'This browser cannot play the video; try MP4 (H.264) or WebM.',
    maxLength: 'Up to {s} s',
    change: 'Change video',
    video: 'Video preview',
  },
});

const MAX_SECONDS = 30;
const THUMBS = 8;

export interface VideoGifSettings {
  side: number;
  fps: number;
  loop: GifLoop;
}

function useThumbnails(video: OpenedVideo | null): string[] {
  const [thumbs, setThumbs] = useState<string[]>([]);
  useEffect(() => {
    if (!video) return;
    let live = true;
    (async () => {
      const probe = await openVideo(await (await fetch(video.url)).blob());
      const size = fitVideoSize(video.width, video.height, 120);
      const out: string[] = [];
      try {
        await captureFrames(probe.video, {
          start: 0,
          end: video.duration,
          fps: THUMBS / video.duration,
          ...size,
          onFrame: (frame) => {
            const c = document.createElement('canvas');
            c.width = frame.width;
            c.height = frame.height;
            c.getContext('2d')!.putImageData(frame, 0, 0);
            out.push(c.toDataURL('image/jpeg', 0.6));
          },
        });
      } finally {
        probe.close();
      }
      if (live) setThumbs(out);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [video]);
  return thumbs;
}

export function VideoGifMaker(props: {
  file: File;
  settings: VideoGifSettings;
  onSettings: (patch: Partial<VideoGifSettings>) => void;
  onChange: () => void;
  testId?: string;
}) {
  const m = useMessages(videoMessages);
  const { file, settings, onSettings } = props;
  const [video, setVideo] = useState<OpenedVideo | null>(null);
  const [failed, setFailed] = useState(false);
  const [trim, setTrim] = useState<[number, number]>([0, 0]);
  const previewRef = useRef<HTMLVideoElement>(null);
  const thumbs = useThumbnails(video);
  const [source, setSource] = useState<FrameSource | null>(null);

  useEffect(() => {
    let live = true;
    let opened: OpenedVideo | null = null;
    setFailed(false);
    setVideo(null);
    openVideo(file).then(
      (v) => {
        opened = v;
        if (!live) return v.close();
        setVideo(v);
        setTrim(clampTrim(0, Math.min(v.duration, 5), v.duration, MAX_SECONDS));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      opened?.close();
    };
  }, [file]);

  const size = useMemo(
    () => (video ? fitVideoSize(video.width, video.height, settings.side) : null),
    [video, settings.side],
  );
  const count = frameTimes(trim[0], trim[1], settings.fps, video?.duration).length;

  const make = useToolRun(async (_: null, { signal, progress }): Promise<MadeGif> => {
    if (!video || !size) throw new Error('no video');
    const started = performance.now();
    const stream = createGifStream({ ...size, loop: loopCount(settings.loop), ...VIDEO_GIF_OPTIONS });
    signal.addEventListener('abort', () => stream.abort());
    let encoded = 0;
    const total = count;
    const pending: Promise<void>[] = [];
    const { frames, source: way } = await captureClip(file, video.video, {
      start: trim[0],
      end: trim[1],
      fps: settings.fps,
      ...size,
      signal,
      onFrame: async (frame) => {
        const p = stream.add({
          data: frame.data,
          width: frame.width,
          height: frame.height,
          delay: frameDelay(settings.fps),
        });
        pending.push(p.then(() => progress(++encoded / total)));
        // Keep at most a few frames waiting for the encoder (memory stays flat on long clips).
        if (pending.length - encoded > 4) await pending[pending.length - 4];
      },
    });
    setSource(way);
    const blob = await stream.finish();
    const stem = file.name.replace(/\.[^.]+$/, '') || 'video';
    return { blob, ...size, frames, ms: performance.now() - started, name: `${stem}.gif` };
  });

  const testId = props.testId ?? 'video-gif';
  if (failed) return <Notice testId={`${testId}-unplayable`}>{m.unplayable}</Notice>;
  if (!video || !size) return <LinearProgress />;
  return (
    <Box
      data-testid={testId}
      data-duration={video.duration.toFixed(2)}
      data-frames={count}
      data-source={source ?? undefined}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Split panel>
        <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
          <Box
            component="video"
            ref={previewRef}
            src={video.url}
            controls
            muted
            playsInline
            aria-label={m.video}
            sx={{ width: '100%', maxHeight: { xs: '40vh', md: '52vh' }, bgcolor: 'surface.dark', borderRadius: 3 }}
          />
          <Box>
            <Typography sx={{ fontSize: 13.5, fontWeight: 600, mb: 0.5 }}>
              {m.timeline} ·{' '}
              {format(m.range, {
                start: formatClock(trim[0]),
                end: formatClock(trim[1]),
                len: (trim[1] - trim[0]).toFixed(1),
              })}
            </Typography>
            <Box
              sx={{
                position: 'relative',
                height: 48,
                borderRadius: 1.5,
                overflow: 'hidden',
                display: 'flex',
                bgcolor: 'surface.dark',
              }}
            >
              {thumbs.map((t, i) => (
                <Box
                  key={i}
                  component="img"
                  src={t}
                  alt=""
                  sx={{ flex: 1, minWidth: 0, height: '100%', objectFit: 'cover', opacity: 0.85 }}
                />
              ))}
            </Box>
            <Slider
              value={trim}
              min={0}
              max={video.duration}
              step={0.1}
              disableSwap
              valueLabelDisplay="auto"
              valueLabelFormat={formatClock}
              onChange={(_, v) => {
                const [s, e] = v as number[];
                const next = clampTrim(s, e, video.duration, MAX_SECONDS);
                setTrim(next);
                if (previewRef.current) previewRef.current.currentTime = s !== trim[0] ? next[0] : next[1];
              }}
              slotProps={{ input: { 'data-testid': 'trim-thumb' } as Record<string, string> }}
              sx={{ mt: -0.5 }}
            />
            <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
              {format(m.maxLength, { s: MAX_SECONDS })}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <OptionsPanel testId="video-gif-options">
            <GifSideChoice value={settings.side} onChange={(side) => onSettings({ side })} testId="gif-side" />
            <ChoiceChips
              label={m.fps}
              value={String(settings.fps)}
              onChange={(v) => onSettings({ fps: Number(v) })}
              columns={4}
              choices={GIF_FPS.map((n) => ({ value: String(n), label: format(m.fpsItem, { n }) }))}
              testId="gif-fps"
            />
            <GifLoopChoice value={settings.loop} onChange={(loop) => onSettings({ loop })} />
          </OptionsPanel>
          <Typography sx={{ fontSize: 13, color: 'text.secondary', textAlign: 'center' }}>
            {size.width}×{size.height} · {format(m.frames, { n: count })}
          </Typography>
          <GifMakeButton run={make} onMake={() => void make.run(null)} disabled={count === 0} testId="gif-make" />
          <Button onClick={props.onChange}>{m.change}</Button>
        </Box>
      </Split>
      {make.status === 'done' && make.result && <GifResult gif={make.result} />}
    </Box>
  );
}
