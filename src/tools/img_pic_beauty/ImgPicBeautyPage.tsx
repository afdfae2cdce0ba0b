import {
  format,
  Notice,
  OptionsPanel,
  SliderField,
  SwitchField,
  useMessages,
  useToolOptions,
} from '../../web/kit/index.js';
import { beautifyPhoto, PhotoFilterTool } from '../../web/kit/retouch.js';
import { messages } from './messages.js';
import { beautifiedName, beautyOptions, SCHEMA, skinFound } from './img-pic-beauty.js';

export default function ImgPicBeautyPage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  return (
    <PhotoFilterTool
      testId="img_pic_beauty"
      values={values}
      filter={(source, v, options) => beautifyPhoto(source, beautyOptions(v), options)}
      resultName={beautifiedName}
      note={(result) =>
        values.smooth && (
          <Notice>
            {skinFound(result.measure) ? format(m.skin, { p: Math.round(result.measure * 100) }) : m.noSkin}
          </Notice>
        )
      }
      data={(result) => ({ 'data-skin': result?.measure })}
      texts={m}
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
            <SwitchField label={m.tone} hint={m.toneHint} checked={values.tone} onChange={(tone) => set({ tone })} />
          </OptionsPanel>
          <Notice>{m.honest}</Notice>
        </>
      }
    />
  );
}
