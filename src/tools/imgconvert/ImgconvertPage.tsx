import {
  ChoiceChips,
  format,
  ImageBatchTool,
  Notice,
  OptionsPanel,
  SelectField,
  SliderField,
  Split,
  useMessages,
  useToolOptions,
} from '../../web/kit/index.js';
import { FORMAT_LABEL, OUTPUT_FORMATS, type OutputFormat } from '../../web/kit/image.js';
import { messages } from './messages.js';
import { CONVERT_MAX_SIDES, hasQuality, SCHEMA, toJobSettings } from './targets.js';

export default function ImgconvertPage() {
  const m = useMessages(messages);
  const { values, set } = useToolOptions(SCHEMA);
  const target = values.to;
  const label = FORMAT_LABEL[target];
  const notes = [
    target === 'gif' ? m.gifNote : format(m.animNote, { format: label }),
    ...(target === 'jxl' ? [m.jxlNote] : []),
    ...(target === 'png' ? [m.pngNote] : []),
    ...(target === 'bmp' ? [m.bmpNote] : []),
    m.webp2Note,
  ];
  return (
    <ImageBatchTool
      testId="imgconvert"
      mode="convert"
      settings={toJobSettings({ target, quality: values.quality, maxSide: values.maxSide })}
      uploadText={m.upload}
      tip={m.tip}
      options={
        <OptionsPanel testId="convert-options" data={{ target }}>
          <ChoiceChips<OutputFormat | 'wp2'>
            label={m.target}
            value={target}
            onChange={(to) => to !== 'wp2' && set({ to })}
            columns={{ xs: 4, sm: 8 }}
            testId="target"
            choices={[
              ...OUTPUT_FORMATS.map((f) => ({ value: f, label: FORMAT_LABEL[f] })),
              { value: 'wp2' as const, label: m.webp2, disabled: true, title: m.webp2Note },
            ]}
          />
          <Split ratio="2fr 1fr">
            <SliderField
              label={m.quality}
              value={values.quality}
              min={10}
              max={100}
              disabled={!hasQuality(target)}
              onChange={(quality) => set({ quality })}
              testId="convert-quality"
            />
            <SelectField
              label={m.maxSide}
              value={values.maxSide}
              onChange={(maxSide) => set({ maxSide })}
              items={CONVERT_MAX_SIDES.map((n) => ({
                value: n,
                label: n === 0 ? m.original : format(m.longSide, { n }),
              }))}
              testId="convert-maxside"
            />
          </Split>
          <Notice testId="convert-notes">
            {notes.map((n, i) => (
              <span key={i} style={{ display: 'block' }}>
                {n}
              </span>
            ))}
          </Notice>
        </OptionsPanel>
      }
    />
  );
}
