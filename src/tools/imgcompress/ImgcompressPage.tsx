import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format, useMessages } from '../../web/i18n/index.js';
import { storage } from '../../web/platform/storage.js';
import { ImageBatchTool } from '../../web/image/batch/ImageBatchTool.js';
import { FORMAT_LABEL } from '../../web/image/engine/formats.js';
import meta from './meta.js';
import { messages } from './messages.js';
import {
  applyPreset, COLOR_CHOICES, DEFAULT_OPTIONS, MAX_SIDE_CHOICES, parseOptions, PRESET_IDS, STORAGE_KEY, TARGETS, toJobSettings, withValues,
  type CompressOptions, type PresetId,
} from './presets.js';

export default function ImgcompressPage() {
  const m = useMessages(messages);
  const [options, setOptions] = useState<CompressOptions>(DEFAULT_OPTIONS);
  // Remembered options are read after hydration (the pre-rendered page shows the defaults).
  useEffect(() => setOptions(parseOptions(storage.get(STORAGE_KEY))), []);
  const update = (next: CompressOptions) => {
    setOptions(next);
    storage.set(STORAGE_KEY, JSON.stringify(next));
  };
  return (
    <ImageBatchTool
      testId="imgcompress"
      mode="compress"
      settings={toJobSettings(options)}
      toolName={meta.name.zh}
      uploadText={m.upload}
      tip={
        <>
          {m.tip}
          <Box component="span" sx={{ display: 'block', mt: 0.5, fontSize: 12 }}>{m.memory}</Box>
        </>
      }
      options={<OptionsPanel options={options} onChange={update} />}
    />
  );
}

const PRESET_TEXT: Record<PresetId, [keyof typeof messages.zh, keyof typeof messages.zh]> = {
  balanced: ['balanced', 'balancedHint'],
  small: ['small', 'smallHint'],
  high: ['high', 'highHint'],
  custom: ['custom', 'customHint'],
};

function OptionsPanel({ options, onChange }: { options: CompressOptions; onChange: (o: CompressOptions) => void }) {
  const m = useMessages(messages);
  const [quality, setQuality] = useState(options.quality);
  useEffect(() => setQuality(options.quality), [options.quality]);
  return (
    <Box component="section" aria-label={m.options} data-testid="compress-options" data-preset={options.preset}
      sx={{ border: '1px solid #e7ebf3', borderRadius: 3, p: { xs: 1.5, md: 2 }, bgcolor: '#fbfcfe' }}>
      <Box role="radiogroup" aria-label={m.options} sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 1 }}>
        {PRESET_IDS.map((id) => {
          const active = options.preset === id;
          const [name, hint] = PRESET_TEXT[id];
          return (
            <ButtonBase key={id} role="radio" aria-checked={active} data-testid={`preset-${id}`} onClick={() => onChange(applyPreset(options, id))}
              sx={{ display: 'block', textAlign: 'left', p: 1.25, borderRadius: 2, border: '1.5px solid', borderColor: active ? 'primary.main' : '#e3e8f0', bgcolor: active ? '#eef4ff' : '#fff',
                transition: 'border-color .15s, background-color .15s', '&:hover': { borderColor: active ? 'primary.main' : '#c9d3e3' } }}>
              <Typography sx={{ fontSize: 14, fontWeight: 700, color: active ? 'primary.main' : 'text.primary' }}>{m[name]}</Typography>
              <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.25, lineHeight: 1.4 }}>{m[hint]}</Typography>
            </ButtonBase>
          );
        })}
      </Box>
      {options.preset === 'custom' && (
        <Box data-testid="custom-options" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, gap: { xs: 1.5, md: 2.5 }, mt: 2, alignItems: 'center' }}>
          <Box sx={{ px: 0.5 }}>
            <Typography id="quality-label" sx={{ fontSize: 13, fontWeight: 600 }}>
              {m.quality} <Box component="span" sx={{ color: 'primary.main' }}>{quality}</Box>
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 1, fontSize: 12 }}>{m.qualityHint}</Box>
            </Typography>
            <Slider aria-labelledby="quality-label" min={10} max={100} step={1} value={quality} onChange={(_, v) => setQuality(v as number)}
              onChangeCommitted={(_, v) => onChange(withValues(options, { quality: v as number }))} data-testid="quality-slider" size="small" />
          </Box>
          <TextField select size="small" label={m.maxSide} value={options.maxSide} onChange={(e) => onChange(withValues(options, { maxSide: Number(e.target.value) }))}
            data-testid="maxside-select">
            {MAX_SIDE_CHOICES.map((n) => (
              <MenuItem key={n} value={n}>{n === 0 ? m.original : format(m.longSide, { n })}</MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={m.colors} value={options.colors} onChange={(e) => onChange(withValues(options, { colors: Number(e.target.value) }))}
            data-testid="colors-select">
            {COLOR_CHOICES.map((n) => (
              <MenuItem key={n} value={n}>{n === 0 ? m.lossless : format(m.colorsN, { n })}</MenuItem>
            ))}
          </TextField>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, md: 2.5 }, mt: 2 }}>
        <TextField select size="small" label={m.format} value={options.target} onChange={(e) => onChange({ ...options, target: e.target.value as CompressOptions['target'] })}
          data-testid="target-select" sx={{ minWidth: 160 }}>
          {TARGETS.map((t) => (
            <MenuItem key={t} value={t}>{t === 'keep' ? m.keep : FORMAT_LABEL[t]}</MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch size="small" checked={options.keepMetadata} onChange={(e) => onChange({ ...options, keepMetadata: e.target.checked })} data-testid="metadata-switch" />}
          label={<Typography sx={{ fontSize: 13 }}>{m.metadata}</Typography>}
          sx={{ mr: 0 }}
        />
        {!options.keepMetadata && <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{m.metadataHint}</Typography>}
      </Box>
    </Box>
  );
}
