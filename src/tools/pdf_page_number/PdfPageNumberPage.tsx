import Box from '@mui/material/Box';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import {
  ChoiceChips,
  NumberField,
  OptionsPanel,
  SliderField,
  Split,
  SwitchField,
  useMessages,
  useToolOptions,
} from '../../web/kit/index.js';
import { PdfTool, pdfJob } from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { FORMAT_IDS, numberStamp, POSITIONS, sample, SCHEMA } from './page-number.js';

export default function PdfPageNumberPage() {
  const m = useMessages(messages);
  const { values: o, set, number } = useToolOptions(SCHEMA);
  return (
    <PdfTool
      testId="pdf-page-number"
      runLabel={m.run}
      runIcon={<FormatListNumberedRounded />}
      blocked={(doc) => (numberStamp(o, doc.pages.length) ? null : m.nothing)}
      run={(doc, { signal, progress }) => {
        const stamp = numberStamp(o, doc.pages.length);
        return pdfJob(
          {
            op: 'stamp',
            file: { data: doc.file, password: doc.password },
            name: doc.name.replace(/\.pdf$/i, '') + '-页码.pdf',
            stamps: stamp ? [stamp] : [],
          },
          { signal, onProgress: progress },
        );
      }}
      options={(doc) => (
        <OptionsPanel testId="number-options">
          <ChoiceChips
            label={m.format}
            value={o.format}
            onChange={(format) => set({ format })}
            columns={{ xs: 2, sm: 3 }}
            testId="pn-format"
            choices={FORMAT_IDS.map((f) => ({
              value: f,
              label: sample(f, o.start, Math.max(1, (doc?.pages.length ?? 10) - (o.skipFirst ? 1 : 0)) + o.start - 1),
            }))}
          />
          <ChoiceChips
            label={m.position}
            value={o.position}
            onChange={(position) => set({ position })}
            columns={{ xs: 3, sm: 6 }}
            testId="pn-position"
            choices={POSITIONS.map((p) => ({ value: p, label: m[p] }))}
          />
          <Split>
            <SliderField
              label={m.size}
              value={o.size}
              min={6}
              max={36}
              onChange={(size) => set({ size })}
              testId="pn-size"
            />
            <SliderField
              label={m.margin}
              value={o.margin}
              min={3}
              max={40}
              onChange={(margin) => set({ margin })}
              testId="pn-margin"
            />
            <NumberField label={m.start} testId="pn-start" {...number('start')} />
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <SwitchField
                label={m.skipFirst}
                checked={o.skipFirst}
                onChange={(skipFirst) => set({ skipFirst })}
                testId="pn-skip"
              />
            </Box>
          </Split>
        </OptionsPanel>
      )}
    />
  );
}
