/**
 * One photographed page on a tool page: its outline found in the cv Worker (or the whole image when none
 * stands out), the corners the visitor set, and a preview of the flattened, enhanced page that follows
 * the corners (when let go) and the scan options. `render` makes the full-size file.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { enhancePage, findOutline } from './client.js';
import type { DocumentImage } from './cv-types.js';
import type { DocumentOptions, ScanMode } from './document.js';
import { insetQuad, type Quad } from './geometry.js';
import type { VisionProgress } from '../vision/vision-types.js';

export interface ScanLook {
  mode: ScanMode;
  shadows: boolean;
  deskew: boolean;
}

/** Long side of the preview; the saved page is `FULL_SIDE`. */
export const PREVIEW_SIDE = 1400;
export const FULL_SIDE = 4096;

export interface PageScan {
  /** The photo (object URL) and the size its outline's pixels are in. */
  photo: { url: string; width: number; height: number } | null;
  /** The outline found, or null when none was (the quad then starts as the whole image). */
  detected: Quad | null;
  quad: Quad | null;
  /** Follows a drag (the outline moves); `commitQuad` makes the preview again. */
  setQuad: (quad: Quad) => void;
  commitQuad: (quad: Quad) => void;
  preview: (DocumentImage & { url: string }) | null;
  step: 'outline' | 'render' | null;
  progress: VisionProgress | null;
  failed: boolean;
  /** The page at full size as `type`. */
  render: (type: 'image/png' | 'image/jpeg') => Promise<DocumentImage>;
}

export function usePageScan(file: File | null, look: ScanLook, initialQuad?: Quad | null): PageScan {
  const [photo, setPhoto] = useState<PageScan['photo']>(null);
  const [detected, setDetected] = useState<Quad | null>(null);
  const [quad, setQuad] = useState<Quad | null>(null);
  const [committed, setCommitted] = useState<Quad | null>(null);
  const [preview, setPreview] = useState<PageScan['preview']>(null);
  const [step, setStep] = useState<PageScan['step']>(null);
  const [progress, setProgress] = useState<VisionProgress | null>(null);
  const [failed, setFailed] = useState(false);
  const initial = useRef(initialQuad);
  initial.current = initialQuad;

  useEffect(() => {
    setPhoto(null);
    setDetected(null);
    setQuad(null);
    setCommitted(null);
    setPreview(null);
    setFailed(false);
    if (!file) return;
    let live = true;
    const url = URL.createObjectURL(file);
    setStep('outline');
    findOutline(file, { onProgress: (p) => live && setProgress(p) })
      .then((outline) => {
        if (!live) return;
        const start = initial.current ?? outline.quad ?? insetQuad(outline.width, outline.height);
        setPhoto({ url, width: outline.width, height: outline.height });
        setDetected(outline.quad);
        setQuad(start);
        setCommitted(start);
      })
      .catch(() => live && (setFailed(true), setStep(null)));
    return () => {
      live = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  const { mode, shadows, deskew } = look;
  const options = useCallback(
    (q: Quad, maxSide: number): DocumentOptions => ({ quad: q, mode, shadows, deskew, maxSide }),
    [mode, shadows, deskew],
  );

  // The preview follows the committed corners and the look; a late answer to an older request is dropped.
  const latest = useRef(0);
  useEffect(() => {
    if (!file || !photo || !committed) return;
    const ticket = ++latest.current;
    let url: string | null = null;
    setStep('render');
    enhancePage(file, options(committed, PREVIEW_SIDE), 'image/jpeg', { quadOf: photo, onProgress: setProgress })
      .then((image) => {
        if (ticket !== latest.current) return;
        url = URL.createObjectURL(image.blob);
        setPreview({ ...image, url });
        setStep(null);
      })
      .catch(() => ticket === latest.current && (setFailed(true), setStep(null)));
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, photo, committed, options]);

  const render = useCallback(
    (type: 'image/png' | 'image/jpeg') => {
      if (!file || !photo || !committed) return Promise.reject(new Error('no page yet'));
      return enhancePage(file, options(committed, FULL_SIDE), type, { quadOf: photo });
    },
    [file, photo, committed, options],
  );

  return {
    photo,
    detected,
    quad,
    setQuad,
    commitQuad: (q) => {
      setQuad(q);
      setCommitted(q);
    },
    preview,
    step,
    progress,
    failed,
    render,
  };
}
