import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import {
  ChoiceChips,
  FileInput,
  format,
  IMAGE_ACCEPT,
  LoadingButton,
  Notice,
  OptionsPanel,
  ToolBody,
  useFileInput,
  useMessages,
  useSaver,
  useToolOptions,
  useToolRun,
} from '../../web/kit/index.js';
import {
  CvStatus,
  cvMessages,
  enhancePage,
  findOutline,
  PageCorners,
  ScanLookFields,
  usePageScan,
  type Quad,
  type ScanLook,
} from '../../web/kit/cv.js';
import { recognizeText, type OcrProgress } from '../../web/kit/ocr.js';
import { buildDocx, docParagraphs } from '../../web/kit/ocr/docx.js';
import { pdfJob } from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { documentName, documentParagraphs, MAX_PAGES, OCR_SIDE, PAGE_SIDE, pageOptions, SCHEMA } from './word-scan.js';

interface Sheet {
  key: number;
  file: File;
  url: string;
  /** The corners the visitor set, in the pixels of `quadOf`; none: found when the document is made. */
  quad?: Quad;
  quadOf?: { width: number; height: number };
}

type Step = { kind: 'page' | 'read'; at: number; of: number } | { kind: 'model'; loaded: number; total: number };

let keys = 0;

/** Every page flattened at full size, with the corners the visitor set or the outline found now. */
async function scanPages(
  sheets: Sheet[],
  look: ScanLook,
  side: number,
  signal: AbortSignal,
  onStep: (s: Step) => void,
): Promise<Blob[]> {
  const out: Blob[] = [];
  for (const [i, sheet] of sheets.entries()) {
    onStep({ kind: 'page', at: i + 1, of: sheets.length });
    let { quad, quadOf } = sheet;
    if (!quad) {
      const outline = await findOutline(sheet.file, { signal });
      quad = outline.quad ?? undefined;
      quadOf = outline;
    }
    const page = await enhancePage(sheet.file, { quad, ...look, maxSide: side }, 'image/jpeg', { signal, quadOf });
    out.push(page.blob);
  }
  return out;
}

function SheetEditor({
  sheet,
  look,
  onQuad,
}: {
  sheet: Sheet;
  look: ScanLook;
  onQuad: (q: Quad, of: Sheet['quadOf']) => void;
}) {
  const c = useMessages(cvMessages);
  const scan = usePageScan(sheet.file, look, sheet.quad);
  const { photo, quad, preview } = scan;
  const commit = (q: Quad) => {
    scan.commitQuad(q);
    if (photo) onQuad(q, { width: photo.width, height: photo.height });
  };
  if (scan.failed) return <Notice severity="error">{c.failed}</Notice>;
  if (!photo || !quad) return <CvStatus progress={scan.progress} step="outline" />;
  return (
    <Box
      data-testid="word-scan-editor"
      data-phase={preview && !scan.step ? 'ready' : 'busy'}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Box>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1, textAlign: 'center' }}>{c.corners}</Typography>
        <PageCorners
          src={photo.url}
          width={photo.width}
          height={photo.height}
          quad={quad}
          onChange={scan.setQuad}
          onCommit={commit}
          maxHeight={420}
          testId="word-scan-corners"
        />
        <Box sx={{ textAlign: 'center', mt: 1 }}>
          <Button
            size="small"
            startIcon={<AutoFixHighRounded />}
            disabled={!scan.detected}
            onClick={() => scan.detected && commit(scan.detected)}
          >
            {c.auto}
          </Button>
        </Box>
        {!scan.detected && <Notice severity="info">{c.noOutline}</Notice>}
      </Box>
      <Box sx={{ display: 'grid', placeItems: 'center', alignContent: 'start' }}>
        {preview && (
          <Box
            component="img"
            src={preview.url}
            alt={c.result}
            data-testid="word-scan-preview"
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 420, boxShadow: 2, opacity: scan.step ? 0.5 : 1 }}
          />
        )}
        {scan.step && <CvStatus progress={scan.progress} step="render" testId="word-scan-rendering" />}
      </Box>
    </Box>
  );
}

