import { ChoiceChips, format, PixelFilterPage, SliderField, useMessages } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { enlarge, MAX_OUTPUT_SIDE, SCALES, SCHEMA } from './img-enlarge.js';

export default function ImgEnlargePage() {
  const m = useMessages(messages);
  return (
    <PixelFilterPage
      schema={SCHEMA}
      testId="enlarge"
      suffix="enlarged"
      filter={enlarge}
      controls={({ values, set }) => (
        <>
          <ChoiceChips
            label={m.scale}
            value={String(values.scale)}
            onChange={(v) => set({ scale: Number(v) })}
            columns={3}
            choices={SCALES.map((s) => ({ value: String(s), label: `×${s}` }))}
            testId="enlarge-scale"
          />
          <SliderField
            label={m.sharpen}
            value={values.sharpen}
            min={0}
            max={100}
            display={(n) => format(m.sharpenValue, { n })}
            onChange={(sharpen) => set({ sharpen })}
            hint={format(m.limit, { px: MAX_OUTPUT_SIDE })}
            testId="enlarge-sharpen"
          />
        </>
      )}
    />
  );
}
