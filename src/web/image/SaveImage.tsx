/**
 * The UI side of `save.ts`: the download loading overlay while saving, and inside WeChat/QQ the
 * full-screen images to long-press with the hint 长按图片保存到相册.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import { useMessages } from '../i18n/index.js';
import { useToast } from '../shell/Toast.js';
import { DownloadOverlay } from './DownloadOverlay.js';
import { imageMessages } from './messages.js';
import { saveImages, type SaveFile, type SaveOutcome } from './save.js';

/** Keeps the overlay up long enough to be read rather than flash. */
const MIN_OVERLAY_MS = 400;

export function LongPressGallery({ images, onClose }: { images: { src: string; name: string }[] | null; onClose: () => void }) {
  const m = useMessages(imageMessages);
  return (
    <Dialog fullScreen open={images !== null} onClose={onClose} data-testid="longpress-dialog" slotProps={{ paper: { sx: { bgcolor: '#0b0d12' } } }}>
      <Box sx={{ position: 'sticky', top: 0, zIndex: 1, display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, bgcolor: 'rgba(11,13,18,0.92)', color: '#fff' }}>
        <TouchAppOutlined fontSize="small" />
        <Typography data-testid="longpress-hint" sx={{ flex: 1, fontSize: 15, fontWeight: 600 }}>
          {m.longPressHint}
        </Typography>
        <IconButton aria-label={m.close} onClick={onClose} sx={{ color: '#fff' }} data-testid="longpress-close">
          <CloseRounded />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 2, minHeight: 'calc(100% - 72px)' }}>
        {images?.map((img, i) => (
          <Box key={i} component="img" src={img.src} alt={img.name} data-testid="longpress-image"
            sx={{ display: 'block', width: '100%', maxWidth: 720, height: 'auto', maxHeight: images.length === 1 ? 'calc(100vh - 110px)' : 'none', objectFit: 'contain', WebkitTouchCallout: 'default', userSelect: 'auto' }} />
        ))}
      </Box>
    </Dialog>
  );
}

export interface ImageSaver {
  saving: boolean;
  /** Saves the files (made by `produce`, possibly slowly) by the page's channel. */
  save: (produce: () => SaveFile[] | Promise<SaveFile[]>, zipName?: string) => Promise<SaveOutcome | null>;
  /** Render once: the overlay and the long-press gallery. */
  ui: ReactNode;
}

export function useImageSaver(): ImageSaver {
  const m = useMessages(imageMessages);
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [images, setImages] = useState<{ src: string; name: string }[] | null>(null);
  const busy = useRef(false);
  const save = useCallback(
    async (produce: () => SaveFile[] | Promise<SaveFile[]>, zipName?: string) => {
      if (busy.current) return null;
      busy.current = true;
      setSaving(true);
      const started = Date.now();
      let outcome: SaveOutcome | null = null;
      try {
        outcome = await saveImages(await produce(), { zipName });
      } catch (error) {
        console.error('saving failed', error);
        toast(m.saveFailed);
      }
      const left = MIN_OVERLAY_MS - (Date.now() - started);
      if (left > 0) await new Promise((r) => setTimeout(r, left));
      busy.current = false;
      setSaving(false);
      // The long-press images replace the overlay (not under it).
      if (outcome?.channel === 'longpress') setImages(outcome.images);
      if (outcome?.channel === 'host') toast(m.saved);
      return outcome;
    },
    [m, toast],
  );
  const ui = (
    <>
      <DownloadOverlay open={saving} />
      <LongPressGallery images={images} onClose={() => setImages(null)} />
    </>
  );
  return { saving, save, ui };
}

/** One image: `save(produce, name)` (kept for callers of the first helper). */
export function useImageSave() {
  const saver = useImageSaver();
  const save = useCallback(
    async (produce: () => Blob | Promise<Blob>, name: string) => {
      await saver.save(async () => [{ blob: await produce(), name }]);
    },
    [saver],
  );
  return { saving: saver.saving, save, overlay: saver.ui };
}
