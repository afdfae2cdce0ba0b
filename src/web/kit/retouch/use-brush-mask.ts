/** The brush mask's state for a page: strokes over a base mask, the tool and the brush size, undo. */
import { useCallback, useMemo, useState } from 'react';
import type { Mask } from '../vision/mask.js';
import { renderMask, type Stroke } from './brush-mask.js';

export type BrushTool = 'paint' | 'erase' | 'pick';

export interface BrushMask {
  width: number;
  height: number;
  /** The base mask with every stroke drawn over it. */
  mask: Mask;
  strokes: readonly Stroke[];
  tool: BrushTool;
  setTool: (tool: BrushTool) => void;
  /** Brush diameter in CSS pixels on screen. */
  size: number;
  setSize: (size: number) => void;
  addStroke: (stroke: Stroke) => void;
  undo: () => void;
  clear: () => void;
}

export function useBrushMask(width: number, height: number, base: Mask | null = null): BrushMask {
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [tool, setTool] = useState<BrushTool>('paint');
  const [size, setSize] = useState(28);
  const mask = useMemo(() => renderMask(width, height, base, strokes), [width, height, base, strokes]);
  const addStroke = useCallback((s: Stroke) => setStrokes((all) => [...all, s]), []);
  const undo = useCallback(() => setStrokes((all) => all.slice(0, -1)), []);
  const clear = useCallback(() => setStrokes([]), []);
  return { width, height, mask, strokes, tool, setTool, size, setSize, addStroke, undo, clear };
}
