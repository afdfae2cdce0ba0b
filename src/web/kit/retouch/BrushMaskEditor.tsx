/**
 * Paint a mask over a picture with a finger or a mouse: brush and eraser with a size on screen, undo and
 * clear, and (when the page has them) boxes to pick with a tap. The picture fits the width, so phones need
 * no zoom; painting does not scroll the page (touch-action: none on the picture only).
 */
import { useEffect, useRef, type PointerEvent as ReactPointerEvent, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import BrushRounded from '@mui/icons-material/BrushRounded';
import AutoFixOffRounded from '@mui/icons-material/AutoFixOffRounded';
import TouchAppRounded from '@mui/icons-material/TouchAppRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import DeleteSweepRounded from '@mui/icons-material/DeleteSweepRounded';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { defineMessages, useMessages } from '../../i18n/index.js';
import { SliderField } from '../options/controls.js';
import { parseHexColor } from '../vision/mask.js';
import type { Quad } from '../cv/geometry.js';
import { insideQuad } from '../cv/retouch-ink.js';
import { brushRadius, toMaskPoint, type Stroke } from './brush-mask.js';
import type { BrushMask, BrushTool } from './use-brush-mask.js';
import { pictureFrame } from './picture-frame.js';

const messages = defineMessages({
  zh: {
    paint: '画笔',
    erase: '橡皮',
    pick: '点选文字',
    size: '笔刷大小',
    undo: '撤销',
    clear: '清除涂抹',
    canvas: '在图片上涂抹要修复的区域',
  },
  en: {
    paint: 'Brush',
    erase: 'Eraser',
    pick: 'Pick text',
    size: 'Brush size',
    undo: 'Undo',
    clear: 'Clear strokes',
    canvas: 'Paint over the areas to repair',
  },
});

export interface PickBox {
  quad: Quad;
  selected: boolean;
}

export interface BrushMaskEditorProps {
  /** The picture at the mask's size. */
  picture: HTMLCanvasElement;
  brush: BrushMask;
  /** Boxes drawn over the picture; with `onPick`, the "pick" tool toggles them by a tap. */
  boxes?: readonly PickBox[];
  onPick?: (index: number) => void;
  testId?: string;
}

const FILL = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/** The mask's colour: the theme's secondary, half transparent. */
function useMaskColour(): [number, number, number] {
  const theme = useTheme();
  const c = parseHexColor(theme.palette.secondary.main) ?? { r: 124, g: 92, b: 255 };
  return [c.r, c.g, c.b];
}

export function BrushMaskEditor(props: BrushMaskEditorProps) {
  const { picture, brush, boxes, onPick, testId } = props;
  const m = useMessages(messages);
  const theme = useTheme();
  const colour = useMaskColour();
  const pictureRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const live = useRef<Stroke | null>(null);
  const { width, height, mask } = brush;

  useEffect(() => {
    const ctx = pictureRef.current?.getContext('2d');
    ctx?.drawImage(picture, 0, 0, width, height);
  }, [picture, width, height]);

  // The overlay is redrawn from the mask whenever it changes (stroke ended, undo, base changed).
  useEffect(() => {
    const ctx = overlayRef.current?.getContext('2d');
    if (!ctx) return;
    const img = ctx.createImageData(width, height);
    const [r, g, b] = colour;
    for (let i = 0; i < mask.data.length; i++) if (mask.data[i]) img.data.set([r, g, b, 140], i * 4);
    ctx.putImageData(img, 0, 0);
  }, [mask, width, height, colour]);

  const rectOf = () => overlayRef.current!.getBoundingClientRect();

  const down = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (e.button !== 0) return;
    const rect = rectOf();
    const p = toMaskPoint(e.clientX, e.clientY, rect, brush);
    if (brush.tool === 'pick') {
      const hit = boxes?.findIndex((box) => insideQuad(box.quad, p.x, p.y)) ?? -1;
      if (hit >= 0) onPick?.(hit);
      return;
    }
    e.currentTarget.setPointerCapture(e.pointerId);
    live.current = { points: [p], radius: brushRadius(brush.size, width, rect.width), erase: brush.tool === 'erase' };
    drawLive();
  };
  const move = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!live.current) return;
    live.current.points.push(toMaskPoint(e.clientX, e.clientY, rectOf(), brush));
    drawLive();
  };
  const up = () => {
    const stroke = live.current;
    live.current = null;
    if (stroke) brush.addStroke(stroke);
  };

  /** The stroke's newest segment on the overlay at once; the mask itself is rendered when it ends. */
  function drawLive() {
    const s = live.current;
    const ctx = overlayRef.current?.getContext('2d');
    if (!s || !ctx) return;
    const n = s.points.length;
    const a = s.points[Math.max(0, n - 2)]!;
    const b = s.points[n - 1]!;
    ctx.save();
    ctx.globalCompositeOperation = s.erase ? 'destination-out' : 'source-over';
    ctx.strokeStyle = `rgba(${colour.join(',')},0.55)`;
    ctx.lineWidth = 2 * s.radius;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x + 0.01, b.y);
    ctx.stroke();
    ctx.restore();
  }

  const tools: { id: BrushTool; label: string; icon: ReactElement }[] = [
    { id: 'paint', label: m.paint, icon: <BrushRounded fontSize="small" /> },
    { id: 'erase', label: m.erase, icon: <AutoFixOffRounded fontSize="small" /> },
    ...(boxes && onPick ? [{ id: 'pick' as const, label: m.pick, icon: <TouchAppRounded fontSize="small" /> }] : []),
  ];

  return (
    <Box data-testid={testId} data-strokes={brush.strokes.length} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={brush.tool}
          onChange={(_, v: BrushTool | null) => v && brush.setTool(v)}
        >
          {tools.map((t) => (
            <ToggleButton key={t.id} value={t.id} data-testid={`brush-${t.id}`} sx={{ gap: 0.5, px: 1.5 }}>
              {t.icon}
              {t.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          size="small"
          startIcon={<UndoRounded />}
          disabled={brush.strokes.length === 0}
          onClick={brush.undo}
          data-testid="brush-undo"
        >
          {m.undo}
        </Button>
        <Button
          size="small"
          startIcon={<DeleteSweepRounded />}
          disabled={brush.strokes.length === 0}
          onClick={brush.clear}
        >
          {m.clear}
        </Button>
      </Box>
      {brush.tool !== 'pick' && (
        <Box sx={{ maxWidth: 360 }}>
          <SliderField
            label={m.size}
            value={brush.size}
            min={6}
            max={120}
            onChange={brush.setSize}
            display={(v) => `${v}px`}
          />
        </Box>
      )}
      <Box sx={{ ...pictureFrame(width, height), border: 1, borderColor: 'line.main' }}>
        {/* Plain canvases: on a Box, width and height would be CSS, not the drawing size. */}
        <canvas ref={pictureRef} width={width} height={height} style={FILL} />
        {boxes && (
          <Box
            component="svg"
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
          >
            {boxes.map((box, i) => (
              <polygon
                key={i}
                data-testid="pick-box"
                data-selected={box.selected ? 'true' : 'false'}
                points={box.quad.map((p) => `${p.x},${p.y}`).join(' ')}
                fill={box.selected ? theme.palette.secondary.main : 'none'}
                fillOpacity={box.selected ? 0.18 : 0}
                stroke={box.selected ? theme.palette.secondary.main : theme.palette.primary.main}
                strokeWidth={Math.max(1.5, width / 500)}
                strokeDasharray={box.selected ? undefined : `${width / 150} ${width / 250}`}
              />
            ))}
          </Box>
        )}
        <canvas
          ref={overlayRef}
          width={width}
          height={height}
          aria-label={m.canvas}
          data-testid="brush-canvas"
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          style={{ ...FILL, touchAction: 'none', cursor: brush.tool === 'pick' ? 'pointer' : 'crosshair' }}
        />
      </Box>
    </Box>
  );
}
