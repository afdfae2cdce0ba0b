/** A made GIF: its preview, size, frames and time taken, and saving through the one save helper. */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import { defineMessages, format, useMessages } from '../../i18n/index.js';
import { LoadingButton } from '../../ui/LoadingButton.js';
import { useSaver } from '../../save/Saver.js';
import { formatBytes } from '../results/files.js';

const gifMessages = defineMessages({
  zh: { save: '保存 GIF', detail: '{w}×{h} · {frames} 帧 · {size}', took: '用时 {s} 秒', result: '生成的 GIF' },
  en: { save: 'Save GIF', detail: '{w}×{h} · {frames} frames · {size}', took: 'took {s} s', result: 'Your GIF' },
});

export interface MadeGif {
  blob: Blob;
  width: number;
  height: number;
  frames: number;
  ms: number;
  name: string;
}

export function GifResult({ gif, onSave }: { gif: MadeGif; onSave?: () => void }) {
  const m = useMessages(gifMessages);
  const saver = useSaver();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(gif.blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [gif.blob]);
  return (
    <Box
      component="section"
      aria-label={m.result}
      data-testid="gif-result"
      data-frames={gif.frames}
      data-ms={Math.round(gif.ms)}
      sx={{
        display: 'grid',
        gap: 1.5,
        justifyItems: 'center',
        p: { xs: 1.5, md: 2 },
        borderRadius: 3,
        bgcolor: 'surface.soft',
      }}
    >
      {url && (
        <Box
          component="img"
          src={url}
          alt={m.result}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: { xs: '50vh', md: '56vh' },
            borderRadius: 2,
            boxShadow: 1,
            bgcolor: 'background.paper',
          }}
        />
      )}
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        {format(m.detail, { w: gif.width, h: gif.height, frames: gif.frames, size: formatBytes(gif.blob.size) })} ·{' '}
        {format(m.took, { s: (gif.ms / 1000).toFixed(1) })}
      </Typography>
      <LoadingButton
        variant="contained"
        size="large"
        startIcon={<SaveAltRounded />}
        loading={saver.saving}
        onClick={() => {
          onSave?.();
          void saver.save(() => [{ blob: gif.blob, name: gif.name }]);
        }}
        data-testid="gif-save"
        sx={{ minWidth: 220 }}
      >
        {m.save}
      </LoadingButton>
      {saver.ui}
    </Box>
  );
}
