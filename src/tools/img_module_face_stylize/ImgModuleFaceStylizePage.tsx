import { ChoiceChips, FaceStylePage, SliderField, useMessages } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { job, SCHEMA, SIZES, sizeOf, STYLES, zoomOf } from './img-module-face-stylize.js';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export default function ImgModuleFaceStylizePage() {
  const m = useMessages(messages);
  return (
    <FaceStylePage
      schema={SCHEMA}
      testId="face-stylize"
      suffix="avatar"
      job={job}
      size={sizeOf}
      zoom={zoomOf}
      note={m.note}
      controls={({ values, set }) => (
        <>
          <ChoiceChips
            label={m.style}
            value={values.style}
            columns={3}
            choices={STYLES.map((s) => ({ value: s, label: m[s] }))}
            onChange={(style) => set({ style })}
            testId="face-stylize-style"
          />
          {values.style !== 'none' && (
            <SliderField
              label={m.strength}
              value={values.strength}
              min={0}
              max={100}
              display={(n) => `${n}%`}
              onChange={(strength) => set({ strength })}
            />
          )}
          <SliderField
            label={m.smooth}
            value={values.smooth}
            min={0}
            max={100}
            display={(n) => `${n}%`}
            onChange={(smooth) => set({ smooth })}
          />
          <SliderField
            label={m.brightness}
            value={values.brightness}
            min={-50}
            max={50}
            display={signed}
            onChange={(brightness) => set({ brightness })}
          />
          <SliderField
            label={m.contrast}
            value={values.contrast}
            min={-50}
            max={50}
            display={signed}
            onChange={(contrast) => set({ contrast })}
          />
          <SliderField
            label={m.saturation}
            value={values.saturation}
            min={-50}
            max={50}
            display={signed}
            onChange={(saturation) => set({ saturation })}
          />
          <SliderField
            label={m.zoom}
            value={values.zoom}
            min={16}
            max={35}
            display={(n) => `${n / 10}×`}
            onChange={(zoom) => set({ zoom })}
          />
          <ChoiceChips
            label={m.size}
            value={String(values.size)}
            choices={SIZES.map((s) => ({ value: String(s), label: `${s}×${s}` }))}
            onChange={(v) => set({ size: Number(v) })}
          />
        </>
      )}
    />
  );
}
