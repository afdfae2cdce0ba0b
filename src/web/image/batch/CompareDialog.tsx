/** Before and after of one image, with a slider between them. */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useMessages } from '../../i18n/index.js';
import { formatBytes } from '../../kit/results/files.js';
import type { BatchItem } from './batch.js';
import { CompareSlider } from './CompareSlider.js';
import { batchMessages } from './messages.js';

export function CompareDialog({ item, onClose }: { item: BatchItem | null; onClose: () => void }) {
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
            <Box
              component="span"
              sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
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
            <Typography sx={{ fontSize: 12, color: 'text.secondary', textAlign: 'center', mt: 1 }}>
              {m.compareHint}
            </Typography>
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
