import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import {
  FileInput,
  Notice,
  OptionsPanel,
  SliderField,
  ToolBody,
  useMessages,
  useToolOptions,
  useToolRun,
} from '../../web/kit/index.js';
import {
  RetouchBusy,
  RetouchColumns,
  RetouchResultPanel,
  removeMoirePhoto,
  useRetouchPhoto,
} from '../../web/kit/retouch.js';
import { messages } from './messages.js';
import { demoiredName, moireFinding, moireOptions, SCHEMA, type Options } from './image-enhance.js';

export default function ImageEnhancePage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  const clean = useToolRun((input: { source: Blob; values: Options }, { signal }) =>
    removeMoirePhoto(input.source, moireOptions(input.values), { signal }),
  );
  const photo = useRetouchPhoto(1280);
  const { source } = photo;
  const { run } = clean;
  // Each photo and each committed strength gives one run (a newer one stops the one before).
  useEffect(() => {
    if (source) void run({ source, values });
  }, [source, values, run]);

  const result = clean.result;
  return (
    <ToolBody
      testId="image_enhance"
      data-ready={clean.status === 'done' ? 'true' : 'false'}
      data-notched={result?.measure}
    >
      <FileInput input={photo.input} collapsed={source !== null} buttonText={m.upload} tip={m.tip} />
      {photo.failed && <Notice severity="error">{m.failed}</Notice>}
      {clean.status === 'error' && <Notice severity="error">{m.runFailed}</Notice>}
      {photo.picture && (
        <RetouchColumns
          main={
            <>
              {clean.status === 'busy' && <RetouchBusy />}
              {result && (
                <RetouchResultPanel
                  before={photo.picture.url}
                  result={result}
                  name={demoiredName(photo.stem)}
                  onChange={() => photo.input.open()}
                  note={
                    <Notice severity={result.measure > 0 ? 'success' : 'info'}>
                      {m[moireFinding(result.measure)]}
                    </Notice>
                  }
                />
              )}
            </>
          }
          side={
            <>
              <OptionsPanel onReset={reset} testId="moire-options">
                <SliderField
                  label={m.strength}
                  value={values.strength}
                  min={0}
                  max={100}
                  onChange={(strength) => set({ strength })}
                  testId="moire-strength"
                />
                <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{m.strengthHint}</Typography>
              </OptionsPanel>
              <Notice>{m.honest}</Notice>
            </>
          }
        />
      )}
    </ToolBody>
  );
}
