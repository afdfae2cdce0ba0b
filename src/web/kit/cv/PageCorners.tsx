/**
 * The photo with the page's outline over it and four corners the visitor drags (mouse, touch or the
 * arrow keys on a focused corner) onto the page's edges. The quad is in the pixels of `width` × `height`
 * (the outline's copy); `onChange` follows the drag, `onCommit` gets the quad when it is let go.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { format, useMessages } from '../../i18n/index.js';
import { dragCorner, nearestCorner } from './corners.js';
import type { Point, Quad } from './geometry.js';
import { cvMessages } from './messages.js';

export interface PageCornersProps {
  src: string;
  width: number;
  height: number;
  quad: Quad;
  onChange: (quad: Quad) => void;
  onCommit: (quad: Quad) => void;
  /** Tallest the photo is shown (px). */
  maxHeight?: number;
  testId?: string;
}

export function PageCorners(props: PageCornersProps) {
  const { src, width, height, quad, onChange, onCommit, maxHeight = 520, testId = 'page-corners' } = props;
  const m = useMessages(cvMessages);
  const theme = useTheme();
  const svg = useRef<SVGSVGElement>(null);
  const [dragging, setDragging] = useState(-1);
  const side = Math.max(width, height);
  const radius = side * 0.022;

  const at = (event: PointerEvent<SVGSVGElement>): Point => {
    const box = svg.current!.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * width,
      y: ((event.clientY - box.top) / box.height) * height,
    };
  };
  const down = (event: PointerEvent<SVGSVGElement>) => {
    // A finger is less precise than a mouse: it grabs a corner from further away.
    const reach = side * (event.pointerType === 'mouse' ? 0.06 : 0.12);
    const index = nearestCorner(quad, at(event), reach);
    if (index < 0) return;
    event.preventDefault();
    svg.current!.setPointerCapture(event.pointerId);
    setDragging(index);
  };
  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (dragging >= 0) onChange(dragCorner(quad, dragging, at(event), width, height));
  };
  const up = () => {
    if (dragging < 0) return;
    setDragging(-1);
    onCommit(quad);
  };
  const key = (index: number) => (event: KeyboardEvent<SVGCircleElement>) => {
    const step = side * (event.shiftKey ? 0.02 : 0.004);
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
      event.key
    ];
    if (!delta) return;
    event.preventDefault();
    const c = quad[index]!;
    const next = dragCorner(quad, index, { x: c.x + delta[0]!, y: c.y + delta[1]! }, width, height);
    onChange(next);
    onCommit(next);
  };

  const outline = quad.map((p) => `${p.x},${p.y}`).join(' ');
  const accent = theme.palette.primary.main;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: `${(maxHeight * width) / height}px`,
          userSelect: 'none',
        }}
      >
        <Box
          component="img"
          src={src}
          alt={m.original}
          draggable={false}
          sx={{ display: 'block', width: '100%', aspectRatio: `${width} / ${height}`, borderRadius: 1 }}
        />
        <svg
          ref={svg}
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          role="group"
          aria-label={m.cornersLabel}
          data-testid={testId}
          data-quad={quad.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join(' ')}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            touchAction: 'none',
            cursor: dragging >= 0 ? 'grabbing' : 'crosshair',
          }}
        >
          <path
            d={`M0,0H${width}V${height}H0Z M${outline.replace(/ /g, ' L')}Z`}
            fillRule="evenodd"
            fill={theme.palette.common.black}
            fillOpacity={0.35}
          />
          <polygon points={outline} fill="none" stroke={accent} strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
          {quad.map((p, i) => (
            <circle
              key={i}
              cx={p.x}
              cy={p.y}
              r={dragging === i ? radius * 1.3 : radius}
              fill={theme.palette.common.white}
              fillOpacity={0.85}
              stroke={accent}
              strokeWidth={3}
              vectorEffect="non-scaling-stroke"
              tabIndex={0}
              role="button"
              aria-label={format(m.corner, { n: i + 1 })}
              aria-valuetext={`${Math.round(p.x)}, ${Math.round(p.y)}`}
              data-testid={`${testId}-${i}`}
              onKeyDown={key(i)}
              style={{ cursor: 'grab', outline: 'none' }}
            />
          ))}
        </svg>
      </Box>
    </Box>
  );
}
