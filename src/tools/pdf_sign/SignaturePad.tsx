/** A pad to sign on with a finger, pen or mouse; gives the ink (trimmed) as a transparent PNG. */
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { canvasToBlob, makeCanvas, useMessages } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { inkBounds } from './sign.js';

const W = 720;
const H = 240;

export function SignaturePad(props: {
  color: string;
  onInk: (ink: { bytes: Uint8Array; url: string; aspect: number } | null) => void;
}) {
  const m = useMessages(messages);
  const theme = useTheme();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const { onInk } = props;
  const at = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - r.left) / r.width) * W, y: ((e.clientY - r.top) / r.height) * H };
  };
  const finish = async () => {
    last.current = null;
    const c = canvas.current!;
    const ctx = c.getContext('2d')!;
    const b = inkBounds(ctx.getImageData(0, 0, W, H).data, W, H, 6);
    if (!b) return onInk(null);
    const out = makeCanvas(b.width, b.height);
    out.ctx.drawImage(c, b.x, b.y, b.width, b.height, 0, 0, b.width, b.height);
    const blob = await canvasToBlob(out.canvas, 'image/png');
    onInk({
      bytes: new Uint8Array(await blob.arrayBuffer()),
      url: URL.createObjectURL(blob),
      aspect: b.width / b.height,
    });
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        component="canvas"
        ref={canvas}
        width={W}
        height={H}
        data-testid="sign-pad"
        onPointerDown={(e: React.PointerEvent<HTMLCanvasElement>) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          last.current = at(e);
        }}
        onPointerMove={(e: React.PointerEvent<HTMLCanvasElement>) => {
          if (!last.current) return;
          const p = at(e);
          const ctx = e.currentTarget.getContext('2d')!;
          ctx.strokeStyle = props.color;
          ctx.lineWidth = 5;
          ctx.lineCap = 'round';
          ctx.lineJoin = 'round';
          ctx.beginPath();
          ctx.moveTo(last.current.x, last.current.y);
          ctx.lineTo(p.x, p.y);
          ctx.stroke();
          last.current = p;
        }}
        onPointerUp={() => void finish()}
        onPointerCancel={() => void finish()}
        sx={{
          width: '100%',
          aspectRatio: `${W} / ${H}`,
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'line.strong',
          borderRadius: 3,
          bgcolor: 'background.paper',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{m.drawHint}</Typography>
        <Button
          size="small"
          onClick={() => {
            canvas.current?.getContext('2d')?.clearRect(0, 0, W, H);
            onInk(null);
          }}
          data-testid="sign-clear"
          sx={{ color: theme.palette.text.secondary }}
        >
          {m.clear}
        </Button>
      </Box>
    </Box>
  );
}
