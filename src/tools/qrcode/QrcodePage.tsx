import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import CodeIcon from '@mui/icons-material/Code';
import LinkIcon from '@mui/icons-material/Link';
import WifiIcon from '@mui/icons-material/Wifi';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  ChoiceChips,
  ColorField,
  Examples,
  format,
  LoadingButton,
  Notice,
  OptionsPanel,
  SelectField,
  TextInput,
  ToolBody,
  useDebounced,
  useMessages,
  useSaver,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import {
  colorWarning,
  downloadName,
  EC_LEVELS,
  EC_RECOVERY_PERCENT,
  generateQr,
  imageWidth,
  INPUT_DEBOUNCE_MS,
  renderPngDataUrl,
  SCALES,
  SCHEMA,
  symbolSize,
  toQrOptions,
  utf8Length,
  VERSIONS,
} from './qrcode.js';
import { EmptyPreview, FailureAlert } from './parts.js';

const EXAMPLE_URL = 'https://example.com/';
const EXAMPLE_WIFI = 'WIFI:T:WPA;S:MyHome;P:12345678;;';
const LEVEL_NAME = { L: 'levelL', M: 'levelM', Q: 'levelQ', H: 'levelH' } as const;

export default function QrcodePage() {
  const m = useMessages(messages);
  const saver = useSaver();
  const report = useUsageReport();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [text, setText] = useState('');
  const shownText = useDebounced(text, INPUT_DEBOUNCE_MS);
  const options = useMemo(() => toQrOptions(values), [values]);
  const result = useMemo(() => generateQr(shownText, options), [shownText, options]);
  const warning = colorWarning(options.dark, options.light);

  const save = (kind: 'png' | 'svg') => {
    if (result.status !== 'ok') return;
    report(`${shownText}:${JSON.stringify(options)}`);
    void saver.save(async () => [
      {
        name: downloadName(shownText, kind),
        blob:
          kind === 'png'
            ? await (await fetch(await renderPngDataUrl(shownText, options))).blob()
            : new Blob([result.svg], { type: 'image/svg+xml' }),
      },
    ]);
  };

  return (
    <ToolBody testId="qrcode-tool" data-state={result.status}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2.5, md: 3 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px', lg: 'minmax(0, 1fr) 340px' },
          gridTemplateAreas: { xs: '"input" "preview" "options"', md: '"input preview" "options preview"' },
        }}
      >
        <Box sx={{ gridArea: 'input', minWidth: 0 }}>
          <TextInput
            value={text}
            onChange={setText}
            label={m.inputLabel}
            placeholder={m.placeholder}
            rows={5}
            testId="qr-text"
            counter={format(m.count, { chars: Array.from(text).length, bytes: utf8Length(text) })}
            examples={
              <Examples
                testId="qr-example"
                items={[
                  { label: m.exampleUrl, icon: <LinkIcon />, apply: () => setText(EXAMPLE_URL) },
                  { label: m.exampleWifi, icon: <WifiIcon />, apply: () => setText(EXAMPLE_WIFI) },
                  { label: m.exampleText, icon: <TextFieldsIcon />, apply: () => setText(m.exampleTextValue) },
                ]}
              />
            }
          />
        </Box>
        <Box sx={{ gridArea: 'options', minWidth: 0 }}>
          <OptionsPanel title={m.options} onReset={reset} columns={2}>
            <SelectField
              label={m.version}
              value={String(values.version)}
              onChange={(v) => set({ version: v === 'auto' ? 'auto' : Number(v) })}
              items={[
                { value: 'auto', label: m.versionAuto },
                ...VERSIONS.map((v) => ({
                  value: String(v),
                  label: format(m.versionItem, { version: v, size: symbolSize(v) }),
                })),
              ]}
              testId="qr-version"
            />
            <SelectField
              label={m.size}
              value={values.scale}
              onChange={(scale) => set({ scale })}
              items={SCALES.map((scale) => {
                const px =
                  result.status === 'ok' ? imageWidth(result.symbol.size, { margin: options.margin, scale }) : 0;
                return { value: scale, label: px ? format(m.sizeItem, { px }) : format(m.sizeItemScale, { scale }) };
              })}
              testId="qr-scale"
            />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ChoiceChips
                label={m.level}
                value={values.level}
                onChange={(level) => set({ level })}
                columns={4}
                testId="qr-level"
                choices={EC_LEVELS.map((level) => ({
                  value: level,
                  label: level,
                  hint: `${m[LEVEL_NAME[level]]} ${EC_RECOVERY_PERCENT[level]}%`,
                }))}
              />
              <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.75 }} data-testid="qr-level-hint">
                {format(m.levelHint, { level: values.level, pct: EC_RECOVERY_PERCENT[values.level] })}
              </Typography>
            </Box>
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <ColorField label={m.dark} value={values.dark} onChange={(dark) => set({ dark })} testId="qr-dark" />
              <Tooltip title={m.swap}>
                <IconButton
                  aria-label={m.swap}
                  onClick={() => set({ dark: values.light, light: values.dark })}
                  sx={{ mt: 0.25 }}
                  data-testid="qr-swap"
                >
                  <SwapHorizIcon />
                </IconButton>
              </Tooltip>
              <ColorField label={m.light} value={values.light} onChange={(light) => set({ light })} testId="qr-light" />
            </Box>
            {warning && (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <Notice testId="qr-color-warning">{warning === 'lowContrast' ? m.lowContrast : m.inverted}</Notice>
              </Box>
            )}
          </OptionsPanel>
        </Box>
        <Box
          component="section"
          aria-label={m.preview}
          sx={{
            gridArea: 'preview',
            position: { md: 'sticky' },
            top: { md: 88 },
            bgcolor: 'surface.soft',
            borderRadius: 3,
            p: { xs: 2, md: 2.5 },
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 2,
          }}
        >
          {result.status === 'empty' && <EmptyPreview m={m} />}
          {result.status === 'error' && (
            <FailureAlert
              failure={result.failure}
              fix={result.fix}
              text={shownText}
              options={options}
              m={m}
              onFix={set}
            />
          )}
          {result.status === 'ok' && (
            <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.25 }}>
              <Box
                sx={{
                  width: '100%',
                  maxWidth: 280,
                  p: 1.5,
                  bgcolor: 'background.paper',
                  borderRadius: 3,
                  boxShadow: '0 1px 2px rgba(16,24,40,.06), 0 4px 16px rgba(16,24,40,.06)',
                }}
              >
                <Box
                  component="img"
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(result.svg)}`}
                  alt={format(m.alt, {
                    text: shownText.length > 40 ? `${Array.from(shownText).slice(0, 40).join('')}…` : shownText,
                  })}
                  data-testid="qr-preview"
                  data-version={result.symbol.version}
                  data-level={result.symbol.level}
                  sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1' }}
                />
              </Box>
              <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }} data-testid="qr-info">
                {format(m.info, {
                  version: result.symbol.version,
                  size: result.symbol.size,
                  level: result.symbol.level,
                })}
              </Typography>
            </Box>
          )}
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.25,
              width: '100%',
              '& > button': { flex: '1 1 120px', minWidth: 'max-content', whiteSpace: 'nowrap' },
            }}
          >
            <LoadingButton
              variant="contained"
              size="large"
              startIcon={<DownloadIcon />}
              disabled={result.status !== 'ok'}
              loading={saver.saving}
              onClick={() => save('png')}
              data-testid="qr-download-png"
            >
              {m.downloadPng}
            </LoadingButton>
            <LoadingButton
              variant="outlined"
              size="large"
              startIcon={<CodeIcon />}
              disabled={result.status !== 'ok'}
              onClick={() => save('svg')}
              data-testid="qr-download-svg"
              sx={{ bgcolor: 'background.paper' }}
            >
              {m.downloadSvg}
            </LoadingButton>
          </Box>
        </Box>
      </Box>
      {saver.ui}
    </ToolBody>
  );
}
