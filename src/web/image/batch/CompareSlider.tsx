/** A before/after comparison: the two images stacked, the original shown left of a draggable divider. */
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface CompareSliderProps {
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
  /** Accessible name of the divider. */
  label: string;
}

const clamp = (n: number) => Math.min(100, Math.max(0, n));

export function CompareSlider({ before, after, beforeLabel, afterLabel, label }: CompareSliderProps) {
  const [position, setPosition] = useState(50);
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = useCallback((clientX: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    setPosition(clamp(((clientX - rect.left) / rect.width) * 100));
  }, []);

  const onPointerDown = (e: PointerEvent) => {
    dragging.current = true;
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    moveTo(e.clientX);
  };
  const onPointerMove = (e: PointerEvent) => dragging.current && moveTo(e.clientX);
  const onPointerUp = () => (dragging.current = false);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.shiftKey ? 10 : 2;
    if (e.key === 'ArrowLeft') setPosition((p) => clamp(p - step));
    else if (e.key === 'ArrowRight') setPosition((p) => clamp(p + step));
    else if (e.key === 'Home') setPosition(0);
    else if (e.key === 'End') setPosition(100);
    else return;
    e.preventDefault();
  };

  const tag = {
    position: 'absolute',
    top: 10,
    px: 1,
    py: 0.25,
    borderRadius: 1,
    fontSize: 12,
    fontWeight: 600,
    color: 'common.white',
    bgcolor: 'rgba(15,23,42,0.62)',
    pointerEvents: 'none',
  } as const;
  return (
    <Box
      ref={box}
      data-testid="compare-slider"
      data-position={Math.round(position)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      sx={{
        position: 'relative',
        width: '100%',
        userSelect: 'none',
        touchAction: 'none',
        cursor: 'ew-resize',
        overflow: 'hidden',
        borderRadius: 2,
        // A checkerboard shows transparency.
        bgcolor: 'background.paper',
        backgroundImage: (t) => {
          const c = t.palette.surface.soft;
          const square = `linear-gradient(45deg,${c} 25%,transparent 25%,transparent 75%,${c} 75%)`;
          return `${square},${square}`;
        },
        backgroundSize: '16px 16px',
        backgroundPosition: '0 0, 8px 8px',
      }}
    >
      <Box
        component="img"
        src={after}
        alt={afterLabel}
        draggable={false}
        data-testid="compare-after"
        sx={{ display: 'block', width: '100%', height: 'auto', maxHeight: '70vh', objectFit: 'contain' }}
      />
      <Box
        component="img"
        src={before}
        alt={beforeLabel}
        draggable={false}
        data-testid="compare-before"
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'contain',
          clipPath: `inset(0 ${100 - position}% 0 0)`,
        }}
      />
      <Typography sx={{ ...tag, left: 10 }}>{beforeLabel}</Typography>
      <Typography sx={{ ...tag, right: 10 }}>{afterLabel}</Typography>
      <Box
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(position)}
        onKeyDown={onKeyDown}
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: `${position}%`,
          width: 2,
          ml: '-1px',
          bgcolor: 'common.white',
          boxShadow: '0 0 0 1px rgba(15,23,42,0.25)',
          outline: 'none',
          '&:focus-visible > div': { boxShadow: '0 0 0 3px rgba(31,111,235,0.5)' },
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            width: 36,
            height: 36,
            transform: 'translate(-50%,-50%)',
            borderRadius: '50%',
            bgcolor: 'common.white',
            boxShadow: '0 2px 8px rgba(15,23,42,0.3)',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            fontSize: 14,
            fontWeight: 700,
          }}
        >
          ⇆
        </Box>
      </Box>
    </Box>
  );
}
