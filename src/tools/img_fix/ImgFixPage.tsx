import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import {
  ChoiceChips,
  FileInput,
  LoadingButton,
  Notice,
  OptionsPanel,
  SliderField,
  ToolBody,
  useMessages,
  useToolOptions,
  useToolRun,
} from '../../web/kit/index.js';
import {
  BrushMaskEditor,
  inpaintPhoto,
  RetouchBusy,
  RetouchColumns,
  RetouchResultPanel,
  useBrushMask,
  useRetouchPhoto,
  type Mask,
} from '../../web/kit/retouch.js';
import { messages } from './messages.js';
import { fixedName, inpaintOptions, METHODS, SCHEMA } from './img-fix.js';

/** The brush mask's grid: the photo's long side on screen at most this many pixels. */
const PREVIEW_SIDE = 1280;

export default function ImgFixPage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  const fix = useToolRun((input: { source: Blob; mask: Mask }, { signal }) =>
    inpaintPhoto(input.source, input.mask, inpaintOptions(values), { signal }),
  );
  const photo = useRetouchPhoto(PREVIEW_SIDE, () => fix.reset());
  const picture = photo.picture;
  const brush = useBrushMask(picture?.canvas.width ?? 1, picture?.canvas.height ?? 1);
  const { clear } = brush;
  // A new picture (or a result taken over) starts with no strokes.
  useEffect(() => clear(), [picture, clear]);

  const result = fix.status === 'done' ? fix.result : null;
  const painted = brush.strokes.some((s) => !s.erase);
  return (
    <ToolBody testId="img_fix" data-ready={result ? 'true' : 'false'}>
      <FileInput input={photo.input} collapsed={photo.source !== null} buttonText={m.upload} tip={m.tip} />
      {photo.failed && <Notice severity="error">{m.failed}</Notice>}
      {fix.status === 'error' && <Notice severity="error">{m.runFailed}</Notice>}
      {picture && result && (
        <RetouchResultPanel
          before={picture.url}
          result={result}
          name={fixedName(photo.stem)}
          onAgain={() => {
            photo.takeOver(result.blob);
            fix.reset();
          }}
          onChange={() => photo.input.open()}
        />
      )}
      {picture && !result && (
        <RetouchColumns
          main={<BrushMaskEditor picture={picture.canvas} brush={brush} testId="fix-editor" />}
          side={
            <>
              <Typography sx={{ fontSize: 13.5, color: 'text.secondary' }}>{m.hint}</Typography>
              <OptionsPanel onReset={reset} testId="fix-options">
                <ChoiceChips
                  label={m.method}
                  value={values.method}
                  onChange={(method) => set({ method })}
                  columns={2}
                  choices={METHODS.map((id) => ({ value: id, label: m[id] }))}
                />
                <SliderField
                  label={m.radius}
                  value={values.radius}
                  min={2}
                  max={20}
                  display={(v) => `${v}px`}
                  onChange={(radius) => set({ radius })}
                />
              </OptionsPanel>
              {fix.status === 'busy' && <RetouchBusy />}
              <LoadingButton
                variant="contained"
                size="large"
                startIcon={<AutoFixHighRounded />}
                loading={fix.status === 'busy'}
                disabled={!painted || !photo.source}
                onClick={() => photo.source && void fix.run({ source: photo.source, mask: brush.mask })}
                data-testid="fix-run"
              >
                {m.run}
              </LoadingButton>
              {!painted && <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{m.empty}</Typography>}
              <Notice>{m.honest}</Notice>
            </>
          }
        />
      )}
    </ToolBody>
  );
}
