/** How an image of a batch shows in the kit's result list: format and size, progress stage, saving, compare. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CompareOutlined from '@mui/icons-material/CompareOutlined';
import { format } from '../../i18n/index.js';
import type { ResultRow } from '../../kit/results/BatchResult.js';
import { formatBytes } from '../../kit/results/files.js';
import { FORMAT_LABEL, isDisplayable } from '../engine/formats.js';
import { savingPercent } from '../engine/job.js';
import type { BatchItem } from './batch.js';
import type { batchMessages } from './messages.js';

type M = typeof batchMessages.zh;

/** "JPEG → WebP · 4000×3000 → 1920×1440" (the size once when unchanged), short enough for a phone row. */
export function describeResult(inputLabel: string, r: NonNullable<BatchItem['result']>, m: M): string {
  const formats =
    r.keptOriginal || FORMAT_LABEL[r.format] === inputLabel ? inputLabel : `${inputLabel} → ${FORMAT_LABEL[r.format]}`;
  const same = r.width === r.sourceWidth && r.height === r.sourceHeight;
  const size = same ? `${r.width}×${r.height}` : `${r.sourceWidth}×${r.sourceHeight} → ${r.width}×${r.height}`;
  const quality = r.quality !== null ? ` · ${format(m.qualityN, { q: r.quality })}` : '';
  return `${formats} · ${size}${quality}${r.frames > 1 ? ` · ${format(m.frames, { n: r.frames })}` : ''}`;
}

function errorText(m: M, item: BatchItem): string {
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

export function canCompare(item: BatchItem): boolean {
  const r = item.result;
  return (
    r !== null &&
    isDisplayable(r.format) &&
    (item.previewUrl !== null || (item.input !== null && isDisplayable(item.input)))
  );
}

export function imageRow(
  item: BatchItem,
  mode: 'compress' | 'convert',
  m: M,
  onCompare: (item: BatchItem) => void,
): ResultRow {
  const r = item.result;
  const inputLabel = item.input ? FORMAT_LABEL[item.input] : '?';
  const compare = canCompare(item);
  const percent = r ? savingPercent(item.size, r.blob.size) : 0;
  const stage =
    item.stage === 'decode'
      ? m.decode
      : item.stage === 'optimise'
        ? m.optimise
        : mode === 'compress'
          ? m.encodeCompress
          : m.encodeConvert;
  return {
    key: item.key,
    name: item.name,
    status: item.status,
    progress: item.progress,
    stage,
    error: item.status === 'error' ? errorText(m, item) : undefined,
    detail: r ? describeResult(inputLabel, r, m) : `${inputLabel} · ${formatBytes(item.size)}`,
    thumbUrl: item.thumbUrl,
    file: r ? { blob: r.blob, name: r.name } : null,
    onThumb: compare ? () => onCompare(item) : undefined,
    thumbLabel: m.compare,
    data: {
      run: item.run,
      ms: r ? Math.round(r.ms) : undefined,
      error: item.error ?? undefined,
      format: r?.format,
      kept: r?.keptOriginal ? '1' : undefined,
      width: r?.width,
      height: r?.height,
      quality: r?.quality ?? undefined,
    },
    outcome: r && (
      <>
        <Typography data-testid="item-sizes" sx={{ fontSize: 12.5, color: 'text.secondary' }}>
          {formatBytes(item.size)} →{' '}
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {formatBytes(r.blob.size)}
          </Box>
        </Typography>
        {r.keptOriginal ? (
          <Typography sx={{ fontSize: 12, color: 'warning.dark' }} data-testid="item-kept">
            {m.keptOriginal}
          </Typography>
        ) : (
          <Chip
            size="small"
            label={`${percent > 0 ? '-' : '+'}${Math.abs(percent)}%`}
            data-testid="item-saving"
            color={percent > 0 ? 'success' : 'warning'}
            variant="outlined"
            sx={{ height: 20, fontSize: 12, fontWeight: 700 }}
          />
        )}
        {r.firstFrameOnly && <Typography sx={{ fontSize: 12, color: 'warning.dark' }}>{m.firstFrameOnly}</Typography>}
      </>
    ),
    actions: r && (
      <Tooltip title={compare ? m.compare : format(m.noPreview, { format: FORMAT_LABEL[r.format] })}>
        <span>
          <IconButton
            aria-label={m.compare}
            disabled={!compare}
            onClick={() => onCompare(item)}
            data-testid="item-compare"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            <CompareOutlined />
          </IconButton>
        </span>
      </Tooltip>
    ),
  };
}
