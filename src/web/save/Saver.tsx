/**
 * The UI side of `save.ts`: the download loading overlay while saving; inside WeChat/QQ the full-screen
 * images to long-press with the hint 长按图片保存到相册, or for other files the "open in the browser" note.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import { useMessages } from '../i18n/index.js';
import { useToast } from '../ui/Toast.js';
import { DownloadOverlay } from './DownloadOverlay.js';
import { saveMessages } from './messages.js';
import { isImageFile, saveFiles, type SaveFile, type SaveOutcome } from './save.js';

/** Keeps the overlay up long enough to be read rather than flash. */
const MIN_OVERLAY_MS = 400;
const DARK = 'rgba(11,13,18,0.96)';

export function LongPressGallery({
  images,
  onClose,
}: {
  images: { src: string; name: string }[] | null;
  onClose: () => void;
}) {
  const m = useMessages(saveMessages);
  return (
    <Dialog
      fullScreen
      open={images !== null}
      onClose={onClose}
      data-testid="longpress-dialog"
      slotProps={{ paper: { sx: { bgcolor: DARK } } }}
    >
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          bgcolor: DARK,
          color: 'common.white',
        }}
      >
        <TouchAppOutlined fontSize="small" />
        <Typography data-testid="longpress-hint" sx={{ flex: 1, fontSize: 15, fontWeight: 600 }}>
          {m.longPressHint}
        </Typography>
        <IconButton aria-label={m.close} onClick={onClose} sx={{ color: 'common.white' }} data-testid="longpress-close">
          <CloseRounded />
        </IconButton>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          p: 2,
          minHeight: 'calc(100% - 72px)',
        }}
      >
        {images?.map((img, i) => (
          <Box
            key={i}
            component="img"
            src={img.src}
            alt={img.name}
            data-testid="longpress-image"
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: 720,
              height: 'auto',
              maxHeight: images.length === 1 ? 'calc(100vh - 110px)' : 'none',
              objectFit: 'contain',
              WebkitTouchCallout: 'default',
              userSelect: 'auto',
            }}
          />
        ))}
      </Box>
    </Dialog>
  );
}

function OpenInBrowserNote({ open, onClose }: { open: boolean; onClose: () => void }) {
  const m = useMessages(saveMessages);
  return (
    <Dialog open={open} onClose={onClose} data-testid="open-in-browser" maxWidth="xs" fullWidth>
      <DialogTitle sx={{ fontSize: 17, fontWeight: 700 }}>{m.browserTitle}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontSize: 14, lineHeight: 1.8, color: 'text.secondary' }}>{m.browserBody}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {m.gotIt}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface Saver {
  saving: boolean;
  /** Saves the files (made by `produce`, possibly slowly) by the page's channel; several become `zipName`. */
  save: (produce: () => SaveFile[] | Promise<SaveFile[]>, zipName?: string) => Promise<SaveOutcome | null>;
  /** Render once: the overlay, the long-press gallery and the open-in-browser note. */
  ui: ReactNode;
}

/** The one way a tool saves what it made (images and any other file). */
export function useSaver(): Saver {
  const m = useMessages(saveMessages);
  const toast = useToast();
  const [saving, setSaving] = useState<'images' | 'files' | null>(null);
  const [images, setImages] = useState<{ src: string; name: string }[] | null>(null);
  const [browserNote, setBrowserNote] = useState(false);
  const busy = useRef(false);
  const save = useCallback(
    async (produce: () => SaveFile[] | Promise<SaveFile[]>, zipName?: string) => {
      if (busy.current) return null;
      busy.current = true;
      setSaving('images');
      const started = Date.now();
      let outcome: SaveOutcome | null = null;
      try {
        const files = await produce();
        if (!files.every(isImageFile)) setSaving('files');
        outcome = await saveFiles(files, { zipName });
      } catch (error) {
        console.error('saving failed', error);
        toast(m.saveFailed);
      }
      const left = MIN_OVERLAY_MS - (Date.now() - started);
      if (left > 0) await new Promise((r) => setTimeout(r, left));
      busy.current = false;
      setSaving(null);
      // The long-press images replace the overlay (not under it).
      if (outcome?.channel === 'longpress') setImages(outcome.images);
      if (outcome?.channel === 'browser') setBrowserNote(true);
      if (outcome?.channel === 'host') toast(m.saved);
      return outcome;
    },
    [m, toast],
  );
  const ui = (
    <>
      <DownloadOverlay open={saving !== null} images={saving !== 'files'} />
      <LongPressGallery images={images} onClose={() => setImages(null)} />
      <OpenInBrowserNote open={browserNote} onClose={() => setBrowserNote(false)} />
    </>
  );
  return { saving: saving !== null, save, ui };
}
