import { useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import {
  ChoiceChips,
  FieldLabel,
  format,
  loadBitmap,
  makeCanvas,
  makeStyledQr,
  OptionsPanel,
  QrStyleFields,
  SelectField,
  SliderField,
  TextInput,
  ToolBody,
  useDebounced,
  useMessages,
  useToolOptions,
  useUsageReport,
  QrToolLayout,
} from '../../web/kit/index.js';
import { toQrStyle } from '../../web/kit/qr/style-options.js';
import { messages } from './messages.js';
import { designFileName, effectiveLevel, LEVELS, outputSide, PX_PER_MODULE, SCHEMA } from './options.js';
import { PRESETS } from './presets.js';

/** The logo as a PNG data URL, at most 256 px on its long side. */
async function logoDataUrl(file: File): Promise<string> {
  const bitmap = await loadBitmap(file);
  const scale = Math.min(1, 256 / Math.max(bitmap.width, bitmap.height));
  const { canvas, ctx } = makeCanvas(bitmap.width * scale, bitmap.height * scale);
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/png');
}

export default function PrettifyQrcodePage() {
  const m = useMessages(messages);
  const report = useUsageReport();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [text, setText] = useState('');
  const [logo, setLogo] = useState<string | null>(null);
  const logoInput = useRef<HTMLInputElement>(null);
  const shownText = useDebounced(text, 250);
  const level = effectiveLevel(values, logo !== null);
  const qr = useMemo(
    () => makeStyledQr(shownText, level, toQrStyle(values, logo, values.logoPct / 100), values.scale),
    [shownText, level, values, logo],
  );

  return (
    <ToolBody testId="prettify-qrcode">
      <QrToolLayout
        qr={qr}
        text={shownText}
        fileName={designFileName(shownText)}
        onSave={() => report(`${shownText}:${JSON.stringify(values)}`)}
        testId="pq"
        empty={m.empty}
        tooLong={m.tooLong}
      >
        <TextInput
          value={text}
          onChange={setText}
          label={m.inputLabel}
          placeholder={m.placeholder}
          rows={3}
          testId="pq-text"
        />
        <OptionsPanel title={m.style} onReset={reset} testId="pq-options">
          <Box>
            <FieldLabel>{m.presets}</FieldLabel>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {PRESETS.map((p) => (
                <Chip
                  key={p.id}
                  label={m[p.id]}
                  onClick={() => set(p.style)}
                  avatar={
                    <Box
                      sx={{
                        borderRadius: '50%',
                        background: `linear-gradient(135deg, ${p.style.color}, ${p.style.color2})`,
                      }}
                    />
                  }
                  variant="outlined"
                  data-testid={`pq-${p.id}`}
                />
              ))}
            </Box>
          </Box>
          <QrStyleFields values={values} set={set} />
          <Box>
            <FieldLabel>{m.logo}</FieldLabel>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              {logo && (
                <Box
                  component="img"
                  src={logo}
                  alt=""
                  sx={{ width: 40, height: 40, objectFit: 'contain', borderRadius: 1, bgcolor: 'surface.soft' }}
                />
              )}
              <Button
                variant="outlined"
                startIcon={<AddPhotoAlternateOutlined />}
                onClick={() => logoInput.current?.click()}
                data-testid="pq-logo"
              >
                {m.addLogo}
              </Button>
              {logo && <Button onClick={() => setLogo(null)}>{m.removeLogo}</Button>}
              <input
                ref={logoInput}
                type="file"
                accept="image/*"
                hidden
                data-testid="pq-logo-input"
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  if (f) void logoDataUrl(f).then(setLogo, () => setLogo(null));
                  e.target.value = '';
                }}
              />
            </Box>
          </Box>
          {logo && (
            <>
              <SliderField
                label={m.logoSize}
                value={values.logoPct}
                min={10}
                max={24}
                display={(v) => `${v}%`}
                onChange={(logoPct) => set({ logoPct })}
              />
              <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{m.logoLevel}</Typography>
            </>
          )}
          {!logo && (
            <ChoiceChips
              label={m.level}
              value={values.level}
              onChange={(l) => set({ level: l })}
              columns={4}
              choices={LEVELS.map((l) => ({ value: l, label: l }))}
              testId="pq-level"
            />
          )}
          <SelectField
            label={m.scale}
            value={values.scale}
            onChange={(scale) => set({ scale })}
            items={PX_PER_MODULE.map((s) => {
              const px = qr && qr !== 'tooLong' ? outputSide(qr.matrix.size, s) : 0;
              return { value: s, label: px ? format(m.scaleItem, { px }) : `${s}×` };
            })}
            testId="pq-scale"
          />
        </OptionsPanel>
      </QrToolLayout>
    </ToolBody>
  );
}
