import { ChoiceChips, PixelFilterPage, SliderField, useMessages } from '../../web/kit/index.js';
import { fade, MODES, SCHEMA } from './fade.js';
import { messages } from './messages.js';

export default function ImgFadePage() {
  const m = useMessages(messages);
  return (
    <PixelFilterPage
      schema={SCHEMA}
      testId="fade"
      suffix="bw"
      filter={fade}
      controls={({ values, set }) => (
        <>
          <ChoiceChips
            label={m.mode}
            value={values.mode}
            onChange={(mode) => set({ mode })}
            columns={3}
            choices={MODES.map((mode) => ({ value: mode, label: m[mode] }))}
            testId="fade-mode"
          />
          <SliderField
            label={m.contrast}
            value={values.contrast}
            min={-100}
            max={100}
            onChange={(contrast) => set({ contrast })}
          />
          <SliderField
            label={m.brightness}
            value={values.brightness}
            min={-100}
            max={100}
            onChange={(brightness) => set({ brightness })}
          />
          {values.mode === 'bw' && (
            <SliderField
              label={m.threshold}
              value={values.threshold}
              min={0}
              max={255}
              display={(v) => (v === 0 ? m.auto : String(v))}
              onChange={(threshold) => set({ threshold })}
            />
          )}
        </>
      )}
    />
  );
}
