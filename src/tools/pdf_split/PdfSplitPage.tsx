import Typography from '@mui/material/Typography';
import CallSplitRounded from '@mui/icons-material/CallSplitRounded';
import { ChoiceChips, format, NumberField, OptionsPanel, useMessages, useToolOptions } from '../../web/kit/index.js';
import { PageRangeField, PdfTool, parsePageRanges, pdfJob } from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { baseName, SCHEMA, splitParts } from './split.js';

export default function PdfSplitPage() {
  const m = useMessages(messages);
  const { values: o, set, number } = useToolOptions(SCHEMA);
  return (
    <PdfTool
      testId="pdf-split"
      runLabel={m.run}
      runIcon={<CallSplitRounded />}
      blocked={(doc) => (splitParts(o, doc.name, doc.pages.length).ok ? null : m.rangesLabel)}
      run={(doc, { signal, progress }) => {
        const split = splitParts(o, doc.name, doc.pages.length);
        return pdfJob(
          { op: 'assemble', files: [{ data: doc.file, password: doc.password }], outputs: split.ok ? split.parts : [] },
          { signal, onProgress: progress },
        );
      }}
      zipName={undefined}
      options={(doc) => {
        const split = doc ? splitParts(o, doc.name, doc.pages.length) : null;
        return (
          <OptionsPanel testId="split-options">
            <ChoiceChips
              label={m.mode}
              value={o.mode}
              onChange={(mode) => set({ mode })}
              testId="split-mode"
              choices={[
                { value: 'ranges', label: m.ranges },
                { value: 'every', label: m.every },
                { value: 'single', label: m.single },
              ]}
            />
            {o.mode === 'ranges' && (
              <PageRangeField
                label={m.rangesLabel}
                value={o.ranges}
                onChange={(ranges) => set({ ranges })}
                result={doc ? parsePageRanges(o.ranges, doc.pages.length) : null}
                testId="split-ranges"
              />
            )}
            {o.mode === 'every' && <NumberField label={m.everyLabel} testId="split-every" {...number('every')} />}
            {split?.ok && (
              <Typography data-testid="split-count" sx={{ fontSize: 13, color: 'text.secondary' }}>
                {format(m.parts, { n: split.parts.length })} · {baseName(doc!.name)}_…
              </Typography>
            )}
          </OptionsPanel>
        );
      }}
    />
  );
}
