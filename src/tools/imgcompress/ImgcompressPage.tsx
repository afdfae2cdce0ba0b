import Box from '@mui/material/Box';
import {
  ChoiceChips,
  format,
  ImageBatchTool,
  OptionsPanel,
  SelectField,
  SliderField,
  SwitchField,
  useMessages,
  useToolOptions,
} from '../../web/kit/index.js';
import { FORMAT_LABEL } from '../../web/kit/image.js';
import { messages } from './messages.js';
import {
  applyPreset,
  COLOR_CHOICES,
  MAX_SIDE_CHOICES,
  normalise,
  PRESET_IDS,
  SCHEMA,
  TARGETS,
  toJobSettings,
  withValues,
} from './presets.js';

export default function ImgcompressPage() {
  const m = useMessages(messages);
  const { values, set } = useToolOptions(SCHEMA);
  const options = normalise(values);
  return (
    <ImageBatchTool
      testId="imgcompress"
      mode="compress"
      settings={toJobSettings(options)}
      uploadText={m.upload}
      tip={
        <>
          {m.tip}
          <Box component="span" sx={{ display: 'block', mt: 0.5, fontSize: 12 }}>
            {m.memory}
          </Box>
        </>
      }
      options={
        <OptionsPanel testId="compress-options" data={{ preset: options.preset }}>
          <ChoiceChips
            value={options.preset}
            onChange={(preset) => set(applyPreset(options, preset))}
            columns={{ xs: 2, md: 4 }}
            testId="preset"
            choices={PRESET_IDS.map((id) => ({ value: id, label: m[id], hint: m[`${id}Hint`] }))}
          />
          {options.preset === 'custom' && (
            <Box
              data-testid="custom-options"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' },
                gap: 2,
                alignItems: 'center',
              }}
            >
              <SliderField
                label={m.quality}
                hint={m.qualityHint}
                value={options.quality}
                min={10}
                max={100}
                onChange={(quality) => set(withValues(options, { quality }))}
                testId="quality-slider"
              />
              <SelectField
                label={m.maxSide}
                value={options.maxSide}
                onChange={(maxSide) => set(withValues(options, { maxSide }))}
                items={MAX_SIDE_CHOICES.map((n) => ({
                  value: n,
                  label: n === 0 ? m.original : format(m.longSide, { n }),
                }))}
                testId="maxside-select"
              />
              <SelectField
                label={m.colors}
                value={options.colors}
                onChange={(colors) => set(withValues(options, { colors }))}
                items={COLOR_CHOICES.map((n) => ({ value: n, label: n === 0 ? m.lossless : format(m.colorsN, { n }) }))}
                testId="colors-select"
              />
            </Box>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1.5, md: 2.5 } }}>
            <Box sx={{ minWidth: 180 }}>
              <SelectField
                label={m.format}
                value={options.target}
                onChange={(target) => set({ target })}
                items={TARGETS.map((t) => ({ value: t, label: t === 'keep' ? m.keep : FORMAT_LABEL[t] }))}
                testId="target-select"
              />
            </Box>
            <SwitchField
              label={m.metadata}
              checked={options.keepMetadata}
              onChange={(keepMetadata) => set({ keepMetadata })}
              hint={options.keepMetadata ? undefined : m.metadataHint}
              testId="metadata-switch"
            />
          </Box>
        </OptionsPanel>
      }
    />
  );
}
