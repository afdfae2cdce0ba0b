import { SliderField, StyleFilterPage, useMessages } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { SCHEMA, styleOptions } from './img-anime-filter.js';

export default function ImgAnimeFilterPage() {
  const m = useMessages(messages);
  return (
    <StyleFilterPage
      schema={SCHEMA}
      testId="anime"
      style="anime"
      styleOptions={styleOptions}
      suffix="anime"
      note={m.note}
      controls={({ values, set }) => (
        <>
          <SliderField
            label={m.lines}
            value={values.lines}
            min={0}
            max={100}
            display={(n) => `${n}%`}
            onChange={(lines) => set({ lines })}
            testId="anime-lines"
          />
          <SliderField
            label={m.levels}
            value={values.levels}
            min={2}
            max={8}
            display={(n) => String(n)}
            onChange={(levels) => set({ levels })}
            testId="anime-levels"
          />
          <SliderField
            label={m.vivid}
            value={values.vivid}
            min={0}
            max={100}
            display={(n) => `${n}%`}
            onChange={(vivid) => set({ vivid })}
            testId="anime-vivid"
          />
        </>
      )}
    />
  );
}
