/**
 * A list of results, one row per input file: progress while it works, its error, or its result with a
 * download; totals, add more, clear, and save all (one zip on desktops; the save helper picks the channel).
 * Rows are memoised, so a progress message re-renders its own row only and a long batch stays smooth.
 */
import { memo, useCallback, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { format, useMessages } from '../../i18n/index.js';
import { LoadingButton } from '../../ui/LoadingButton.js';
import { useSaver, type Saver } from '../../save/Saver.js';
import type { SaveFile } from '../../save/save.js';
import { kitMessages } from '../messages.js';

export type RowStatus = 'queued' | 'working' | 'done' | 'error';

export interface ResultRow {
  key: string | number;
  name: string;
  status: RowStatus;
  /** 0..1 while working. */
  progress?: number;
  /** What it is doing, beside the progress bar. */
  stage?: string;
  /** Why it failed, in words. */
  error?: string;
  /** The second line (format, size, pages, ...). */
  detail?: ReactNode;
  /** A third line once done (sizes, saving, notes). */
  outcome?: ReactNode;
  thumbUrl?: string | null;
  /** What is saved for this row once done. */
  file?: SaveFile | null;
  /** More buttons on the row (e.g. compare). */
  actions?: ReactNode;
  /** Clicking the thumbnail (e.g. to compare); its accessible name. */
  onThumb?: () => void;
  thumbLabel?: string;
  /** `data-*` attributes for tests and benchmarks. */
  data?: Record<string, string | number | undefined>;
  /** Stops this row's work (a 取消 button while it is queued or working). */
  onCancel?: () => void;
  /** Runs a failed row again (a 重试 button beside its error). */
  onRetry?: () => void;
}

export interface BatchResultProps {
  rows: ResultRow[];
  /** The heading (default: "{done}/{total} 已完成"). */
  title?: ReactNode;
  /** Line(s) under the heading (e.g. total saving). */
  summary?: ReactNode;
  onRemove?: (key: ResultRow['key']) => void;
  onClear?: () => void;
  onAddMore?: () => void;
  addMoreLabel?: string;
  saveAllLabel?: string;
  /** The zip's name without `.zip` (default: the kit's 处理结果). */
  zipName?: string;
  /** A saver the tool already uses (else the list has its own). */
  saver?: Saver;
  testId?: string;
}

export function BatchResult(props: BatchResultProps) {
  const m = useMessages(kitMessages);
  const own = useSaver();
  const saver = props.saver ?? own;
  const { rows, summary, onRemove, onClear, onAddMore, addMoreLabel, saveAllLabel } = props;
  const done = rows.filter((r) => r.status === 'done' && r.file);
  const pending = rows.filter((r) => r.status === 'queued' || r.status === 'working').length;
  const failed = rows.filter((r) => r.status === 'error').length;
  const zipName = `${props.zipName ?? m.zipName}.zip`;
  const { save } = saver;
  const saveOne = useCallback((file: SaveFile) => void save(() => [file]), [save]);
  const saveAll = () => void save(() => done.map((r) => r.file!), zipName);
  return (
    <Box data-testid={props.testId ?? 'batch'} data-done={done.length} data-pending={pending} data-failed={failed}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography data-testid="batch-summary" sx={{ fontSize: 15, fontWeight: 700 }}>
            {props.title ?? format(m.done, { total: rows.length, done: done.length })}
          </Typography>
          {summary}
        </Box>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: { xs: '100%', sm: 'auto' } }}
        >
          {onAddMore && (
            <Button
              variant="outlined"
              startIcon={<AddRounded />}
              onClick={onAddMore}
              data-testid="batch-add"
              sx={{ borderRadius: 5, flexShrink: 0 }}
            >
              {addMoreLabel ?? m.addMore}
            </Button>
          )}
          {onClear && (
            <Button
              variant="text"
              color="inherit"
              startIcon={<DeleteSweepOutlined />}
              onClick={onClear}
              data-testid="batch-clear"
              sx={{ borderRadius: 5, color: 'text.secondary', flexShrink: 0 }}
            >
              {m.clear}
            </Button>
          )}
          <LoadingButton
            variant="contained"
            startIcon={<DownloadRounded />}
            onClick={saveAll}
            loading={saver.saving}
            disabled={done.length === 0}
            data-testid="download-all"
            sx={{
              borderRadius: 5,
              px: 2.5,
              flex: { xs: '1 1 100%', sm: 'none' },
              order: { xs: -1, sm: 0 },
              height: { xs: 44, sm: 'auto' },
              whiteSpace: 'nowrap',
            }}
          >
            {done.length > 1 ? `${saveAllLabel ?? m.saveAll} (${done.length})` : (saveAllLabel ?? m.saveAll)}
          </LoadingButton>
        </Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {rows.map((row) => (
          <Row key={row.key} row={row} onSave={saveOne} onRemove={onRemove} />
        ))}
      </Box>
      {!props.saver && own.ui}
    </Box>
  );
}

