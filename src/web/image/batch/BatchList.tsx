/** The list of a batch: each image with its progress or result, compare and download, and the totals. */
import { memo, useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import CompareOutlined from '@mui/icons-material/CompareOutlined';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { format, useMessages } from '../../i18n/index.js';
import { LoadingButton } from '../../shell/LoadingButton.js';
import { FORMAT_LABEL, isDisplayable } from '../engine/formats.js';
import { savingPercent } from '../engine/job.js';
import type { ImageSaver } from '../SaveImage.js';
import { formatBytes, summarize, type BatchItem } from './batch.js';
import { CompareSlider } from './CompareSlider.js';
import { batchMessages } from './messages.js';

export interface BatchListProps {
  items: BatchItem[];
  mode: 'compress' | 'convert';
  saver: ImageSaver;
  onRemove: (key: number) => void;
  onClear: () => void;
  onAddMore: () => void;
}

/** "JPEG → WebP · 4000×3000 → 1920×1440" (the size once when unchanged), short enough for a phone row. */
function describeResult(inputLabel: string, r: NonNullable<BatchItem['result']>, m: typeof batchMessages.zh): string {
  const formats = r.keptOriginal || FORMAT_LABEL[r.format] === inputLabel ? inputLabel : `${inputLabel} → ${FORMAT_LABEL[r.format]}`;
  const same = r.width === r.sourceWidth && r.height === r.sourceHeight;
  const size = same ? `${r.width}×${r.height}` : `${r.sourceWidth}×${r.sourceHeight} → ${r.width}×${r.height}`;
  const quality = r.quality !== null ? ` · ${format(m.qualityN, { q: r.quality })}` : '';
  return `${formats} · ${size}${quality}${r.frames > 1 ? ` · ${format(m.frames, { n: r.frames })}` : ''}`;
}

function errorText(m: typeof batchMessages.zh, item: BatchItem): string {
  switch (item.error) {
    case 'unsupported':
      return m.unsupported;
    case 'webp2':
      return m.webp2;
    case 'tooLarge':
      return m.tooLarge;
    case 'decode':
      return m.decodeError;
    case 'crashed':
      return m.crashed;
    default:
      return m.encodeError;
  }
}

export function BatchList({ items, mode, saver, onRemove, onClear, onAddMore }: BatchListProps) {
  const m = useMessages(batchMessages);
  const [comparing, setComparing] = useState<BatchItem | null>(null);
  const summary = summarize(items);
  const finished = items.filter((i) => i.status === 'done' && i.result);
  const saveAll = () => void saver.save(() => finished.map((i) => ({ blob: i.result!.blob, name: i.result!.name })), `${m.zipName}.zip`);
  const diff = summary.originalBytes - summary.resultBytes;
  const { save } = saver;
  const saveOne = useCallback((blob: Blob, name: string) => void save(() => [{ blob, name }]), [save]);

  return (
    <Box data-testid="batch" data-done={summary.done} data-pending={summary.pending} data-failed={summary.failed}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography data-testid="batch-summary" sx={{ fontSize: 15, fontWeight: 700 }}>
            {format(m.summary, { total: summary.total, done: summary.done })}
          </Typography>
          {summary.done > 0 && mode === 'compress' && (
            <Typography data-testid="batch-saving" sx={{ fontSize: 13, color: diff >= 0 ? 'success.main' : 'warning.main', fontWeight: 600 }}>
              {diff >= 0 ? format(m.summarySaved, { bytes: formatBytes(diff), percent: summary.saving }) : format(m.summaryGrew, { bytes: formatBytes(-diff) })}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
          <Button variant="outlined" startIcon={<AddPhotoAlternateOutlined />} onClick={onAddMore} data-testid="batch-add" sx={{ borderRadius: 5, flexShrink: 0 }}>
            {m.addMore}
          </Button>
          <Button variant="text" color="inherit" startIcon={<DeleteSweepOutlined />} onClick={onClear} data-testid="batch-clear" sx={{ borderRadius: 5, color: 'text.secondary', flexShrink: 0 }}>
            {m.clear}
          </Button>
          <LoadingButton variant="contained" startIcon={<DownloadRounded />} onClick={saveAll} loading={saver.saving} disabled={finished.length === 0}
            data-testid="download-all" sx={{ borderRadius: 5, px: 2.5, flex: { xs: '1 1 100%', sm: 'none' }, order: { xs: -1, sm: 0 }, height: { xs: 44, sm: 'auto' }, whiteSpace: 'nowrap' }}>
            {finished.length > 1 ? `${m.downloadAll} (${finished.length})` : m.downloadAll}
          </LoadingButton>
        </Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {items.map((item) => (
          <Row key={item.key} item={item} mode={mode} onSave={saveOne} onRemove={onRemove} onCompare={setComparing} />
        ))}
      </Box>
      <CompareDialog item={comparing} onClose={() => setComparing(null)} />
    </Box>
  );
}

interface RowProps {
  item: BatchItem;
  mode: 'compress' | 'convert';
  onSave: (blob: Blob, name: string) => void;
  onRemove: (key: number) => void;
  onCompare: (item: BatchItem) => void;
}

/** Memoised: a progress message re-renders its own row only, so a long batch keeps the page responsive. */
const Row = memo(function Row({ item, mode, onSave, onRemove, onCompare }: RowProps) {
  const m = useMessages(batchMessages);
  const r = item.result;
  const working = item.status === 'queued' || item.status === 'working';
  const stageText = item.status === 'queued' ? m.queued : item.stage === 'decode' ? m.decode : item.stage === 'optimise' ? m.optimise : mode === 'compress' ? m.encodeCompress : m.encodeConvert;
  const percent = r ? savingPercent(item.size, r.blob.size) : 0;
  const canCompare = r !== null && isDisplayable(r.format) && (item.previewUrl !== null || (item.input !== null && isDisplayable(item.input)));
  const inputLabel = item.input ? FORMAT_LABEL[item.input] : '?';
  return (
    <Box component="li" data-testid="batch-item" data-run={item.run} data-ms={r ? Math.round(r.ms) : undefined} data-status={item.status} data-error={item.error ?? undefined} data-format={r?.format} data-kept={r?.keptOriginal ? '1' : undefined}
      data-width={r?.width} data-height={r?.height} data-quality={r?.quality ?? undefined}
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.25, md: 2 }, p: { xs: 1, md: 1.25 }, pr: { xs: 0.5, md: 1 }, border: '1px solid #e7ebf3', borderRadius: 2.5, bgcolor: '#fff' }}>
      <Box component={canCompare ? 'button' : 'div'} type={canCompare ? 'button' : undefined} onClick={canCompare ? () => onCompare(item) : undefined} aria-label={canCompare ? m.compare : undefined}
        data-testid="item-thumb"
        sx={{ width: { xs: 52, md: 60 }, height: { xs: 52, md: 60 }, flexShrink: 0, borderRadius: 1.5, overflow: 'hidden', bgcolor: '#f1f4f9', display: 'grid', placeItems: 'center', border: 0, p: 0, cursor: canCompare ? 'zoom-in' : 'default' }}>
        {item.thumbUrl ? (
          <Box component="img" src={item.thumbUrl} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : item.status === 'error' ? (
          <ErrorOutlineRounded sx={{ color: 'error.light' }} />
        ) : (
          <ImageOutlined sx={{ color: '#b8c2d3' }} />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap title={item.name} sx={{ fontSize: 14, fontWeight: 600 }}>
          {item.name}
        </Typography>
        <Typography noWrap sx={{ fontSize: 12, color: 'text.secondary' }}>
          {r ? describeResult(inputLabel, r, m) : `${inputLabel} · ${formatBytes(item.size)}`}
        </Typography>
        {working && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <LinearProgress variant="determinate" value={Math.round(item.progress * 100)} data-testid="item-progress" sx={{ flex: 1, height: 6, borderRadius: 3 }} />
            <Typography sx={{ fontSize: 12, color: 'text.secondary', flexShrink: 0 }}>{stageText}</Typography>
          </Box>
        )}
        {item.status === 'error' && (
          <Typography role="alert" data-testid="item-error" sx={{ fontSize: 12, color: 'error.main', mt: 0.25 }}>
            {errorText(m, item)}
          </Typography>
        )}
        {r && (
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, mt: 0.25 }}>
            <Typography data-testid="item-sizes" sx={{ fontSize: 12.5, color: 'text.secondary' }}>
              {formatBytes(item.size)} → <Box component="strong" sx={{ color: 'text.primary' }}>{formatBytes(r.blob.size)}</Box>
            </Typography>
            {r.keptOriginal ? (
              <Typography sx={{ fontSize: 12, color: 'warning.dark' }} data-testid="item-kept">{m.keptOriginal}</Typography>
            ) : (
              <Chip size="small" label={`${percent > 0 ? '-' : '+'}${Math.abs(percent)}%`} data-testid="item-saving"
                sx={{ height: 20, fontSize: 12, fontWeight: 700, bgcolor: percent > 0 ? '#e6f6ec' : '#fff4e5', color: percent > 0 ? '#18794e' : '#b45309' }} />
            )}
            {r.firstFrameOnly && <Typography sx={{ fontSize: 12, color: 'warning.dark' }}>{m.firstFrameOnly}</Typography>}
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
        {r && (
          <>
            <Tooltip title={canCompare ? m.compare : format(m.noPreview, { format: FORMAT_LABEL[r.format] })}>
              <span>
                <IconButton aria-label={m.compare} disabled={!canCompare} onClick={() => onCompare(item)} data-testid="item-compare" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                  <CompareOutlined />
                </IconButton>
              </span>
            </Tooltip>
            <IconButton aria-label={m.download} color="primary" onClick={() => onSave(r.blob, r.name)} data-testid="item-download">
              <DownloadRounded />
            </IconButton>
          </>
        )}
        <IconButton aria-label={m.remove} onClick={() => onRemove(item.key)} data-testid="item-remove" size="small" sx={{ color: 'text.disabled' }}>
          <CloseRounded fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
});

function CompareDialog({ item, onClose }: { item: BatchItem | null; onClose: () => void }) {
  const m = useMessages(batchMessages);
  const [before, setBefore] = useState<string | null>(null);
  useEffect(() => {
    if (!item) return;
    if (item.previewUrl) {
      setBefore(item.previewUrl);
      return;
    }
    const url = URL.createObjectURL(item.file);
    setBefore(url);
    return () => URL.revokeObjectURL(url);
  }, [item]);
  const r = item?.result;
  return (
    <Dialog open={item !== null} onClose={onClose} maxWidth="lg" fullWidth data-testid="compare-dialog">
      {item && r && (
        <>
          <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1, fontSize: 16, fontWeight: 700 }}>
            <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {m.compareTitle} · {item.name}
            </Box>
            <IconButton aria-label={m.close} onClick={onClose} data-testid="compare-close">
              <CloseRounded />
            </IconButton>
          </DialogTitle>
          <DialogContent sx={{ pb: 2.5, px: { xs: 1.5, sm: 3 } }}>
            {before && (
              <CompareSlider
                before={before}
                after={r.url}
                beforeLabel={`${m.before} ${formatBytes(item.size)}`}
                afterLabel={`${m.after} ${formatBytes(r.blob.size)}`}
                label={m.compareHint}
              />
            )}
            <Typography sx={{ fontSize: 12, color: 'text.secondary', textAlign: 'center', mt: 1 }}>{m.compareHint}</Typography>
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