export default function WordScanPage() {
  const m = useMessages(messages);
  const saver = useSaver();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const look = useMemo<ScanLook>(
    () => ({ mode: values.mode, shadows: values.shadows, deskew: values.deskew }),
    [values.mode, values.shadows, values.deskew],
  );
  const [sheets, setSheets] = useState<Sheet[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [overflow, setOverflow] = useState(false);
  const [step, setStep] = useState<Step | null>(null);
  const input = useFileInput({
    accept: IMAGE_ACCEPT,
    maxSizeMb: 30,
    multiple: true,
    onFiles: (files) => {
      const room = MAX_PAGES - sheets.length;
      setOverflow(files.length > room);
      const added = files
        .slice(0, Math.max(0, room))
        .map((file) => ({ key: ++keys, file, url: URL.createObjectURL(file) }));
      if (!added.length) return;
      setSheets((list) => [...list, ...added]);
      setSelected((s) => s ?? added[0]!.key);
      make.reset();
    },
  });
  const names = sheets.map((s) => s.file.name);

  const make = useToolRun(async (target: 'pdf' | 'docx', { signal }) => {
    // The text reader works on at most 2560 px anyway: a smaller page is as good for it, and quicker.
    const pages = await scanPages(sheets, look, target === 'pdf' ? PAGE_SIDE : OCR_SIDE, signal, setStep);
    const name = documentName(names, target);
    if (target === 'pdf') {
      const answer = await pdfJob(
        { op: 'pictures-to-pdf', files: pages, options: pageOptions(values.paper), name },
        { signal },
      );
      return { name, blob: answer.files[0]!.blob };
    }
    const texts = [];
    for (const [i, blob] of pages.entries()) {
      setStep({ kind: 'read', at: i + 1, of: pages.length });
      const onProgress = (p: OcrProgress) =>
        p.stage === 'load' && setStep({ kind: 'model', loaded: p.loaded, total: p.total });
      const read = await recognizeText(blob, { signal, onProgress });
      texts.push(docParagraphs(read, { layout: 'paragraphs' }));
    }
    const paragraphs = documentParagraphs(texts);
    if (!paragraphs.length) return { name, blob: null };
    return { name, blob: await buildDocx(paragraphs, name) };
  });
  const busy = make.status === 'busy';
  const start = async (target: 'pdf' | 'docx') => {
    const made = await make.run(target);
    setStep(null);
    if (made?.blob) await saver.save(() => [{ blob: made.blob!, name: made.name }]);
  };

  const remove = (key: number) => {
    setSheets((list) => list.filter((s) => s.key !== key));
    setSelected((s) => (s === key ? (sheets.find((x) => x.key !== key)?.key ?? null) : s));
    make.reset();
  };
  const up = (index: number) =>
    setSheets((list) => {
      const next = [...list];
      [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
      return next;
    });
  const current = sheets.find((s) => s.key === selected) ?? null;
  const mb = (n: number) => (n / 1_000_000).toFixed(1);
  const stepText = !step
    ? ''
    : step.kind === 'model'
      ? format(m.model, { loaded: mb(step.loaded), total: mb(step.total) })
      : format(step.kind === 'page' ? m.making : m.reading, step);
  const phase = busy ? 'busy' : make.status === 'error' ? 'error' : make.result ? 'done' : 'idle';

  return (
    <ToolBody testId="word_scan" data-phase={phase} data-pages={sheets.length}>
      <FileInput
        input={input}
        collapsed={sheets.length > 0}
        buttonText={m.upload}
        tip={format(m.tip, { n: MAX_PAGES })}
      />
      {overflow && <Notice severity="warning">{format(m.tooMany, { n: MAX_PAGES })}</Notice>}
      {sheets.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          }}
        >
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <Box
              role="list"
              aria-label={format(m.pages, { n: sheets.length })}
              sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1 }}
            >
              {sheets.map((sheet, i) => (
                <Box
                  key={sheet.key}
                  role="listitem"
                  data-testid="word-scan-page"
                  sx={{
                    flex: '0 0 auto',
                    width: 96,
                    borderRadius: 2,
                    border: 2,
                    borderColor: sheet.key === selected ? 'primary.main' : 'divider',
                    bgcolor: 'surface.soft',
                    overflow: 'hidden',
                  }}
                >
                  <Box
                    component="button"
                    type="button"
                    onClick={() => setSelected(sheet.key)}
                    aria-pressed={sheet.key === selected}
                    aria-label={format(m.page, { n: i + 1 })}
                    sx={{ display: 'block', width: '100%', p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
                  >
                    <Box
                      component="img"
                      src={sheet.url}
                      alt=""
                      sx={{ display: 'block', width: '100%', height: 110, objectFit: 'cover' }}
                    />
                  </Box>
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 0.5 }}>
                    <Typography sx={{ fontSize: 12.5, pl: 0.5 }}>{i + 1}</Typography>
                    <Box>
                      {i > 0 && (
                        <IconButton size="small" aria-label={m.up} onClick={() => up(i)} disabled={busy}>
                          <ArrowUpwardRounded fontSize="inherit" />
                        </IconButton>
                      )}
                      <IconButton size="small" aria-label={m.remove} onClick={() => remove(sheet.key)} disabled={busy}>
                        <DeleteOutlineRounded fontSize="inherit" />
                      </IconButton>
                    </Box>
                  </Box>
                </Box>
              ))}
              <Button
                variant="outlined"
                onClick={input.open}
                disabled={busy || sheets.length >= MAX_PAGES}
                sx={{ flex: '0 0 auto', width: 96, minHeight: 140, borderRadius: 2, flexDirection: 'column', gap: 0.5 }}
              >
                <AddRounded />
                {m.add}
              </Button>
            </Box>
            {current && (
              <Box component="section" sx={{ bgcolor: 'surface.soft', borderRadius: 3, p: 1.5 }}>
                <Typography sx={{ fontWeight: 600, fontSize: 14, mb: 1 }}>
                  {format(m.page, { n: sheets.indexOf(current) + 1 })}
                </Typography>
                <SheetEditor
                  key={current.key}
                  sheet={current}
                  look={look}
                  onQuad={(quad, quadOf) =>
                    setSheets((list) => list.map((s) => (s.key === current.key ? { ...s, quad, quadOf } : s)))
                  }
                />
              </Box>
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <OptionsPanel onReset={reset} testId="word-scan-options">
              <ScanLookFields look={look} onChange={set} testId="word-scan" />
              <ChoiceChips
                label={m.paper}
                value={values.paper}
                onChange={(paper) => set({ paper })}
                columns={2}
                testId="word-scan-paper"
                choices={[
                  { value: 'A4', label: m.a4 },
                  { value: 'fit', label: m.fit },
                ]}
              />
            </OptionsPanel>
            <LoadingButton
              variant="contained"
              size="large"
              startIcon={<PictureAsPdfOutlined />}
              loading={busy}
              disabled={busy}
              onClick={() => void start('pdf')}
              data-testid="word-scan-pdf"
            >
              {m.pdf}
            </LoadingButton>
            <Button
              variant="outlined"
              size="large"
              startIcon={<DescriptionOutlined />}
              disabled={busy}
              onClick={() => void start('docx')}
              data-testid="word-scan-docx"
            >
              {m.docx}
            </Button>
            {busy && step && (
              <Box role="status" data-testid="word-scan-status">
                <Typography sx={{ fontSize: 13.5, color: 'text.secondary', mb: 1 }}>{stepText}</Typography>
                <LinearProgress
                  variant={step.kind === 'model' ? 'determinate' : 'indeterminate'}
                  value={step.kind === 'model' ? (100 * step.loaded) / step.total : undefined}
                  sx={{ borderRadius: 1, height: 6 }}
                />
              </Box>
            )}
            {make.status === 'error' && <Notice severity="error">{m.failed}</Notice>}
            {make.result && !make.result.blob && (
              <Notice severity="warning" testId="word-scan-no-text">
                {m.noText}
              </Notice>
            )}
            <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{m.wordNote}</Typography>
          </Box>
        </Box>
      )}
      {saver.ui}
    </ToolBody>
  );
}
