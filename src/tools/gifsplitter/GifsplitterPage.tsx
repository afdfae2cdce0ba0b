import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import GifBoxOutlined from '@mui/icons-material/GifBoxOutlined';
import {
  canvasToBlob,
  decodeGif,
  FileInput,
  format,
  LoadingButton,
  makeCanvas,
  Notice,
  ToolBody,
  useFileInput,
  useMessages,
  useSaver,
  useUsageReport,
  zipFiles,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { delaysTable, frameName, timing } from './split.js';

interface Frame {
  blob: Blob;
  url: string;
  delay: number;
  name: string;
}

export default function GifsplitterPage() {
  const m = useMessages(messages);
  const saver = useSaver();
  const report = useUsageReport();
  const [file, setFile] = useState<File | null>(null);
  const [frames, setFrames] = useState<Frame[] | null>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const input = useFileInput({ accept: 'image/gif', maxSizeMb: 50, onFiles: (f) => setFile(f[0] ?? null) });

  useEffect(() => {
    if (!file) return;
    let live = true;
    const made: string[] = [];
    setState('working');
    setFrames(null);
    (async () => {
      const decoded = await decodeGif(file);
      if (decoded.length === 0) throw new Error('no frames');
      const out: Frame[] = [];
      for (const [i, f] of decoded.entries()) {
        const { canvas, ctx } = makeCanvas(f.width, f.height);
        ctx.putImageData(new ImageData(new Uint8ClampedArray(f.data), f.width, f.height), 0, 0);
        const blob = await canvasToBlob(canvas);
        const url = URL.createObjectURL(blob);
        made.push(url);
        out.push({ blob, url, delay: f.delay, name: frameName(i, decoded.length, f.delay) });
      }
      if (!live) return;
      setSize({ w: decoded[0].width, h: decoded[0].height });
      setFrames(out);
      setState('idle');
      report(`${file.name}:${file.size}`);
    })().catch((error: unknown) => {
      console.error('GIF split failed', error);
      if (live) setState('failed');
    });
    return () => {
      live = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [file, report]);

  const t = frames ? timing(frames.map((f) => f.delay)) : null;
  const stem = file?.name.replace(/\.[^.]+$/, '') || 'gif';
  const saveZip = () =>
    frames &&
    void saver.save(async () => {
      const zip = await zipFiles([
        ...frames.map((f) => ({ blob: f.blob, name: f.name })),
        { blob: new Blob([delaysTable(frames.map((f) => f.delay))], { type: 'text/plain' }), name: 'delays.txt' },
      ]);
      return [{ blob: zip, name: `${stem}-frames.zip` }];
    });

  return (
    <ToolBody testId="gifsplitter" data-frames={frames?.length}>
      <FileInput input={input} collapsed={file !== null && state !== 'failed'} buttonText={m.upload} tip={m.tip} />
      {state === 'working' && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{m.working}</Typography>
          <LinearProgress />
        </Box>
      )}
      {state === 'failed' && <Notice testId="gif-unreadable">{m.unreadable}</Notice>}
      {frames && t && (
        <>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ flex: '1 1 240px', fontWeight: 600 }} data-testid="gif-summary">
              {format(m.summary, {
                frames: t.frames,
                seconds: (t.duration / 1000).toFixed(2),
                fps: t.fps,
                w: size.w,
                h: size.h,
              })}
            </Typography>
            <Button startIcon={<GifBoxOutlined />} onClick={() => input.open()}>
              {m.change}
            </Button>
            <LoadingButton
              variant="contained"
              size="large"
              startIcon={<FolderZipOutlined />}
              loading={saver.saving}
              onClick={saveZip}
              data-testid="gif-zip"
            >
              {m.zip}
            </LoadingButton>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: {
                xs: 'repeat(3, minmax(0, 1fr))',
                sm: 'repeat(4, minmax(0, 1fr))',
                md: 'repeat(6, minmax(0, 1fr))',
              },
            }}
          >
            {frames.map((f, i) => (
              <ButtonBase
                key={f.url}
                onClick={() => void saver.save(() => [{ blob: f.blob, name: f.name }])}
                aria-label={`${format(m.frame, { n: i + 1, ms: f.delay })} · ${m.save}`}
                data-testid="gif-frame"
                sx={{
                  display: 'grid',
                  gap: 0.5,
                  p: 0.75,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'line.main',
                  bgcolor: 'background.paper',
                  '&:hover': { borderColor: 'primary.main' },
                }}
              >
                <Box
                  component="img"
                  src={f.url}
                  alt=""
                  sx={{
                    width: '100%',
                    aspectRatio: `${size.w} / ${size.h}`,
                    objectFit: 'contain',
                    borderRadius: 1,
                    backgroundColor: 'surface.soft',
                  }}
                />
                <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                  {format(m.frame, { n: i + 1, ms: f.delay })}
                </Typography>
              </ButtonBase>
            ))}
          </Box>
        </>
      )}
      {saver.ui}
    </ToolBody>
  );
}
