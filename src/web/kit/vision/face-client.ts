/**
 * The page's side of the face engine (`face.worker.ts`): faces with landmarks, and on request age, gender
 * and expression estimates, with the model download's progress the first time.
 */
import { useState } from 'react';
import { useFileInput, type FileInputController } from '../inputs/FileInput.js';
import { useToolRun, type ToolRun } from '../run/use-tool-run.js';
import { createWorkerClient, type WorkerLike } from '../worker/pool.js';
import type { FaceAnalysis, FaceRequest, VisionProgress } from './face-types.js';

export type { Expression, FaceAnalysis, FaceLandmarks, FaceRequest, FoundFace, Point } from './face-types.js';

const worker = createWorkerClient<FaceRequest, FaceAnalysis, VisionProgress>(
  () => new Worker(new URL('./face.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike,
);

export function findFaces(
  request: FaceRequest,
  options: { signal?: AbortSignal; onProgress?: (p: VisionProgress) => void } = {},
): Promise<FaceAnalysis> {
  return worker.call(request, options);
}

export interface FacePhoto {
  input: FileInputController;
  file: File | null;
  progress: VisionProgress | null;
  analysis: ToolRun<File, FaceAnalysis>;
}

/** One photo through the face Worker: the upload widget (images up to 50 MB) and the run with its progress. */
export function useFacePhoto(options: { attributes: boolean; maxSide: number; onNewPhoto?: () => void }): FacePhoto {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<VisionProgress | null>(null);
  const analysis = useToolRun((photo: File, { signal }) =>
    findFaces(
      { blob: photo, attributes: options.attributes, maxSide: options.maxSide },
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
