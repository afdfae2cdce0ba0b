import { SliderField, StyleFilterPage, useMessages } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { SCHEMA, styleOptions } from './img-ai-cartoon.js';

export default function ImgAiCartoonPage() {
  const m = useMessages(messages);
  return (
    <StyleFilterPage
      schema={SCHEMA}
      testId="cartoon"
      style="cartoon"
      styleOptions={styleOptions}
      suffix="cartoon"
      note={m.note}
      controls={({ values, set }) => (
        <>
          <SliderField
            label={m.colours}
            value={values.colours}
            min={4}
            max={24}
            display={(n) => String(n)}
            onChange={(colours) => set({ colours })}
            testId="cartoon-colours"
          />
          <SliderField
            label={m.outline}
            value={values.outline}
            min={1}
            max={5}
            display={(n) => String(n)}
            onChange={(outline) => set({ outline })}
            testId="cartoon-outline"
          />
        </>
      )}
    />
  );
}
