import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import {
  canvasToBlob,
  ChoiceChips,
  FileInput,
  format,
  loadBitmap,
  LoadingButton,
  makeCanvas,
  Notice,
  OptionsPanel,
  parseHexColor,
  renderPhoto,
  SelectField,
  SliderField,
  ToolBody,
  topOfMask,
  useI18n,
  useMessages,
  usePhotoAnalysis,
  useSaver,
  useToolOptions,
  VisionStatus,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import {
  BACKGROUNDS,
  cropForHead,
  fileName,
  headFrom,
  SCHEMA,
  setJpegDpi,
  sheetLayout,
  SIZES,
  sizeOf,
  type PhotoSize,
} from './id-photo.js';

const withDpi = async (blob: Blob, dpi: number) =>
  new Blob([setJpegDpi(new Uint8Array(await blob.arrayBuffer()), dpi) as BlobPart], { type: 'image/jpeg' });

/** Several copies on a 6-inch sheet, each at its printed size, with thin lines to cut along. */
async function makeSheet(photo: Blob, size: PhotoSize): Promise<Blob> {
  const layout = sheetLayout(size);
  const bitmap = await loadBitmap(photo);
  const { canvas, ctx } = makeCanvas(layout.width, layout.height);
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, layout.width, layout.height);
  ctx.imageSmoothingQuality = 'high';
  ctx.strokeStyle = 'rgb(190, 190, 190)';
  ctx.lineWidth = 1;
  for (const cell of layout.cells) {
    ctx.drawImage(bitmap, cell.x, cell.y, layout.photo[0], layout.photo[1]);
    ctx.strokeRect(cell.x - 0.5, cell.y - 0.5, layout.photo[0] + 1, layout.photo[1] + 1);
  }
  bitmap.close();
  return withDpi(await canvasToBlob(canvas, 'image/jpeg', 0.95), 300);
}

export default function IdPhotoPage() {
  const m = useMessages(messages);
  const { pick } = useI18n();
  const saver = useSaver();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);
  const { input, file, progress, analysis } = usePhotoAnalysis({
    faces: true,
    maxSide: 640,
    onNewPhoto: () => setPhoto(null),
  });
  const result = analysis.result;
  const size = sizeOf(values.size);

  // The biggest face, in the photo's own pixels; its crown from the person's mask.
  const head = useMemo(() => {
    if (!result || result.faces.length === 0) return null;
    const face = [...result.faces].sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0]!;
    const k = result.source.width / result.mask.width;
    const [x, y, w, h] = face.box;
    const top = topOfMask(result.mask, x + w * 0.2, x + w * 0.8);
    return headFrom([x * k, y * k, w * k, h * k], top === null ? null : top * k);
  }, [result]);

  useEffect(() => {
    if (!file || !result || !head) return;
    let live = true;
    let url: string | null = null;
    const crop = cropForHead(head, size, values.zoom, values.shift);
    renderPhoto({
      blob: file,
      mask: result.mask,
      background: parseHexColor(BACKGROUNDS[values.bg]),
      softness: 50,
      maxSide: Number.MAX_SAFE_INTEGER,
      type: 'image/jpeg',
      crop: { ...crop, size: { width: size.px[0], height: size.px[1] } },
    })
      .then(async (r) => {
        const blob = await withDpi(r.blob, size.dpi);
        if (!live) return;
        url = URL.createObjectURL(blob);
        setPhoto({ blob, url });
      })
      .catch((error: unknown) => console.error('id photo failed', error));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, result, head, size, values.bg, values.zoom, values.shift]);

  const layout = sheetLayout(size);
  const label = (s: PhotoSize) =>
    `${pick({ zh: s.zh, en: s.en })} · ${s.mm[0]}×${s.mm[1]} mm · ${s.px[0]}×${s.px[1]} px`;
  return (
    <ToolBody testId="id_photo" data-ready={photo ? 'true' : 'false'}>
      <FileInput input={input} collapsed={file !== null} buttonText={m.upload} tip={m.tip} />
      {analysis.status === 'busy' && <VisionStatus progress={progress} />}
      {analysis.status === 'error' && <Notice severity="error">{m.failed}</Notice>}
      {result && !head && <Notice>{m.noFace}</Notice>}
      {file && result && head && (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
          }}
        >
          <Box
            component="section"
            aria-label={m.preview}
            sx={{
              bgcolor: 'surface.soft',
              borderRadius: 3,
              p: { xs: 2, md: 3 },
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {photo && (
              <Box
                component="img"
                src={photo.url}
                alt={m.preview}
                data-testid="id-photo-preview"
                sx={{ width: { xs: 200, md: 260 }, maxWidth: '100%', boxShadow: 2, display: 'block' }}
              />
            )}
            <Typography sx={{ mt: 1.5, fontSize: 12.5, color: 'text.secondary', textAlign: 'center' }}>
              {format(m.detail, {
                mm: `${size.mm[0]}×${size.mm[1]}`,
                px: `${size.px[0]}×${size.px[1]}`,
                dpi: size.dpi,
              })}
            </Typography>
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <OptionsPanel onReset={reset} testId="id-photo-options">
              <SelectField
                label={m.size}
                value={values.size}
                items={SIZES.map((s) => ({ value: s.id, label: label(s) }))}
                onChange={(id) => set({ size: id })}
                testId="id-photo-size"
              />
              <ChoiceChips
                label={m.background}
                value={values.bg}
                onChange={(bg) => set({ bg })}
                columns={3}
                choices={[
                  { value: 'blue', label: m.blue },
                  { value: 'white', label: m.white },
                  { value: 'red', label: m.red },
                ]}
                testId="id-photo-bg"
              />
              <SliderField
                label={m.zoom}
                value={values.zoom}
                min={-20}
                max={20}
                display={(v) => `${v > 0 ? '+' : ''}${v}%`}
                onChange={(zoom) => set({ zoom })}
              />
              <SliderField
                label={m.shift}
                value={values.shift}
                min={-20}
                max={20}
                display={(v) => `${v > 0 ? '+' : ''}${v}%`}
                onChange={(shift) => set({ shift })}
              />
            </OptionsPanel>
            <LoadingButton
              variant="contained"
              size="large"
              startIcon={<SaveAltRounded />}
              loading={saver.saving}
              disabled={!photo}
              onClick={() =>
                photo && void saver.save(() => [{ blob: photo.blob, name: fileName(size, values.bg, false) }])
              }
              data-testid="id-photo-save"
            >
              {m.save}
            </LoadingButton>
            <Button
              variant="outlined"
              startIcon={<PrintOutlined />}
              disabled={!photo || saver.saving}
              onClick={() =>
                photo &&
                void saver.save(async () => [
                  { blob: await makeSheet(photo.blob, size), name: fileName(size, values.bg, true) },
                ])
              }
              data-testid="id-photo-sheet"
            >
              {format(m.sheet, { n: layout.cells.length })}
            </Button>
            <Button startIcon={<ImageOutlined />} onClick={() => input.open()}>
              {m.change}
            </Button>
          </Box>
        </Box>
      )}
      {saver.ui}
    </ToolBody>
  );
}
