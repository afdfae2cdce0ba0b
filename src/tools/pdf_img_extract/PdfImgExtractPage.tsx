import Typography from '@mui/material/Typography';
import CollectionsRounded from '@mui/icons-material/CollectionsRounded';
import { format, Notice, OptionsPanel, useMessages, useToolOptions } from '../../web/kit/index.js';
import { PageRangeField, PdfTool, parsePageRanges, pdfJob } from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { baseName, counts, pagesOf, SCHEMA } from './extract.js';

export default function PdfImgExtractPage() {
  const m = useMessages(messages);
  const { values: o, set } = useToolOptions(SCHEMA);
  return (
    <PdfTool
      testId="pdf-img-extract"
      runLabel={m.run}
      runIcon={<CollectionsRounded />}
      blocked={(doc) => (pagesOf(o.range, doc.pages.length) === null ? m.range : null)}
      run={(doc, { signal, progress }) =>
        pdfJob(
          {
            op: 'extract-images',
            file: { data: doc.file, password: doc.password },
            base: baseName(doc.name),
            pages: pagesOf(o.range, doc.pages.length) ?? undefined,
          },
          { signal, onProgress: progress },
        )
      }
      summary={(answer) => {
        const c = counts(answer);
        return (
          <Typography data-testid="extract-count" sx={{ fontSize: 13.5, color: 'text.secondary' }}>
            {format(m.found, { total: answer.files.length, jpg: c.jpg, png: c.png })}
            {c.other > 0 && format(m.other, { other: c.other })}
            {c.skipped > 0 && ` ${format(m.skipped, { skipped: c.skipped })}`}
          </Typography>
        );
      }}
      options={(doc) => (
        <OptionsPanel testId="extract-options">
          <PageRangeField
            label={m.range}
            value={o.range}
            onChange={(range) => set({ range })}
            result={doc && o.range.trim() ? parsePageRanges(o.range, doc.pages.length) : null}
            testId="ex-range"
          />
          <Notice>{m.note}</Notice>
        </OptionsPanel>
      )}
    />
  );
}
