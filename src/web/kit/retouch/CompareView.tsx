/**
 * Before and after, one over the other, split where the visitor drags (or by the slider under it, which
 * keyboards reach): before on the left, after on the right.
 */
import { useState, type PointerEvent as ReactPointerEvent } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { defineMessages, useMessages } from '../../i18n/index.js';
import { pictureFrame } from './picture-frame.js';

const messages = defineMessages({
  zh: { before: '处理前', after: '处理后', split: '对比位置' },
  en: { before: 'Before', after: 'After', split: 'Comparison split' },
});

export interface CompareViewProps {
  before: string;
  after: string;
  width: number;
  height: number;
  testId?: string;
}

const label = {
  position: 'absolute',
  top: 8,
  px: 1,
  py: 0.25,
  borderRadius: 1,
  fontSize: 12,
  color: 'common.white',
  bgcolor: 'surface.dark',
  opacity: 0.85,
  pointerEvents: 'none',
} as const;

export function CompareView(props: CompareViewProps) {
  const { before, after, width, height, testId } = props;
  const m = useMessages(messages);
  const [split, setSplit] = useState(50);
  const [dragging, setDragging] = useState(false);

  const place = (e: ReactPointerEvent<HTMLElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    setSplit(Math.max(0, Math.min(100, ((e.clientX - rect.left) / Math.max(1, rect.width)) * 100)));
  };

  return (
    <Box data-testid={testId} sx={{ display: 'grid', gap: 0.5 }}>
      <Box
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          setDragging(true);
          place(e);
        }}
        onPointerMove={(e) => dragging && place(e)}
        onPointerUp={() => setDragging(false)}
        onPointerCancel={() => setDragging(false)}
        sx={{
          ...pictureFrame(width, height),
          cursor: 'ew-resize',
          // Vertical swipes still scroll the page on phones.
          touchAction: 'pan-y',
          userSelect: 'none',
        }}
      >
        <Box
          component="img"
          src={before}
          alt={m.before}
          draggable={false}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
        <Box
          component="img"
          src={after}
          alt={m.after}
          draggable={false}
          data-testid="compare-after"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', clipPath: `inset(0 0 0 ${split}%)` }}
        />
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: `${split}%`,
            width: 2,
            ml: '-1px',
            bgcolor: 'common.white',
            boxShadow: 1,
            pointerEvents: 'none',
          }}
        />
        <Box sx={{ ...label, left: 8 }}>{m.before}</Box>
        <Box sx={{ ...label, right: 8 }}>{m.after}</Box>
      </Box>
      <Slider
        size="small"
        value={split}
        onChange={(_, v) => setSplit(v as number)}
        aria-label={m.split}
        sx={{ maxWidth: 360, mx: 'auto', width: '80%' }}
      />
    </Box>
  );
}
