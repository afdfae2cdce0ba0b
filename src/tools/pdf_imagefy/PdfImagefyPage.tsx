import Typography from '@mui/material/Typography';
import BurstModeRounded from '@mui/icons-material/BurstModeRounded';
import {
  ChoiceChips,
  format,
  formatBytes,
  Notice,
  OptionsPanel,
  SliderField,
  useMessages,
  useToolOptions,
} from '../../web/kit/index.js';
import { allPages, PdfTool, pdfJob, renderPages } from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { DPIS, estimateBytes, outputName, SCHEMA } from './imagefy.js';

export default function PdfImagefyPage() {
  const m = useMessages(messages);
  const { values: o, set } = useToolOptions(SCHEMA);
  return (
    <PdfTool
      testId="pdf-imagefy"
      runLabel={m.run}
      runIcon={<BurstModeRounded />}
      run={async (doc, { signal, progress }) => {
        const images = await renderPages(
          doc,
          allPages(doc.pages.length),
          { dpi: o.dpi, format: 'image/jpeg', quality: o.quality / 100, name: (p) => `${p}.jpg` },
          (f) => progress(0.8 * f),
          signal,
        );
        return pdfJob(
          {
            op: 'pictures-to-pdf',
            files: images.map((i) => i.blob),
            sizes: images.map((i) => doc.pages[i.page]),
            options: { paper: null, orientation: 'auto', margin: 0 },
            name: outputName(doc.name),
          },
          { signal, onProgress: (f) => progress(0.8 + 0.2 * f) },
        );
      }}
      options={(doc) => (
        <OptionsPanel testId="imagefy-options">
          <ChoiceChips
            label={m.dpi}
            value={String(o.dpi)}
            onChange={(dpi) => set({ dpi: Number(dpi) })}
            columns={{ xs: 4, sm: 4 }}
            testId="imf-dpi"
            choices={DPIS.map((d) => ({ value: String(d), label: String(d) }))}
          />
          <SliderField
            label={m.quality}
            value={o.quality}
            min={40}
            max={100}
            onChange={(quality) => set({ quality })}
            testId="imf-quality"
          />
          {doc && (
            <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>
              {format(m.estimate, { size: formatBytes(estimateBytes(doc.pages, o)) })}
            </Typography>
          )}
          <Notice severity="warning">{m.note}</Notice>
        </OptionsPanel>
      )}
    />
  );
}
