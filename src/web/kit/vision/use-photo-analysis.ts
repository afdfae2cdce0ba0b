/**
 * One photo through the vision Worker: the upload widget (images up to 50 MB), the run (segmentation,
 * faces if asked) with its model-download progress, and a hook for the page to clear what it drew for the
 * previous photo.
 */
import { useState } from 'react';
import { useFileInput, type FileInputController } from '../inputs/FileInput.js';
import { useToolRun, type ToolRun } from '../run/use-tool-run.js';
import { analysePhoto, type VisionProgress, type VisionResult } from './client.js';

export interface PhotoAnalysis {
  input: FileInputController;
  file: File | null;
  progress: VisionProgress | null;
  analysis: ToolRun<File, VisionResult>;
}

export function usePhotoAnalysis(options: { faces: boolean; maxSide: number; onNewPhoto?: () => void }): PhotoAnalysis {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<VisionProgress | null>(null);
  const analysis = useToolRun((photo: File, { signal }) =>
    analysePhoto(
      { blob: photo, model: 'selfie', faces: options.faces, maxSide: options.maxSide },
      { signal, onProgress: setProgress },
    ),
  );
  const input = useFileInput({
    accept: 'image/*',
    maxSizeMb: 50,
    onFiles: ([f]) => {
      if (!f) return;
      setFile(f);
      setProgress(null);
      options.onNewPhoto?.();
      void analysis.run(f);
    },
  });
  return { input, file, progress, analysis };
}
