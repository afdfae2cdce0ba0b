/**
 * The frame both batch image tools share: the upload widget (click, drag-drop, paste, compliance gate),
 * the tool's options, and the batch list with compare and save. A tool is its options on top of this.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { UploadPlumbing, UploadView, useUpload } from '../../upload/UploadWidget.js';
import { reportToolUse } from '../../platform/api.js';
import { useImageSaver } from '../SaveImage.js';
import type { JobSettings } from '../engine/job.js';
import { summarize } from './batch.js';
import { BatchList } from './BatchList.js';
import { useImageBatch } from './useImageBatch.js';

/** What the picker offers: every image type, plus extensions browsers may not type (HEIC, JPEG XL). */
export const IMAGE_ACCEPT = 'image/*,.heic,.heif,.jxl,.avif,.webp,.bmp';
/** Per file; the pixel limit is what really bounds memory (checked from the header). */
export const MAX_FILE_MB = 200;

export interface ImageBatchToolProps {
  testId: string;
  mode: 'compress' | 'convert';
  settings: JobSettings;
  toolName: string;
  uploadText: string;
  tip: ReactNode;
  options: ReactNode;
}

export function ImageBatchTool({ testId, mode, settings, toolName, uploadText, tip, options }: ImageBatchToolProps) {
  const batch = useImageBatch(settings);
  const saver = useImageSaver();
  const upload = useUpload({
    accept: IMAGE_ACCEPT,
    multiple: true,
    maxSize: MAX_FILE_MB,
    onFiles: (files) => batch.addFiles(files.map((f) => f.file)),
  });
  const summary = summarize(batch.items);

  // Report the tool's use once each time a round of work finishes with results.
  const wasPending = useRef(false);
  useEffect(() => {
    if (summary.pending > 0) wasPending.current = true;
    else if (wasPending.current) {
      wasPending.current = false;
      if (summary.done > 0) void reportToolUse({ toolName, tabName: mode });
    }
  }, [summary.pending, summary.done, toolName, mode]);

  const hasItems = batch.items.length > 0;
  return (
    <Box data-testid={testId} data-pool={batch.poolSize ?? undefined} {...(hasItems ? upload.dropHandlers : {})} sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, md: 2.5 } }}>
      <UploadPlumbing upload={upload} accept={IMAGE_ACCEPT} multiple />
      {!hasItems && <UploadView upload={upload} maxSize={MAX_FILE_MB} buttonText={uploadText} dragDrop tip={tip} />}
      {options}
      {hasItems && (
        <>
          {upload.errorText && (
            <Box role="alert" data-testid="upload-error" sx={{ fontSize: 13, color: 'error.main', textAlign: 'center' }}>
              {upload.errorText}
            </Box>
          )}
          <BatchList items={batch.items} mode={mode} saver={saver} onRemove={batch.remove} onClear={batch.clear} onAddMore={upload.open} />
        </>
      )}
      {saver.ui}
    </Box>
  );
}
