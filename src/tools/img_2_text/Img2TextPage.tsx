import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import { format, useMessages } from '../../web/i18n/index.js';
import { useToast } from '../../web/shell/Toast.js';
import { copyText } from '../../web/clipboard.js';
import { reportToolUse } from '../../web/platform/api.js';
import { downloadBlob } from '../../web/image/download.js';
import { useImageSaver } from '../../web/image/SaveImage.js';
import { UploadPlumbing, UploadView, useUpload } from '../../web/upload/UploadWidget.js';
import { LoadingButton } from '../../web/shell/LoadingButton.js';
import meta from './meta.js';
import { messages } from './messages.js';
import { CHARSET_IDS, CHARSETS, gridSize, imageToText, type CharsetId, type Detail, type RgbaPixels } from './ascii.js';
import { ART_FONT, pixelsForArt, textToPng } from './render.js';

const ACCEPT = 'image/*';
const DETAILS: Detail[] = ['coarse', 'medium', 'fine'];

export default function Img2TextPage() {
  const m = useMessages(messages);
  const toast = useToast();
  const saver = useImageSaver();
  const [file, setFile] = useState<File | null>(null);
  const [charset, setCharset] = useState<CharsetId>('standard');
  const [detail, setDetail] = useState<Detail>('medium');
  const [invert, setInvert] = useState(false);
  const [pixels, setPixels] = useState<RgbaPixels | null>(null);
  const [failed, setFailed] = useState(false);
  const reported = useRef<File | null>(null);

  const upload = useUpload({ accept: ACCEPT, multiple: false, maxSize: 50, onFiles: (files) => files[0] && setFile(files[0].file) });

  useEffect(() => {
    if (!file) return;
    let live = true;
    setFailed(false);
    pixelsForArt(file, detail).then(
      (p) => live && setPixels(p),
      (error: unknown) => {
        console.error('text art: image unreadable', error);
        if (live) {
          setPixels(null);
          setFailed(true);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [file, detail]);

  const text = useMemo(() => (pixels ? imageToText(pixels, CHARSETS[charset], invert) : ''), [pixels, charset, invert]);
  const grid = pixels ? gridSize(pixels.width, pixels.height) : null;
  useEffect(() => {
    if (text && file && reported.current !== file) {
      reported.current = file;
      void reportToolUse({ toolName: meta.name.zh });
    }
  }, [text, file]);

  const baseName = (file?.name.replace(/\.[^.]+$/, '') || 'image') + '-ascii';
  const copy = async () => toast((await copyText(text)) ? m.copied : m.copyFailed);
  const downloadTxt = () => downloadBlob(new Blob([text + '\n'], { type: 'text/plain;charset=utf-8' }), `${baseName}.txt`);
  const savePng = () => void saver.save(async () => [{ blob: await textToPng(text, invert), name: `${baseName}.png` }]);

  const chip = (active: boolean) => ({
    px: 1.75, height: 36, borderRadius: 2, fontSize: 13.5, fontWeight: 700, border: '1.5px solid',
    borderColor: active ? 'primary.main' : '#e3e8f0', bgcolor: active ? '#eef4ff' : '#fff', color: active ? 'primary.main' : 'text.primary',
  });

  return (
    <Box data-testid="img2text" data-ready={text ? '1' : undefined} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <UploadPlumbing upload={upload} accept={ACCEPT} />
      {!file && <UploadView upload={upload} maxSize={50} buttonText={m.upload} dragDrop tip={m.tip} />}
      <Box component="section" data-testid="art-options" sx={{ border: '1px solid #e7ebf3', borderRadius: 3, p: { xs: 1.5, md: 2 }, bgcolor: '#fbfcfe', display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 3 }, alignItems: 'center' }}>
        <Box>
          <Typography id="charset-label" sx={{ fontSize: 13, fontWeight: 700, mb: 0.75 }}>{m.charset}</Typography>
          <Box role="radiogroup" aria-labelledby="charset-label" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {CHARSET_IDS.map((id) => (
              <ButtonBase key={id} role="radio" aria-checked={charset === id} data-testid={`charset-${id}`} onClick={() => setCharset(id)} sx={chip(charset === id)}>
                {m[id]}
              </ButtonBase>
            ))}
          </Box>
        </Box>
        <Box>
          <Typography id="detail-label" sx={{ fontSize: 13, fontWeight: 700, mb: 0.75 }}>{m.detail}</Typography>
          <Box role="radiogroup" aria-labelledby="detail-label" sx={{ display: 'flex', gap: 1 }}>
            {DETAILS.map((d) => (
              <ButtonBase key={d} role="radio" aria-checked={detail === d} data-testid={`detail-${d}`} onClick={() => setDetail(d)} sx={chip(detail === d)}>
                {m[d]}
              </ButtonBase>
            ))}
          </Box>
        </Box>
        <FormControlLabel control={<Switch size="small" checked={invert} onChange={(e) => setInvert(e.target.checked)} data-testid="invert-switch" />}
          label={<Typography sx={{ fontSize: 13 }}>{m.invert}</Typography>} sx={{ alignSelf: 'flex-end', mr: 0 }} />
      </Box>
      {failed && <Alert severity="error" data-testid="art-error" sx={{ borderRadius: 2 }}>{m.failed}</Alert>}
      {file && text && grid && (
        <Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '1fr auto auto auto auto' }, gap: 1, alignItems: 'center', mb: 1.25 }}>
            <Typography data-testid="art-size" sx={{ fontSize: 13, color: 'text.secondary', gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              {format(m.size, grid)}
            </Typography>
            <Button variant="outlined" startIcon={<ImageOutlined />} onClick={upload.open} data-testid="art-change" sx={{ borderRadius: 5 }}>{m.change}</Button>
            <Button variant="outlined" startIcon={<ContentCopyRounded />} onClick={() => void copy()} data-testid="art-copy" sx={{ borderRadius: 5 }}>{m.copy}</Button>
            <Button variant="outlined" startIcon={<DescriptionOutlined />} onClick={downloadTxt} data-testid="art-txt" sx={{ borderRadius: 5 }}>{m.downloadTxt}</Button>
            <LoadingButton variant="contained" startIcon={<SaveAltRounded />} onClick={savePng} loading={saver.saving} data-testid="art-png" sx={{ borderRadius: 5 }}>{m.savePng}</LoadingButton>
          </Box>
          <ArtView text={text} columns={grid.columns} dark={invert} label={m.preview} />
        </Box>
      )}
      {saver.ui}
    </Box>
  );
}

/** The art in a box, its font sized so every column fits the width (a monospace cell is ~0.6 em wide). */
function ArtView({ text, columns, dark, label }: { text: string; columns: number; dark: boolean; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const fontSize = width > 0 ? Math.max(2, Math.min(14, width / (columns * 0.6))) : 6;
  return (
    <Box ref={box} sx={{ bgcolor: dark ? '#111318' : '#fff', border: '1px solid #e7ebf3', borderRadius: 2.5, p: 1.5, overflow: 'auto', maxHeight: { xs: 520, md: 720 } }}>
      <Box component="pre" aria-label={label} data-testid="art-text"
        sx={{ m: 0, fontFamily: ART_FONT, fontSize, lineHeight: 1.2, letterSpacing: 0, color: dark ? '#f2f4f8' : '#111318', whiteSpace: 'pre' }}>
        {text}
      </Box>
    </Box>
  );
}
