import AspectRatioRounded from '@mui/icons-material/AspectRatioRounded';
import { ChoiceChips, NumberField, OptionsPanel, Split, useMessages, useToolOptions } from '../../web/kit/index.js';
import { PageRangeField, PdfTool, parsePageRanges, pdfJob } from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { pagesOf, SCHEMA, SHEETS, sheetOf } from './pagesize.js';

export default function PdfPagesizePage() {
  const m = useMessages(messages);
  const { values: o, set, number } = useToolOptions(SCHEMA);
  return (
    <PdfTool
      testId="pdf-pagesize"
      runLabel={m.run}
      runIcon={<AspectRatioRounded />}
      blocked={(doc) => (pagesOf(o.range, doc.pages.length) ? null : m.range)}
      run={(doc, { signal, progress }) =>
        pdfJob(
          {
            op: 'resize',
            file: { data: doc.file, password: doc.password },
            name: `${doc.name.replace(/\.pdf$/i, '')}-${o.sheet === 'custom' ? `${o.width}x${o.height}mm` : o.sheet}.pdf`,
            pages: pagesOf(o.range, doc.pages.length) ?? [],
            sheet: sheetOf(o),
            mode: o.mode,
            orientation: o.orientation,
          },
          { signal, onProgress: progress },
        )
      }
      options={(doc) => (
        <OptionsPanel testId="pagesize-options">
          <ChoiceChips
            label={m.sheet}
            value={o.sheet}
            onChange={(sheet) => set({ sheet })}
            columns={{ xs: 3, sm: 5 }}
            testId="ps-sheet"
            choices={SHEETS.map((s) => ({ value: s, label: s === 'custom' ? m.custom : s }))}
          />
          {o.sheet === 'custom' && (
            <Split>
              <NumberField label={m.width} testId="ps-width" {...number('width')} />
              <NumberField label={m.height} testId="ps-height" {...number('height')} />
            </Split>
          )}
          <Split>
            <ChoiceChips
              label={m.mode}
              value={o.mode}
              onChange={(mode) => set({ mode })}
              testId="ps-mode"
              choices={[
                { value: 'fit', label: m.fit },
                { value: 'stretch', label: m.stretch },
              ]}
            />
            <ChoiceChips
              label={m.orientation}
              value={o.orientation}
              onChange={(orientation) => set({ orientation })}
              testId="ps-orientation"
              choices={[
                { value: 'auto', label: m.auto },
                { value: 'portrait', label: m.portrait },
                { value: 'landscape', label: m.landscape },
              ]}
            />
          </Split>
          <PageRangeField
            label={m.range}
            value={o.range}
            onChange={(range) => set({ range })}
            result={doc && o.range.trim() ? parsePageRanges(o.range, doc.pages.length) : null}
            testId="ps-range"
          />
        </OptionsPanel>
      )}
    />
  );
}
