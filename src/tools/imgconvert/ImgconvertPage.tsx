import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { format, useMessages } from '../../web/i18n/index.js';
import { storage } from '../../web/platform/storage.js';
import { ImageBatchTool } from '../../web/image/batch/ImageBatchTool.js';
import { FORMAT_LABEL, OUTPUT_FORMATS, type OutputFormat } from '../../web/image/engine/formats.js';
import meta from './meta.js';
import { messages } from './messages.js';
import { CONVERT_MAX_SIDES, DEFAULT_CONVERT, hasQuality, initialOptions, STORAGE_KEY, toJobSettings, type ConvertOptions } from './targets.js';

export default function ImgconvertPage() {
  const m = useMessages(messages);
  const [options, setOptions] = useState<ConvertOptions>(DEFAULT_CONVERT);
  useEffect(() => setOptions(initialOptions(storage.get(STORAGE_KEY), location.search)), []);
  const update = (next: ConvertOptions) => {
    setOptions(next);
    storage.set(STORAGE_KEY, JSON.stringify(next));
  };
  return (
    <ImageBatchTool
      testId="imgconvert"
      mode="convert"
      settings={toJobSettings(options)}
      toolName={meta.name.zh}
      uploadText={m.upload}
      tip={m.tip}
      options={<TargetPanel options={options} onChange={update} />}
    />
  );
}

function TargetPanel({ options, onChange }: { options: ConvertOptions; onChange: (o: ConvertOptions) => void }) {
  const m = useMessages(messages);
  const [quality, setQuality] = useState(options.quality);
  useEffect(() => setQuality(options.quality), [options.quality]);
  const label = FORMAT_LABEL[options.target];
  const notes: string[] = [];
  if (options.target !== 'gif') notes.push(format(m.animNote, { format: label }));
  if (options.target === 'gif') notes.push(m.gifNote);
  if (options.target === 'jxl') notes.push(m.jxlNote);
  if (options.target === 'png') notes.push(m.pngNote);
  if (options.target === 'bmp') notes.push(m.bmpNote);
  const chip = (active: boolean) => ({
    minWidth: { xs: 0, sm: 84 }, height: 40, px: { xs: 0.5, sm: 1.5 }, borderRadius: 2, fontSize: { xs: 13, sm: 14 }, fontWeight: 700, whiteSpace: 'nowrap', border: '1.5px solid',
    borderColor: active ? 'primary.main' : '#e3e8f0', bgcolor: active ? '#eef4ff' : '#fff', color: active ? 'primary.main' : 'text.primary',
  });
  return (
    <Box component="section" aria-label={m.target} data-testid="convert-options" data-target={options.target}
      sx={{ border: '1px solid #e7ebf3', borderRadius: 3, p: { xs: 1.5, md: 2 }, bgcolor: '#fbfcfe' }}>
      <Typography id="target-label" sx={{ fontSize: 13, fontWeight: 700, mb: 1 }}>{m.target}</Typography>
      <Box role="radiogroup" aria-labelledby="target-label" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(4, 1fr)', sm: 'repeat(8, auto)' }, justifyContent: { sm: 'start' }, gap: 1 }}>
        {OUTPUT_FORMATS.map((f: OutputFormat) => (
          <ButtonBase key={f} role="radio" aria-checked={options.target === f} data-testid={`target-${f}`} onClick={() => onChange({ ...options, target: f })} sx={chip(options.target === f)}>
            {FORMAT_LABEL[f]}
          </ButtonBase>
        ))}
        <Tooltip title={m.webp2Note}>
          <span>
            <ButtonBase role="radio" aria-checked={false} aria-disabled disabled data-testid="target-wp2" sx={{ ...chip(false), width: '100%', color: 'text.disabled', borderStyle: 'dashed' }}>
              {m.webp2}
            </ButtonBase>
          </span>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: { xs: 1.5, md: 3 }, mt: 2, alignItems: 'center' }}>
        <Box sx={{ px: 0.5, opacity: hasQuality(options.target) ? 1 : 0.45 }}>
          <Typography id="convert-quality-label" sx={{ fontSize: 13, fontWeight: 600 }}>
            {m.quality} <Box component="span" sx={{ color: 'primary.main' }}>{hasQuality(options.target) ? quality : '—'}</Box>
          </Typography>
          <Slider aria-labelledby="convert-quality-label" min={10} max={100} value={quality} disabled={!hasQuality(options.target)} size="small" data-testid="convert-quality"
            onChange={(_, v) => setQuality(v as number)} onChangeCommitted={(_, v) => onChange({ ...options, quality: v as number })} />
        </Box>
        <TextField select size="small" label={m.maxSide} value={options.maxSide} onChange={(e) => onChange({ ...options, maxSide: Number(e.target.value) })} data-testid="convert-maxside">
          {CONVERT_MAX_SIDES.map((n) => (
            <MenuItem key={n} value={n}>{n === 0 ? m.original : format(m.longSide, { n })}</MenuItem>
          ))}
        </TextField>
      </Box>
      <Alert severity="info" variant="outlined" data-testid="convert-notes" sx={{ mt: 1.5, borderRadius: 2, bgcolor: '#fff', fontSize: 12.5, '& .MuiAlert-message': { py: 0.25 } }}>
        {[...notes, m.webp2Note].map((n, i) => (
          <Box key={i} component="span" sx={{ display: 'block' }}>{n}</Box>
        ))}
      </Alert>
    </Box>
  );
}
