import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import {
  ChoiceChips,
  FieldLabel,
  FileInput,
  format,
  LoadingButton,
  Notice,
  OptionsPanel,
  SwitchField,
  ToolBody,
  useMessages,
  useToolOptions,
  useToolRun,
} from '../../web/kit/index.js';
import { recognizeText, type OcrProgress } from '../../web/kit/ocr.js';
import {
  BrushMaskEditor,
  boxInk,
  inpaintPhoto,
  maskShare,
  pageInks,
  removalMask,
  RetouchBusy,
  RetouchColumns,
  RetouchResultPanel,
  useBrushMask,
  useRetouchPhoto,
  type InkMap,
  type Mask,
} from '../../web/kit/retouch.js';
import { messages } from './messages.js';
import {
  BOX_FILLS,
  boxesOnGrid,
  ERASE_INPAINT,
  erasedName,
  inkCounts,
  removalChoice,
  SCHEMA,
  selectByInk,
  type FoundBox,
} from './handwriting-erasure.js';

/** The mask's grid (and the ink map's): the page's long side at most this many pixels. */
const PREVIEW_SIDE = 1280;

interface Analysis {
  status: 'busy' | 'done';
  map: InkMap | null;
  /** Text detection failed (the colour and the brush still work). */
  detectFailed: boolean;
}

const mb = (bytes: number) => (bytes / 1048576).toFixed(1);

export default function HandwritingErasurePage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  const erase = useToolRun((input: { source: Blob; mask: Mask }, { signal }) =>
    inpaintPhoto(input.source, input.mask, ERASE_INPAINT, { signal }),
  );
  const photo = useRetouchPhoto(PREVIEW_SIDE, () => erase.reset());
  const { source, picture } = photo;
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [boxes, setBoxes] = useState<FoundBox[]>([]);
  const [ocrProgress, setOcrProgress] = useState<OcrProgress | null>(null);

  // Each picture: its ink map (retouch Worker) and its text boxes (OCR Worker), side by side.
  useEffect(() => {
    if (!source) return;
    const controller = new AbortController();
    const { signal } = controller;
    setAnalysis({ status: 'busy', map: null, detectFailed: false });
    setBoxes([]);
    setOcrProgress(null);
    void Promise.allSettled([
      pageInks(source, PREVIEW_SIDE, { signal }),
      recognizeText(source, { signal, onProgress: setOcrProgress }),
    ]).then(([inks, read]) => {
      if (signal.aborted) return;
      if (inks.status === 'rejected') {
        console.error('ink map failed', inks.reason);
        setAnalysis(null);
        return;
      }
      const map = inks.value;
      if (read.status === 'fulfilled')
        setBoxes(
          boxesOnGrid(read.value, map.width, map.height).map((quad) => ({
            quad,
            ink: boxInk(map, quad),
            selected: false,
          })),
        );
      else console.error('text detection failed', read.reason);
      setAnalysis({ status: 'done', map, detectFailed: read.status === 'rejected' });
    });
    return () => controller.abort();
  }, [source]);

  const map = analysis?.map ?? null;
  const base = useMemo(() => (map ? removalMask(map, removalChoice(values, boxes)) : null), [map, values, boxes]);
  const brush = useBrushMask(map?.width ?? 1, map?.height ?? 1, base);
  const { clear, setTool } = brush;
  useEffect(() => clear(), [map, clear]);
  useEffect(() => setTool(boxes.length ? 'pick' : 'paint'), [boxes.length, setTool]);

  const result = erase.status === 'done' ? erase.result : null;
  const counts = inkCounts(boxes);
  const hasMask = useMemo(() => maskShare(brush.mask) > 0, [brush.mask]);
  const toggle = (i: number) => setBoxes((all) => all.map((b, j) => (j === i ? { ...b, selected: !b.selected } : b)));
  const busyText =
    ocrProgress?.stage === 'load'
      ? format(m.model, { loaded: mb(ocrProgress.loaded), total: mb(ocrProgress.total) })
      : m.analysing;

  return (
    <ToolBody
      testId="handwriting_erasure"
      data-ready={result ? 'true' : 'false'}
      data-analysed={analysis?.status === 'done' ? 'true' : 'false'}
      data-boxes={boxes.length}
    >
      <FileInput input={photo.input} collapsed={source !== null} buttonText={m.upload} tip={m.tip} />
      {photo.failed && <Notice severity="error">{m.failed}</Notice>}
      {erase.status === 'error' && <Notice severity="error">{m.runFailed}</Notice>}
      {analysis?.detectFailed && <Notice severity="warning">{m.analyseFailed}</Notice>}
      {picture && analysis?.status === 'busy' && <RetouchBusy text={busyText} />}
      {picture && result && (
        <RetouchResultPanel
          before={picture.url}
          result={result}
          name={erasedName(photo.stem)}
          onAgain={() => {
            photo.takeOver(result.blob);
            erase.reset();
          }}
          onChange={() => photo.input.open()}
        />
      )}
      {picture && map && !result && (
        <RetouchColumns
          main={
            <BrushMaskEditor
              picture={picture.canvas}
              brush={brush}
              boxes={boxes}
              onPick={toggle}
              testId="erase-editor"
            />
          }
          side={
            <>
              <OptionsPanel onReset={reset} testId="erase-options">
                <FieldLabel>{m.byColour}</FieldLabel>
                <SwitchField
                  label={m.blue}
                  checked={values.blue}
                  onChange={(blue) => set({ blue })}
                  testId="erase-blue"
                />
                <SwitchField label={m.red} checked={values.red} onChange={(red) => set({ red })} testId="erase-red" />
                <FieldLabel>{m.byBox}</FieldLabel>
                <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>
                  {boxes.length ? format(m.found, { n: boxes.length, ...counts }) : m.noBoxes}
                </Typography>
                {boxes.length > 0 && (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setBoxes(selectByInk(boxes, 'all'))}
                      data-testid="erase-all"
                    >
                      {m.all}
                    </Button>
                    <Button size="small" variant="outlined" onClick={() => setBoxes(selectByInk(boxes, 'dark'))}>
                      {m.dark}
                    </Button>
                    <Button size="small" variant="outlined" onClick={() => setBoxes(selectByInk(boxes, 'none'))}>
                      {m.none}
                    </Button>
                  </Box>
                )}
                <ChoiceChips
                  label={m.fill}
                  value={values.fill}
                  onChange={(fill) => set({ fill })}
                  columns={2}
                  choices={BOX_FILLS.map((id) => ({ value: id, label: m[id] }))}
                  testId="erase-fill"
                />
              </OptionsPanel>
              {erase.status === 'busy' && <RetouchBusy />}
              <LoadingButton
                variant="contained"
                size="large"
                startIcon={<AutoFixHighRounded />}
                loading={erase.status === 'busy'}
                disabled={!hasMask || !source}
                onClick={() => source && void erase.run({ source, mask: brush.mask })}
                data-testid="erase-run"
              >
                {m.run}
              </LoadingButton>
              {!hasMask && <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{m.empty}</Typography>}
              <Notice>{m.honest}</Notice>
            </>
          }
        />
      )}
    </ToolBody>
  );
}
