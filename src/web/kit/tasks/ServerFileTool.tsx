/**
 * A file tool whose work runs on the server's task queue, in one piece: the file input (several files),
 * the tool's options, and one row per file with its real progress (uploading %, place in the queue,
 * processing %, done), cancel, retry, its result to save, and all results as one zip. Offline, the page
 * says that the tool needs the network and takes no files. A tool is its options on top of this.
 */
import { useCallback, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { TaskFamily } from '../../../common/task-api.js';
import { format, useMessages } from '../../i18n/index.js';
import { FileInput, useFileInput } from '../inputs/FileInput.js';
import { Notice } from '../layout/Notice.js';
import { ToolBody } from '../layout/Split.js';
import { kitMessages } from '../messages.js';
import { BatchResult, type ResultRow } from '../results/BatchResult.js';
import { formatBytes } from '../results/files.js';
import { useRoundReport } from '../run/use-usage-report.js';
import { taskMessages } from './messages.js';
import { rowStatus, stageText, summarize, type ServerItem } from './server-batch.js';
import { useOnline, useServerBatch } from './use-server-batch.js';

/** The server's default limit per file (TASK_MAX_BYTES); a larger file is refused before it is sent. */
export const SERVER_FILE_MAX_MB = 50;

export interface ServerFileToolProps {
  testId: string;
  /** The task kind (the tool's slug). */
  tool: string;
  family?: TaskFamily;
  accept: string;
  maxSizeMb?: number;
  uploadText: string;
  tip: ReactNode;
  /** The tool's options, shown under the drop zone. */
  options?: ReactNode;
  /** The options a file is sent with (read when the file is added). */
  taskOptions: (file: File) => object;
  /** What a row's second line says before the file's size (e.g. "DOCX → PDF"). */
  describe?: (item: ServerItem) => string | null;
  /** A done row's third line (default: the result's name and size). */
  outcome?: (item: ServerItem) => ReactNode;
  /** A line under the heading once something is done (e.g. total saving). */
  summary?: (items: ServerItem[]) => ReactNode;
  zipName?: string;
}

function defaultOutcome(item: ServerItem): ReactNode {
  if (!item.result) return null;
  return (
    <Typography data-testid="item-outcome" sx={{ fontSize: 12, color: 'success.main', fontWeight: 600 }}>
      {item.result.name} · {formatBytes(item.result.size)}
    </Typography>
  );
}

export function ServerFileTool(props: ServerFileToolProps) {
  const m = useMessages(taskMessages);
  const k = useMessages(kitMessages);
  const online = useOnline();
  const batch = useServerBatch({
    tool: props.tool,
    family: props.family,
    canceledText: m.canceled,
    failedText: k.failed,
  });
  const { taskOptions } = props;
  const onFiles = useCallback((files: File[]) => batch.add(files, taskOptions), [batch, taskOptions]);
  const input = useFileInput({
    accept: props.accept,
    multiple: true,
    maxSizeMb: props.maxSizeMb ?? SERVER_FILE_MAX_MB,
    disabled: !online,
    onFiles,
  });
  const summary = summarize(batch.items);

  useRoundReport(summary.pending, summary.done);

  const rows: ResultRow[] = batch.items.map((item) => {
    const status = rowStatus(item);
    return {
      key: item.key,
      name: item.name,
      status,
      progress: status === 'working' ? item.percent / 100 : undefined,
      stage: stageText(item, m),
      error: status === 'error' ? item.error : undefined,
      detail: [props.describe?.(item), formatBytes(item.size)].filter(Boolean).join(' · '),
      outcome: status === 'done' ? (props.outcome ?? defaultOutcome)(item) : undefined,
      file: item.result ? { blob: item.result.blob, name: item.result.name } : null,
      onCancel: status === 'working' || status === 'queued' ? () => batch.cancel(item.key) : undefined,
      onRetry: status === 'error' && online ? () => batch.retry(item.key) : undefined,
      data: { phase: item.phase, percent: item.percent, position: item.position },
    };
  });
  const hasItems = rows.length > 0;
  return (
    <ToolBody testId={props.testId} data-online={online ? 'true' : 'false'}>
      {!online && (
        <Notice severity="warning" testId="server-offline">
          {m.offline}
        </Notice>
      )}
      <FileInput
        input={input}
        collapsed={hasItems}
        buttonText={props.uploadText}
        tip={
          <>
            {props.tip}
            <Typography component="span" sx={{ display: 'block', mt: 0.5, fontSize: 12, color: 'text.secondary' }}>
              {m.privacy}
            </Typography>
          </>
        }
      />
      {props.options}
      {hasItems && (
        <div {...input.dropHandlers}>
          <BatchResult
            rows={rows}
            title={format(m.summary, { total: summary.total, done: summary.done })}
            summary={summary.done > 0 ? props.summary?.(batch.items) : undefined}
            onRemove={(key) => batch.remove(Number(key))}
            onClear={batch.clear}
            onAddMore={online ? input.open : undefined}
            saveAllLabel={m.downloadAll}
            zipName={props.zipName ?? m.zipName}
            testId="server-batch"
          />
        </div>
      )}
    </ToolBody>
  );
}
