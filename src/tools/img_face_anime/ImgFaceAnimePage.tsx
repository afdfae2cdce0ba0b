import { ChoiceChips, FaceStylePage, SliderField, useMessages } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { job, SCHEMA, SIZES, sizeOf, zoomOf } from './img-face-anime.js';

export default function ImgFaceAnimePage() {
  const m = useMessages(messages);
  return (
    <FaceStylePage
      schema={SCHEMA}
      testId="face-anime"
      suffix="anime"
      job={job}
      size={sizeOf}
      zoom={zoomOf}
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
          />
          <SliderField label={m.levels} value={values.levels} min={2} max={8} onChange={(levels) => set({ levels })} />
          <SliderField
            label={m.vivid}
            value={values.vivid}
            min={0}
            max={100}
            display={(n) => `${n}%`}
            onChange={(vivid) => set({ vivid })}
          />
          <SliderField
            label={m.zoom}
            value={values.zoom}
            min={16}
            max={35}
            display={(n) => (n < 22 ? m.close : n > 28 ? m.wide : `${n / 10}×`)}
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
