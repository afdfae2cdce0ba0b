import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import WaterDropOutlined from '@mui/icons-material/WaterDropOutlined';
import {
  ChoiceChips,
  ColorField,
  FileInput,
  OptionsPanel,
  SliderField,
  Split,
  useFileInput,
  useMessages,
  useToolOptions,
} from '../../web/kit/index.js';
import { PageRangeField, PageThumb, PdfTool, parsePageRanges, pdfJob, type PdfDoc } from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { LAYOUTS, SCHEMA, targetPages, watermarkStamp, type WatermarkOptions } from './watermark.js';

export default function PdfWatermarkPage() {
  const m = useMessages(messages);
  const { values: o, set } = useToolOptions(SCHEMA);
  const [image, setImage] = useState<{ bytes: Uint8Array; url: string } | null>(null);
  const imageInput = useFileInput({
    accept: 'image/png,image/jpeg',
    maxSizeMb: 20,
    onFiles: async ([file]) => {
      if (!file) return;
      setImage({ bytes: new Uint8Array(await file.arrayBuffer()), url: URL.createObjectURL(file) });
    },
  });
  useEffect(() => () => void (image && URL.revokeObjectURL(image.url)), [image]);

  return (
    <PdfTool
      testId="pdf-watermark"
      runLabel={m.run}
      runIcon={<WaterDropOutlined />}
      editor={(doc) => <Preview doc={doc} o={o} imageUrl={image?.url ?? null} />}
      blocked={(doc) => {
        const pages = targetPages(o.range, doc.pages.length);
        if (!pages.ok) return null;
        if (o.kind === 'image' && !image) return m.needImage;
        if (o.kind === 'text' && !o.text.trim()) return m.needText;
        return null;
      }}
      run={async (doc, { signal, progress }) => {
        const pages = targetPages(o.range, doc.pages.length);
        const stamp = watermarkStamp(o, pages.ok ? pages.pages : [], image?.bytes ?? null);
        return pdfJob(
          {
            op: 'stamp',
            file: { data: doc.file, password: doc.password },
            name: doc.name.replace(/\.pdf$/i, '') + '-水印.pdf',
            stamps: stamp ? [stamp] : [],
          },
          { signal, onProgress: progress },
        );
      }}
      options={(doc) => (
        <OptionsPanel testId="watermark-options">
          <ChoiceChips
            label={m.kind}
            value={o.kind}
            onChange={(kind) => set({ kind })}
            testId="wm-kind"
            choices={[
              { value: 'text', label: m.kindText },
              { value: 'image', label: m.kindImage },
            ]}
          />
          {o.kind === 'text' ? (
            <Split ratio="2fr 1fr">
              <TextField
                fullWidth
                size="small"
                label={m.text}
                helperText={m.textHint}
                value={o.text}
                onChange={(e) => set({ text: e.target.value })}
                slotProps={{ htmlInput: { 'data-testid': 'wm-text', maxLength: 80 } }}
              />
              <ColorField label={m.color} value={o.color} onChange={(color) => set({ color })} testId="wm-color" />
            </Split>
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <FileInput input={imageInput} collapsed />
              {image && (
                <Box
                  component="img"
                  src={image.url}
                  alt=""
                  sx={{ height: 44, maxWidth: 120, objectFit: 'contain', borderRadius: 1, bgcolor: 'surface.soft' }}
                />
              )}
              <Button
                variant="outlined"
                startIcon={<ImageOutlined />}
                onClick={imageInput.open}
                data-testid="wm-image"
                sx={{ borderRadius: 5 }}
              >
                {image ? m.imageChange : m.image}
              </Button>
              <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{m.imageTip}</Typography>
            </Box>
          )}
          <ChoiceChips
            label={m.layout}
            value={o.layout}
            onChange={(layout) => set({ layout })}
            columns={{ xs: 4, sm: 8 }}
            testId="wm-layout"
            choices={LAYOUTS.map((l) => ({ value: l, label: m[l === 'mc' ? 'center' : l] }))}
          />
          <Split>
            {o.kind === 'text' ? (
              <SliderField
                label={m.size}
                value={o.size}
                min={8}
                max={120}
                onChange={(size) => set({ size })}
                testId="wm-size"
              />
            ) : (
              <SliderField
                label={m.scale}
                value={o.scale}
                min={5}
                max={100}
                display={(v) => `${v}%`}
                onChange={(scale) => set({ scale })}
                testId="wm-scale"
              />
            )}
            <SliderField
              label={m.opacity}
              value={o.opacity}
              min={5}
              max={100}
              display={(v) => `${v}%`}
              onChange={(opacity) => set({ opacity })}
              testId="wm-opacity"
            />
            <SliderField
              label={m.angle}
              value={o.angle}
              min={-90}
              max={90}
              display={(v) => `${v}°`}
              onChange={(angle) => set({ angle })}
              testId="wm-angle"
            />
            {o.layout === 'tile' && (
              <SliderField
                label={m.gap}
                value={o.gap}
                min={0}
                max={300}
                onChange={(gap) => set({ gap })}
                testId="wm-gap"
              />
            )}
          </Split>
          <PageRangeField
            label={m.range}
            value={o.range}
            onChange={(range) => set({ range })}
            result={doc && o.range.trim() ? parsePageRanges(o.range, doc.pages.length) : null}
            testId="wm-range"
          />
        </OptionsPanel>
      )}
    />
  );
}