const Row = memo(function Row({
  row,
  onSave,
  onRemove,
}: {
  row: ResultRow;
  onSave: (file: SaveFile) => void;
  onRemove?: (key: ResultRow['key']) => void;
}) {
  const m = useMessages(kitMessages);
  const working = row.status === 'queued' || row.status === 'working';
  const data = Object.fromEntries(
    Object.entries(row.data ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [`data-${k}`, v]),
  );
  return (
    <Box
      component="li"
      data-testid="batch-item"
      data-status={row.status}
      {...data}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1.25, md: 2 },
        p: { xs: 1, md: 1.25 },
        pr: { xs: 0.5, md: 1 },
        border: 1,
        borderColor: 'line.main',
        borderRadius: 2.5,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component={row.onThumb ? 'button' : 'div'}
        type={row.onThumb ? 'button' : undefined}
        onClick={row.onThumb}
        aria-label={row.onThumb ? row.thumbLabel : undefined}
        data-testid="item-thumb"
        sx={{
          width: { xs: 52, md: 60 },
          height: { xs: 52, md: 60 },
          flexShrink: 0,
          borderRadius: 1.5,
          overflow: 'hidden',
          bgcolor: 'surface.soft',
          display: 'grid',
          placeItems: 'center',
          border: 0,
          p: 0,
          cursor: row.onThumb ? 'zoom-in' : 'default',
        }}
      >
        {row.thumbUrl ? (
          <Box component="img" src={row.thumbUrl} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : row.status === 'error' ? (
          <ErrorOutlineRounded sx={{ color: 'error.light' }} />
        ) : (
          <InsertDriveFileOutlined sx={{ color: 'line.strong' }} />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap title={row.name} sx={{ fontSize: 14, fontWeight: 600 }}>
          {row.name}
        </Typography>
        {row.detail && (
          <Typography noWrap component="div" sx={{ fontSize: 12, color: 'text.secondary' }}>
            {row.detail}
          </Typography>
        )}
        {working && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <LinearProgress
              variant={row.progress === undefined ? 'indeterminate' : 'determinate'}
              value={Math.round((row.progress ?? 0) * 100)}
              data-testid="item-progress"
              sx={{ flex: 1, height: 6, borderRadius: 3 }}
            />
            <Typography sx={{ fontSize: 12, color: 'text.secondary', flexShrink: 0 }}>
              {row.status === 'queued' ? m.queued : (row.stage ?? m.working)}
            </Typography>
          </Box>
        )}
        {row.status === 'error' && row.error && (
          <Typography role="alert" data-testid="item-error" sx={{ fontSize: 12, color: 'error.main', mt: 0.25 }}>
            {row.error}
          </Typography>
        )}
        {row.status === 'done' && row.outcome && (
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, mt: 0.25 }}>
            {row.outcome}
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
        {working && row.onCancel && (
          <Button
            size="small"
            color="inherit"
            onClick={row.onCancel}
            data-testid="item-cancel"
            sx={{ color: 'text.secondary', minWidth: 0, px: 1 }}
          >
            {m.cancel}
          </Button>
        )}
        {row.status === 'error' && row.onRetry && (
          <Button size="small" onClick={row.onRetry} data-testid="item-retry" sx={{ minWidth: 0, px: 1 }}>
            {m.retry}
          </Button>
        )}
        {row.status === 'done' && row.actions}
        {row.status === 'done' && row.file && (
          <IconButton
            aria-label={m.download}
            color="primary"
            onClick={() => onSave(row.file!)}
            data-testid="item-download"
          >
            <DownloadRounded />
          </IconButton>
        )}
        {onRemove && (
          <IconButton
            aria-label={m.remove}
            onClick={() => onRemove(row.key)}
            data-testid="item-remove"
            size="small"
            sx={{ color: 'text.disabled' }}
          >
            <CloseRounded fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  );
});
