import { format, PixelFilterPage, SliderField, useMessages } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { paintingFilter, SCHEMA } from './img-painting-filter.js';

export default function ImgPaintingFilterPage() {
  const m = useMessages(messages);
  return (
    <PixelFilterPage
      schema={SCHEMA}
      testId="painting"
      suffix="oil"
      filter={paintingFilter}
      controls={({ values, set }) => (
        <>
          <SliderField
            label={m.radius}
            value={values.radius}
            min={1}
            max={10}
            display={(n) => format(m.px, { n })}
            onChange={(radius) => set({ radius })}
            testId="painting-radius"
          />
          <SliderField
            label={m.levels}
            value={values.levels}
            min={4}
            max={64}
            display={(n) => String(n)}
            onChange={(levels) => set({ levels })}
            hint={m.levelsHint}
            testId="painting-levels"
          />
        </>
      )}
    />
  );
}
