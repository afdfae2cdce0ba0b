/**
 * A page preview with a box on it that the visitor drags: draw a new one (crop), move it, or resize it by
 * its corner (signature, keeping its aspect). Mouse, touch and pen through pointer events.
 */
import { useRef, type ReactNode, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import { drawBox, moveBox, resizeBox, type FracBox, type FracPoint } from '../box.js';
import { PageThumb } from './PageThumb.js';
import type { PdfDoc } from './use-pdf-open.js';

type Drag = { mode: 'draw' | 'move' | 'resize'; start: FracPoint; box: FracBox | null };

export function PageBoxEditor(props: {
  doc: PdfDoc;
  page: number;
  size: number;
  alt: string;
  box: FracBox | null;
  onChange: (box: FracBox) => void;
  /** Dragging outside the box draws a new one. */
  draw?: boolean;
  /** Keep w/h (in fractions of the page) when resizing. */
  aspect?: number;
  /** Shade the page outside the box (crop). */
  shade?: boolean;
  children?: ReactNode;
  testId: string;
}) {
  const { box, onChange } = props;
  const area = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const point = (e: PointerEvent): FracPoint => {
    const r = area.current!.getBoundingClientRect();
    return { x: (e.clientX - r.left) / r.width, y: (e.clientY - r.top) / r.height };
  };
  const down = (e: PointerEvent<HTMLDivElement>) => {
    const p = point(e);
    const role = (e.target as HTMLElement).dataset.role;
    const mode = role === 'resize' ? 'resize' : role === 'box' ? 'move' : props.draw ? 'draw' : box ? 'move' : null;
    if (!mode) return;
    e.preventDefault();
    area.current!.setPointerCapture(e.pointerId);
    drag.current = { mode, start: p, box };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const p = point(e);
    if (d.mode === 'draw') onChange(drawBox(d.start, p));
    else if (d.box && d.mode === 'move') onChange(moveBox(d.box, p.x - d.start.x, p.y - d.start.y));
    else if (d.box) onChange(resizeBox(d.box, p.x - d.start.x, p.y - d.start.y, props.aspect));
  };
  const up = () => {
    drag.current = null;
  };
  const pct = (v: number) => `${v * 100}%`;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Box sx={{ position: 'relative', display: 'inline-block' }}>
        <PageThumb doc={props.doc} page={props.page} size={props.size} alt={props.alt} />
        <Box
          ref={area}
          data-testid={props.testId}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          sx={{
            position: 'absolute',
            inset: 0,
            touchAction: 'none',
            cursor: props.draw ? 'crosshair' : 'default',
            overflow: 'hidden',
          }}
        >
          {box && (
            <Box
              data-role="box"
              data-testid={`${props.testId}-box`}
              sx={{
                position: 'absolute',
                left: pct(box.x),
                top: pct(box.y),
                width: pct(box.w),
                height: pct(box.h),
                border: 2,
                borderStyle: 'dashed',
                borderColor: 'primary.main',
                cursor: 'move',
                boxShadow: props.shade ? '0 0 0 4000px rgba(15,23,42,0.45)' : 'none',
              }}
            >
              <Box sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>{props.children}</Box>
              <Box
                data-role="resize"
                data-testid={`${props.testId}-resize`}
                sx={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 18,
                  height: 18,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  border: 2,
                  borderColor: 'background.paper',
                  cursor: 'nwse-resize',
                }}
              />
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
