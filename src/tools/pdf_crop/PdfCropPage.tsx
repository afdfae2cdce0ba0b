import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CropRounded from '@mui/icons-material/CropRounded';
import { ChoiceChips, NumberField, OptionsPanel, format, useMessages, useToolOptions } from '../../web/kit/index.js';
import {
  PageBoxEditor,
  PageRangeField,
  PdfTool,
  parsePageRanges,
  pdfJob,
  pdfMessages,
  targetPages,
  type FracBox,
  type PdfDoc,
} from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { cropCut, marginsBox, SCHEMA, SIDES, type CropOptions } from './crop.js';

function Preview(props: {
  doc: PdfDoc;
  o: CropOptions;
  box: FracBox | null;
  setBox: (b: FracBox) => void;
  page: number;
  setPage: (p: number) => void;
}) {
  const m = useMessages(messages);
  const k = useMessages(pdfMessages);
  const { doc, o, page } = props;
  const seen = doc.pages[page] ?? doc.pages[0];
  const wide = useMediaQuery('(min-width:600px)');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center' }}>
      <PageBoxEditor
        doc={doc}
        page={page}
        size={wide ? 520 : 330}
        alt={format(k.page, { n: page + 1 })}
        box={o.mode === 'box' ? props.box : marginsBox(o, seen)}
        onChange={o.mode === 'box' ? props.setBox : () => {}}
        draw={o.mode === 'box'}
        shade
        testId="crop-area"
      />
      {o.mode === 'box' && <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{m.boxHint}</Typography>}
      {doc.pages.length > 1 && (
        <Box sx={{ width: 180 }}>
          <NumberField
            label={m.previewPage}
            value={page + 1}
            min={1}
            max={doc.pages.length}
            integer
            onChange={(n) => n !== null && props.setPage(Math.min(doc.pages.length, Math.max(1, n)) - 1)}
            testId="crop-page"
          />
        </Box>
      )}
    </Box>
  );
}

export default function PdfCropPage() {
  const m = useMessages(messages);
  const { values: o, set } = useToolOptions(SCHEMA);
  const [box, setBox] = useState<FracBox | null>(null);
  const [page, setPage] = useState(0);
  const cut = (doc: PdfDoc) => cropCut(o, box, doc.pages[page] ?? doc.pages[0]);
  return (
    <PdfTool
      testId="pdf-crop"
      runLabel={m.run}
      runIcon={<CropRounded />}
      onOpen={() => {
        setBox(null);
        setPage(0);
      }}
      editor={(doc) => <Preview doc={doc} o={o} box={box} setBox={setBox} page={page} setPage={setPage} />}
      blocked={(doc) => {
        if (!targetPages(o.range, doc.pages.length).ok) return m.range;
        const c = cut(doc);
        return c.ok ? null : c.reason === 'no-box' ? m.needBox : m.tooMuch;
      }}
      run={(doc, { signal, progress }) => {
        const c = cut(doc);
        const pages = targetPages(o.range, doc.pages.length);
        return pdfJob(
          {
            op: 'crop',
            file: { data: doc.file, password: doc.password },
            name: doc.name.replace(/\.pdf$/i, '') + '-裁剪.pdf',
            pages: pages.ok ? pages.pages : [],
            cut: c.ok ? c.cut : { left: 0, top: 0, right: 0, bottom: 0 },
            unit: c.ok ? c.unit : 'fraction',
          },
          { signal, onProgress: progress },
        );
      }}
      options={(doc) => (
        <OptionsPanel testId="crop-options">
          <ChoiceChips
            label={m.mode}
            value={o.mode}
            onChange={(mode) => set({ mode })}
            testId="crop-mode"
            choices={[
              { value: 'box', label: m.box },
              { value: 'margins', label: m.margins },
            ]}
          />
          {o.mode === 'margins' && (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5 }}>
              {SIDES.map((side) => (
                <NumberField
                  key={side}
                  label={m[side]}
                  value={o[side]}
                  min={0}
                  max={500}
                  unit="mm"
                  onChange={(v) => set({ [side]: v ?? 0 })}
                  testId={`crop-${side}`}
                />
              ))}
            </Box>
          )}
          <PageRangeField
            label={m.range}
            value={o.range}
            onChange={(range) => set({ range })}
            result={doc && o.range.trim() ? parsePageRanges(o.range, doc.pages.length) : null}
            testId="crop-range"
          />
        </OptionsPanel>
      )}
    />
  );
}
