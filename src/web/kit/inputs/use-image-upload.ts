/**
 * One picture a tool works on: the upload widget (images up to 50 MB), and the picture read upright (EXIF
 * orientation) into a canvas no larger than `maxSide`, or a clear failure for a file the browser cannot read.
 */
import { useEffect, useState } from 'react';
import { loadBitmap, makeCanvas } from '../canvas/canvas.js';
import { useFileInput, type FileInputController } from './FileInput.js';

export interface ImageUpload {
  input: FileInputController;
  file: File | null;
  /** The picture, scaled down to `maxSide` when larger; null until read. */
  canvas: HTMLCanvasElement | null;
  /** The picture was larger than `maxSide`. */
  shrunk: boolean;
  /** The file is not a picture this browser can read. */
  failed: boolean;
  /** A base name for results: the file's name without its extension, or `fallback`. */
  stem: (fallback: string) => string;
}

export function useImageUpload(maxSide: number): ImageUpload {
  const [file, setFile] = useState<File | null>(null);
  const [picture, setPicture] = useState<{ canvas: HTMLCanvasElement; shrunk: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  const input = useFileInput({ accept: 'image/*', maxSizeMb: 50, onFiles: (files) => setFile(files[0] ?? null) });

  useEffect(() => {
    if (!file) return;
    let live = true;
    setFailed(false);
    loadBitmap(file).then(
      (bitmap) => {
        const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
        const { canvas, ctx } = makeCanvas(bitmap.width * scale, bitmap.height * scale);
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        bitmap.close();
        if (live) setPicture({ canvas, shrunk: scale < 1 });
      },
      (error: unknown) => {
        console.error('image unreadable', error);
        if (live) {
          setPicture(null);
          setFailed(true);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [file, maxSide]);

  return {
    input,
    file,
    canvas: picture?.canvas ?? null,
    shrunk: picture?.shrunk ?? false,
    failed,
    stem: (fallback) => file?.name.replace(/\.[^.]+$/, '') || fallback,
  };
}
