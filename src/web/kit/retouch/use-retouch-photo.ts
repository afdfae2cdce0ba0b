/**
 * The photo a retouch page works on: picked with the upload widget (images up to 50 MB) or taken over from
 * a result to keep working on it, with a preview canvas no larger than `previewSide` (the brush mask's
 * grid) and an object URL of the whole photo for the before/after view.
 */
import { useEffect, useState } from 'react';
import { loadBitmap, makeCanvas } from '../canvas/canvas.js';
import { useFileInput, type FileInputController } from '../inputs/FileInput.js';

export interface RetouchPhoto {
  input: FileInputController;
  /** The file's name without its extension ("photo" when it has none). */
  stem: string;
  /** What the engine works on: the picked file, or the result taken over. */
  source: Blob | null;
  /** The source at preview size, and the URL of the source itself; null until read. */
  picture: { canvas: HTMLCanvasElement; url: string } | null;
  /** The file is not a picture this browser can read. */
  failed: boolean;
  /** Keep working on a result (its name stays). */
  takeOver: (blob: Blob) => void;
}

export function useRetouchPhoto(previewSide: number, onNewPhoto?: () => void): RetouchPhoto {
  const [stem, setStem] = useState('photo');
  const [source, setSource] = useState<Blob | null>(null);
  const [picture, setPicture] = useState<RetouchPhoto['picture']>(null);
  const [failed, setFailed] = useState(false);
  const input = useFileInput({
    accept: 'image/*',
    maxSizeMb: 50,
    onFiles: ([f]) => {
      if (!f) return;
      setStem(f.name.replace(/\.[^.]+$/, '') || 'photo');
      setSource(f);
      onNewPhoto?.();
    },
  });

  useEffect(() => {
    if (!source) return;
    let live = true;
    const url = URL.createObjectURL(source);
    setFailed(false);
    loadBitmap(source).then(
      (bitmap) => {
        const scale = Math.min(1, previewSide / Math.max(bitmap.width, bitmap.height));
        const { canvas, ctx } = makeCanvas(bitmap.width * scale, bitmap.height * scale);
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        bitmap.close();
        if (live) setPicture({ canvas, url });
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
      URL.revokeObjectURL(url);
    };
  }, [source, previewSide]);

  return { input, stem, source, picture, failed, takeOver: setSource };
}
