import { ChoiceChips, format, PixelFilterPage, SliderField, useMessages } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { PALETTE_IDS, pixelate, SCHEMA } from './pixelate.js';

export default function ImgPixelPage() {
  const m = useMessages(messages);
  return (
    <PixelFilterPage
      schema={SCHEMA}
      testId="pixel"
      suffix="pixel"
      filter={pixelate}
      controls={({ values, set }) => (
        <>
          <SliderField
            label={m.block}
            value={values.block}
            min={2}
            max={128}
            display={(n) => format(m.blockValue, { n })}
            onChange={(block) => set({ block })}
            testId="pixel-block"
          />
          <ChoiceChips
            label={m.palette}
            value={values.palette}
            onChange={(palette) => set({ palette })}
            columns={3}
            choices={PALETTE_IDS.map((id) => ({ value: id, label: m[id] }))}
            testId="pixel-palette"
          />
        </>
      )}
    />
  );
}
