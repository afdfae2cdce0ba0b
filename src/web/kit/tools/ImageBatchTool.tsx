/**
 * A batch image tool in one piece: the file input (click, drag-drop, paste, compliance gate), the tool's
 * options, and the result list with compare and save, every image run in the image engine's Worker pool.
 * A tool is its options on top of this (the compressor, the converter).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { format, useMessages } from '../../i18n/index.js';
import type { JobSettings } from '../../image/engine/job.js';
import { summarize, type BatchItem } from '../../image/batch/batch.js';
import { CompareDialog } from '../../image/batch/CompareDialog.js';
import { imageRow } from '../../image/batch/image-rows.js';
import { batchMessages } from '../../image/batch/messages.js';
import { useImageBatch } from '../../image/batch/use-image-batch.js';
import { FileInput, useFileInput } from '../inputs/FileInput.js';
import { ToolBody } from '../layout/Split.js';
import { BatchResult } from '../results/BatchResult.js';
import { formatBytes } from '../results/files.js';
import { useUsageReport } from '../run/use-usage-report.js';

/** What the picker offers: every image type, plus extensions browsers may not type (HEIC, JPEG XL). */
export const IMAGE_ACCEPT = 'image/*,.heic,.heif,.jxl,.avif,.webp,.bmp';
/** Per file; the pixel limit is what really bounds memory (checked from the header). */
export const MAX_FILE_MB = 200;

export interface ImageBatchToolProps {
  testId: string;
  mode: 'compress' | 'convert';
  settings: JobSettings;
  uploadText: string;
  tip: ReactNode;
  options: ReactNode;
}

export function ImageBatchTool({ testId, mode, settings, uploadText, tip, options }: ImageBatchToolProps) {
  const m = useMessages(batchMessages);
  const batch = useImageBatch(settings);
  const input = useFileInput({ accept: IMAGE_ACCEPT, multiple: true, maxSizeMb: MAX_FILE_MB, onFiles: batch.addFiles });
  const [comparing, setComparing] = useState<BatchItem | null>(null);
  const summary = summarize(batch.items);

  // One use per round of work that ends with results (a settings change starts a new round).
  const report = useUsageReport(mode);
  const round = useRef(0);
  useEffect(() => {
    if (summary.pending > 0) round.current = Math.abs(round.current) + 1;
    else if (round.current > 0 && summary.done > 0) {
      report(String(round.current));
      round.current = -round.current;
    }
  }, [summary.pending, summary.done, report]);

  const compare = useCallback((item: BatchItem) => setComparing(item), []);
  const hasItems = batch.items.length > 0;
  const diff = summary.originalBytes - summary.resultBytes;
  return (
    <ToolBody testId={testId} data-pool={batch.poolSize ?? undefined}>
      <FileInput input={input} collapsed={hasItems} buttonText={uploadText} tip={tip} />
      {options}
      {hasItems && (
        <div {...input.dropHandlers}>
          <BatchResult
            rows={batch.items.map((item) => imageRow(item, mode, m, compare))}
            summary={
              summary.done > 0 &&
              mode === 'compress' && (
                <Typography
                  data-testid="batch-saving"
                  sx={{ fontSize: 13, color: diff >= 0 ? 'success.main' : 'warning.main', fontWeight: 600 }}
                >
                  {diff >= 0
                    ? format(m.summarySaved, { bytes: formatBytes(diff), percent: summary.saving })
                    : format(m.summaryGrew, { bytes: formatBytes(-diff) })}
                </Typography>
              )
            }
            title={format(m.summary, { total: summary.total, done: summary.done })}
            onRemove={(key) => batch.remove(key as number)}
            onClear={batch.clear}
            onAddMore={input.open}
            saveAllLabel={m.downloadAll}
            zipName={m.zipName}
          />
        </div>
      )}
      <CompareDialog item={comparing} onClose={() => setComparing(null)} />
    </ToolBody>
  );
}
