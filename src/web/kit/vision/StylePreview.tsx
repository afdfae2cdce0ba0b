/**
 * The preview and save column of the stylisation pages: the styled picture on a canvas (hold to see the
 * original), a busy bar while the Worker draws, and the PNG/JPG save buttons.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import { useMessages } from '../../i18n/index.js';
import { LoadingButton } from '../../ui/LoadingButton.js';
import { imageToolMessages } from '../tools/image-tool-messages.js';
import { PhotoColumns } from './PhotoColumns.js';
import { styleMessages } from './style-messages.js';
import type { Pixels } from './pixels.js';

function paint(canvas: HTMLCanvasElement, img: Pixels) {
  canvas.width = img.width;
  canvas.height = img.height;
  canvas.getContext('2d')?.putImageData(new ImageData(new Uint8ClampedArray(img.data), img.width, img.height), 0, 0);
}

export function StylePreview(props: {
  original: Pixels;
  result: Pixels | null;
  busy: boolean;
  caption: ReactNode;
  saving: boolean;
  onSave: (type: 'png' | 'jpeg') => void;
  onChange: () => void;
  options: ReactNode;
  /** Round preview (avatars). */
  round?: boolean;
}) {
  const m = useMessages(imageToolMessages);
  const s = useMessages(styleMessages);
  const [showOriginal, setShowOriginal] = useState(false);
  const ref = useRef<HTMLCanvasElement | null>(null);
  const { original, result } = props;
  useEffect(() => {
    const shown = showOriginal || !result ? original : result;
    if (ref.current) paint(ref.current, shown);
  }, [original, result, showOriginal]);
  return (
    <PhotoColumns
      label={m.result}
      sideWidth={340}
      preview={
        <Box sx={{ display: 'grid', gap: 1.25, justifyItems: 'center', width: '100%' }}>
          <Box sx={{ position: 'relative', maxWidth: '100%' }}>
            <Box
              component="canvas"
              ref={ref}
              data-testid="style-preview"
              onPointerDown={() => setShowOriginal(true)}
              onPointerUp={() => setShowOriginal(false)}
              onPointerLeave={() => setShowOriginal(false)}
              onContextMenu={(e: React.MouseEvent) => e.preventDefault()}
              sx={{
                display: 'block',
                maxWidth: '100%',
                maxHeight: { xs: '56vh', md: '64vh' },
                width: 'auto',
                height: 'auto',
                borderRadius: props.round ? '50%' : 2,
                boxShadow: 1,
                touchAction: 'none',
                userSelect: 'none',
                cursor: 'pointer',
                opacity: props.busy && !result ? 0.6 : 1,
              }}
            />
            {props.busy && (
              <LinearProgress
                aria-label={s.working}
                sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, borderRadius: 1 }}
              />
            )}
          </Box>
          <Typography sx={{ fontSize: 12.5, color: 'text.secondary', textAlign: 'center' }}>{props.caption}</Typography>
        </Box>
      }
      side={
        <>
          {props.options}
          <Box sx={{ display: 'flex', gap: 1.25, flexWrap: 'wrap', '& > button': { flex: '1 1 130px' } }}>
            <LoadingButton
              variant="contained"
              size="large"
              startIcon={<SaveAltRounded />}
              loading={props.saving}
              disabled={!result}
              onClick={() => props.onSave('png')}
              data-testid="save-png"
            >
              {m.savePng}
            </LoadingButton>
            <Button
              variant="outlined"
              size="large"
              disabled={!result || props.saving}
              onClick={() => props.onSave('jpeg')}
              data-testid="save-jpeg"
            >
              {m.saveJpeg}
            </Button>
          </Box>
          <Button startIcon={<ImageOutlined />} onClick={props.onChange} data-testid="change-image">
            {m.change}
          </Button>
        </>
      }
    />
  );
}

/** A picture as an encoded file (JPEG on white: it has no transparency). */
export async function encodePixels(img: Pixels, type: 'png' | 'jpeg'): Promise<Blob> {
  const canvas = document.createElement('canvas');
  paint(canvas, img);
  let target = canvas;
  if (type === 'jpeg') {
    target = document.createElement('canvas');
    target.width = img.width;
    target.height = img.height;
    const ctx = target.getContext('2d')!;
    ctx.fillStyle = 'white';
    ctx.fillRect(0, 0, img.width, img.height);
    ctx.drawImage(canvas, 0, 0);
  }
  const blob = await new Promise<Blob | null>((resolve) => target.toBlob(resolve, `image/${type}`, 0.92));
  if (!blob) throw new Error('Encoding failed');
  return blob;
}

/** Pixels of a canvas drawn at most `maxSide` on the long side. */
export function canvasPixels(canvas: HTMLCanvasElement, maxSide: number): Pixels {
  const k = Math.min(1, maxSide / Math.max(canvas.width, canvas.height));
  const width = Math.max(1, Math.round(canvas.width * k));
  const height = Math.max(1, Math.round(canvas.height * k));
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  const ctx = c.getContext('2d', { willReadFrequently: true })!;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(canvas, 0, 0, width, height);
  const data = ctx.getImageData(0, 0, width, height);
  return { data: data.data, width, height };
}
