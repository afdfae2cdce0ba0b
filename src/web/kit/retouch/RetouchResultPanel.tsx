/** A retouched photo: before/after, its size and time, save, keep working on it, or pick another photo. */
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import { defineMessages, format, useMessages } from '../../i18n/index.js';
import { LoadingButton } from '../../ui/LoadingButton.js';
import { useSaver } from '../../save/Saver.js';
import type { RetouchedImage } from '../cv/retouch-types.js';
import { CompareView } from './CompareView.js';

const messages = defineMessages({
  zh: {
    save: '保存图片',
    again: '在结果上继续修改',
    change: '换一张',
    size: '结果 {w}×{h}，用时 {s} 秒。',
    shrunk: '原图超过 4096 像素，已按 4096 像素处理。',
  },
  en: {
    save: 'Save picture',
    again: 'Keep editing the result',
    change: 'Change photo',
    size: 'Result {w}×{h}, made in {s} s.',
    shrunk: 'The photo is over 4096 px and was processed at 4096 px.',
  },
});

export interface RetouchResultPanelProps {
  before: string;
  result: RetouchedImage;
  /** The saved file's name without extension. */
  name: string;
  onAgain?: () => void;
  onChange: () => void;
  /** Shown under the size line (what was found, what was done). */
  note?: ReactNode;
}

export function RetouchResultPanel(props: RetouchResultPanelProps) {
  const { before, result, name, onAgain, onChange, note } = props;
  const m = useMessages(messages);
  const saver = useSaver();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(result.blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [result.blob]);
  const ext = result.blob.type === 'image/png' ? 'png' : 'jpg';
  return (
    <Box
      data-testid="retouch-result"
      data-width={result.width}
      data-height={result.height}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {url && <CompareView before={before} after={url} width={result.width} height={result.height} testId="compare" />}
      <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>
        {format(m.size, { w: result.width, h: result.height, s: (result.ms / 1000).toFixed(1) })}
        {result.shrunk && ` ${m.shrunk}`}
      </Typography>
      {note}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <LoadingButton
          variant="contained"
          size="large"
          startIcon={<SaveAltRounded />}
          loading={saver.saving}
          onClick={() => void saver.save(() => [{ blob: result.blob, name: `${name}.${ext}` }])}
          data-testid="retouch-save"
        >
          {m.save}
        </LoadingButton>
        {onAgain && (
          <Button startIcon={<EditRounded />} onClick={onAgain} data-testid="retouch-again">
            {m.again}
          </Button>
        )}
        <Button startIcon={<ImageOutlined />} onClick={onChange}>
          {m.change}
        </Button>
      </Box>
      {saver.ui}
    </Box>
  );
}
