import { SliderField, StyleFilterPage, useMessages } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { SCHEMA, styleOptions } from './img-ai-watercolor.js';

export default function ImgAiWatercolorPage() {
  const m = useMessages(messages);
  return (
    <StyleFilterPage
      schema={SCHEMA}
      testId="watercolour"
      style="watercolour"
      styleOptions={styleOptions}
      suffix="watercolour"
      note={m.note}
      controls={({ values, set }) => (
        <>
          <SliderField
            label={m.wash}
            value={values.wash}
            min={0}
            max={100}
            display={(n) => `${n}%`}
            onChange={(wash) => set({ wash })}
            testId="watercolour-wash"
          />
          <SliderField
            label={m.texture}
            value={values.texture}
            min={0}
            max={100}
            display={(n) => `${n}%`}
            onChange={(texture) => set({ texture })}
            testId="watercolour-texture"
          />
          <SliderField
            label={m.pencil}
            value={values.pencil}
            min={0}
            max={100}
            display={(n) => `${n}%`}
            onChange={(pencil) => set({ pencil })}
            testId="watercolour-pencil"
          />
        </>
      )}
    />
  );
}
