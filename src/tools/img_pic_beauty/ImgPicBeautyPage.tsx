import { useEffect } from 'react';
import {
  FileInput,
  format,
  Notice,
  OptionsPanel,
  SliderField,
  SwitchField,
  ToolBody,
  useMessages,
  useToolOptions,
  useToolRun,
} from '../../web/kit/index.js';
import {
  beautifyPhoto,
  RetouchBusy,
  RetouchColumns,
  RetouchResultPanel,
  useRetouchPhoto,
} from '../../web/kit/retouch.js';
import { messages } from './messages.js';
import { beautifiedName, beautyOptions, SCHEMA, skinFound, type Options } from './img-pic-beauty.js';

export default function ImgPicBeautyPage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  const beauty = useToolRun((input: { source: Blob; values: Options }, { signal }) =>
    beautifyPhoto(input.source, beautyOptions(input.values), { signal }),
  );
  const photo = useRetouchPhoto(1280);
  const { source } = photo;
  const { run } = beauty;
  // Each photo and each committed option gives one run (a newer one stops the one before).
  useEffect(() => {
    if (source) void run({ source, values });
  }, [source, values, run]);

  const result = beauty.result;
  return (
    <ToolBody
      testId="img_pic_beauty"
      data-ready={beauty.status === 'done' ? 'true' : 'false'}
      data-skin={result?.measure}
    >
      <FileInput input={photo.input} collapsed={source !== null} buttonText={m.upload} tip={m.tip} />
      {photo.failed && <Notice severity="error">{m.failed}</Notice>}
      {beauty.status === 'error' && <Notice severity="error">{m.runFailed}</Notice>}
      {photo.picture && (
        <RetouchColumns
          main={
            <>
              {beauty.status === 'busy' && <RetouchBusy />}
              {result && (
                <RetouchResultPanel
                  before={photo.picture.url}
                  result={result}
                  name={beautifiedName(photo.stem)}
                  onChange={() => photo.input.open()}
                  note={
                    values.smooth && (
                      <Notice>
                        {skinFound(result.measure) ? format(m.skin, { p: Math.round(result.measure * 100) }) : m.noSkin}
                      </Notice>
                    )
                  }
                />
              )}
            </>
          }
          side={
            <>
              <OptionsPanel onReset={reset} testId="beauty-options">
                <SliderField
                  label={m.strength}
                  value={values.strength}
                  min={0}
                  max={100}
                  onChange={(strength) => set({ strength })}
                  testId="beauty-strength"
                />
                <SwitchField
                  label={m.smooth}
                  hint={m.smoothHint}
                  checked={values.smooth}
                  onChange={(smooth) => set({ smooth })}
                />
                <SwitchField
                  label={m.tone}
                  hint={m.toneHint}
                  checked={values.tone}
                  onChange={(tone) => set({ tone })}
                />
              </OptionsPanel>
              <Notice>{m.honest}</Notice>
            </>
          }
        />
      )}
    </ToolBody>
  );
}
