import Typography from '@mui/material/Typography';
import ImageRounded from '@mui/icons-material/ImageRounded';
import { ChoiceChips, format, OptionsPanel, SliderField, useMessages, useToolOptions } from '../../web/kit/index.js';
import { PageRangeField, PdfTool, parsePageRanges, renderPages } from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { DPIS, imageName, pagesOf, pixelSize, SCHEMA } from './to-images.js';

export default function Pdf2PngPage() {
  const m = useMessages(messages);
  const { values: o, set } = useToolOptions(SCHEMA);
  const a4 = pixelSize(595.28, 841.89, o.dpi);
  return (
    <PdfTool
      testId="pdf-2-png"
      runLabel={m.run}
      runIcon={<ImageRounded />}
      blocked={(doc) => (pagesOf(o.range, doc.pages.length) ? null : m.range)}
      run={async (doc, { signal, progress }) => {
        const pages = pagesOf(o.range, doc.pages.length) ?? [];
        const images = await renderPages(
          doc,
          pages,
          {
            dpi: o.dpi,
            format: o.format === 'png' ? 'image/png' : 'image/jpeg',
            quality: o.quality / 100,
            name: (page) => imageName(doc.name, page, doc.pages.length, o.format),
          },
          progress,
          signal,
        );
        return { files: images.map((i) => ({ name: i.name, blob: i.blob })) };
      }}
      options={(doc) => (
        <OptionsPanel testId="to-images-options">
          <ChoiceChips
            label={m.format}
            value={o.format}
            onChange={(f) => set({ format: f })}
            testId="img-format"
            choices={[
              { value: 'png', label: m.png },
              { value: 'jpg', label: m.jpg },
            ]}
          />
          <ChoiceChips
            label={m.dpi}
            value={String(o.dpi)}
            onChange={(dpi) => set({ dpi: Number(dpi) })}
            columns={{ xs: 5, sm: 5 }}
            testId="img-dpi"
            choices={DPIS.map((d) => ({ value: String(d), label: String(d) }))}
          />
          <Typography sx={{ fontSize: 12.5, color: 'text.secondary', mt: -1 }}>{format(m.size, a4)}</Typography>
          {o.format === 'jpg' && (
            <SliderField
              label={m.quality}
              value={o.quality}
              min={30}
              max={100}
              onChange={(quality) => set({ quality })}
              testId="img-quality"
            />
          )}
          <PageRangeField
            label={m.range}
            value={o.range}
            onChange={(range) => set({ range })}
            result={doc && o.range.trim() ? parsePageRanges(o.range, doc.pages.length) : null}
            testId="img-range"
          />
        </OptionsPanel>
      )}
    />
  );
}