/** The first page with the watermark sketched over it (CSS), so settings show at once. */
function Preview({ doc, o, imageUrl }: { doc: PdfDoc; o: WatermarkOptions; imageUrl: string | null }) {
  const m = useMessages(messages);
  const size = 300;
  const page = doc.pages[0];
  const scale = size / Math.max(page.width, page.height);
  const w = page.width * scale;
  const h = page.height * scale;
  const items = useMemo(() => {
    const textW = o.kind === 'text' ? o.text.length * o.size * 0.9 * scale : (o.scale / 100) * w;
    const textH = o.kind === 'text' ? o.size * scale : textW * 0.5;
    if (o.layout !== 'tile')
      return [
        {
          x: o.layout[1] === 'l' ? 0.18 : o.layout[1] === 'r' ? 0.82 : 0.5,
          y: o.layout[0] === 't' ? 0.12 : o.layout[0] === 'b' ? 0.88 : 0.5,
        },
      ];
    const stepX = (textW + o.gap * scale) / w;
    const stepY = (textH + o.gap * scale) / h;
    const out = [];
    for (let r = 0; r * stepY < 1.1 && out.length < 80; r++)
      for (let c = -1; c * stepX < 1.1; c++)
        out.push({ x: c * stepX + (r % 2 ? stepX / 2 : 0) + stepX / 2, y: r * stepY + stepY / 2 });
    return out;
  }, [o, scale, w, h]);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        bgcolor: 'surface.soft',
        borderRadius: 3,
        p: 2,
      }}
    >
      <Typography sx={{ fontSize: 13, color: 'text.secondary', alignSelf: 'flex-start' }}>{m.preview}</Typography>
      <Box data-testid="wm-preview" sx={{ position: 'relative', width: w, height: h, overflow: 'hidden' }}>
        <PageThumb doc={doc} page={0} size={size} alt={m.preview} />
        {items.map((p, i) => (
          <Box
            key={i}
            sx={{
              position: 'absolute',
              left: p.x * w,
              top: p.y * h,
              transform: `translate(-50%, -50%) rotate(${-o.angle}deg)`,
              opacity: o.opacity / 100,
              whiteSpace: 'nowrap',
              pointerEvents: 'none',
              fontWeight: 600,
              lineHeight: 1,
            }}
            style={{ color: o.color, fontSize: Math.max(4, o.size * scale) }}
          >
            {o.kind === 'text'
              ? o.text
              : imageUrl && <img src={imageUrl} alt="" style={{ width: (o.scale / 100) * w, display: 'block' }} />}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
