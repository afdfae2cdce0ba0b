import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import CodeIcon from '@mui/icons-material/Code';
import CloseIcon from '@mui/icons-material/Close';
import LinkIcon from '@mui/icons-material/Link';
import WifiIcon from '@mui/icons-material/Wifi';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { format, useMessages } from '../../web/i18n/index.js';
import { useDebounced } from '../../web/useDebounced.js';
import { useToast } from '../../web/shell/Toast.js';
import { LoadingButton } from '../../web/shell/LoadingButton.js';
import { storage } from '../../web/platform/storage.js';
import { SOFT_BG } from '../../web/theme.js';
import { messages, type QrMessages } from './messages.js';
import {
  DEFAULT_OPTIONS, INPUT_DEBOUNCE_MS, SCALES, VERSIONS, colorWarning, downloadName, generateQr, imageWidth,
  parseStoredOptions, renderPngDataUrl, symbolSize, utf8Length, type QrOptions, type QrResult,
} from './qrcode.js';
import { ColorField, EmptyPreview, FailureAlert, LevelPicker } from './parts.js';

const OPTIONS_STORAGE_KEY = 'qrcode_options';
const EXAMPLE_URL = 'https://example.com/';
const EXAMPLE_WIFI = 'WIFI:T:WPA;S:MyHome;P:12345678;;';

type Format = 'png' | 'svg';

/** What the preview shows: the result for one text and set of options. */
interface Shown {
  text: string;
  options: QrOptions;
  result: QrResult;
}

/** Hands a file to the browser's download. */
function saveFile(href: string, filename: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Makes the file for the code on screen and saves it: the one place where this tool does its job. */
async function downloadQr(kind: Format, shown: Shown & { result: { status: 'ok' } }): Promise<void> {
  const name = downloadName(shown.text, kind);
  if (kind === 'png') {
    saveFile(await renderPngDataUrl(shown.text, shown.options), name);
    return;
  }
  const url = URL.createObjectURL(new Blob([shown.result.svg], { type: 'image/svg+xml' }));
  saveFile(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const sectionTitleSx = { fontSize: 14, fontWeight: 700, color: 'text.primary' } as const;

export default function QrcodePage() {
  const m = useMessages(messages);
  const toast = useToast();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<QrOptions>({ ...DEFAULT_OPTIONS });
  const [shown, setShown] = useState<Shown>({ text: '', options, result: { status: 'empty' } });
  const [busy, setBusy] = useState<Format | null>(null);
  const debouncedText = useDebounced(text, INPUT_DEBOUNCE_MS);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Remembered settings apply after hydration, so the server-rendered page and the first client render agree.
  useEffect(() => {
    const stored = parseStoredOptions(storage.get(OPTIONS_STORAGE_KEY));
    if (stored) setOptions(stored);
  }, []);

  // One encoding per pause in typing (or per settings change), after the render.
  useEffect(() => {
    setShown({ text: debouncedText, options, result: generateQr(debouncedText, options) });
  }, [debouncedText, options]);

  const update = (patch: Partial<QrOptions>) => {
    setOptions((o) => {
      const next = { ...o, ...patch };
      storage.set(OPTIONS_STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  };
  const reset = () => {
    storage.remove(OPTIONS_STORAGE_KEY);
    setOptions({ ...DEFAULT_OPTIONS });
  };

  const onDownload = async (kind: Format) => {
    if (shown.result.status !== 'ok') return;
    setBusy(kind);
    try {
      await downloadQr(kind, shown as Shown & { result: { status: 'ok' } });
    } catch {
      toast(m.downloadFailed);
    } finally {
      setBusy(null);
    }
  };

  const result = shown.result;
  const warning = colorWarning(options.dark, options.light);

  return (
    <Box data-testid="qrcode-tool" data-state={result.status} data-hydrated={hydrated ? 'true' : 'false'}
      sx={{ display: 'grid', gap: { xs: 2.5, md: 3 }, alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px', lg: 'minmax(0, 1fr) 340px' },
        gridTemplateAreas: { xs: '"input" "preview" "options"', md: '"input preview" "options preview"' } }}>
      <Box sx={{ gridArea: 'input', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 1 }}>
          <Typography component="label" htmlFor="qr-text" sx={sectionTitleSx}>{m.inputLabel}</Typography>
          <Typography sx={{ ml: 'auto', fontSize: 12, color: 'text.secondary' }} data-testid="qr-count">
            {format(m.count, { chars: Array.from(text).length, bytes: utf8Length(text) })}
          </Typography>
          {text !== '' && (
            <Tooltip title={m.clear}>
              <IconButton size="small" aria-label={m.clear} onClick={() => setText('')} data-testid="qr-clear" sx={{ my: -0.5 }}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
        <TextField id="qr-text" multiline fullWidth minRows={4} maxRows={12} value={text} placeholder={m.placeholder}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'qr-text', spellCheck: false } }}
          sx={{ '& .MuiOutlinedInput-root': { bgcolor: '#fff', fontSize: 15, lineHeight: 1.6, alignItems: 'flex-start' } }} />
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1.25 }}>
          <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{m.examples}</Typography>
          <Chip size="small" variant="outlined" icon={<LinkIcon />} label={m.exampleUrl} onClick={() => setText(EXAMPLE_URL)} data-testid="qr-example-url" />
          <Chip size="small" variant="outlined" icon={<WifiIcon />} label={m.exampleWifi} onClick={() => setText(EXAMPLE_WIFI)} />
          <Chip size="small" variant="outlined" icon={<TextFieldsIcon />} label={m.exampleText} onClick={() => setText(m.exampleTextValue)} />
        </Box>
      </Box>

      <Box component="section" aria-label={m.options} sx={{ gridArea: 'options', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2.25, pt: { xs: 2.5, md: 3 }, borderTop: '1px solid #eef0f4' }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography component="h2" sx={sectionTitleSx}>{m.options}</Typography>
          <Button size="small" startIcon={<RestartAltIcon />} onClick={reset} data-testid="qr-reset" sx={{ ml: 'auto', color: 'text.secondary' }}>{m.reset}</Button>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr' } }}>
          <TextField select size="small" label={m.version} value={String(options.version)}
            onChange={(e) => update({ version: e.target.value === 'auto' ? 'auto' : Number(e.target.value) })}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'qr-version' } }}>
            <option value="auto">{m.versionAuto}</option>
            {VERSIONS.map((v) => (
              <option key={v} value={v}>{format(m.versionItem, { version: v, size: symbolSize(v) })}</option>
            ))}
          </TextField>
          <TextField select size="small" label={m.size} value={String(options.scale)}
            onChange={(e) => update({ scale: Number(e.target.value) })}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'qr-scale' } }}>
            {SCALES.map((scale) => {
              const px = result.status === 'ok' ? imageWidth(result.symbol.size, { margin: options.margin, scale }) : 0;
              return <option key={scale} value={scale}>{px ? format(m.sizeItem, { px }) : format(m.sizeItemScale, { scale })}</option>;
            })}
          </TextField>
        </Box>
        <LevelPicker value={options.level} onChange={(level) => update({ level })} m={m} />
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <ColorField label={m.dark} value={options.dark} onChange={(dark) => update({ dark })} m={m} testId="qr-dark" />
            <Tooltip title={m.swap}>
              <IconButton aria-label={m.swap} onClick={() => update({ dark: options.light, light: options.dark })} sx={{ mt: 0.25 }} data-testid="qr-swap">
                <SwapHorizIcon />
              </IconButton>
            </Tooltip>
            <ColorField label={m.light} value={options.light} onChange={(light) => update({ light })} m={m} testId="qr-light" />
          </Box>
          {warning && (
            <Alert severity="info" data-testid="qr-color-warning" sx={{ mt: 1.5, py: 0.25, fontSize: 13, borderRadius: 2 }}>
              {warning === 'lowContrast' ? m.lowContrast : m.inverted}
            </Alert>
          )}
        </Box>
      </Box>

      <Box component="section" aria-label={m.preview}
        sx={{ gridArea: 'preview', position: { md: 'sticky' }, top: { md: 88 }, bgcolor: SOFT_BG, borderRadius: 3, p: { xs: 2, md: 2.5 }, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Preview shown={shown} m={m} onFix={update} />
        {/* Side by side when both labels fit, else one under the other. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25, width: '100%', '& > button': { flex: '1 1 120px', minWidth: 'max-content', whiteSpace: 'nowrap' } }}>
          <LoadingButton variant="contained" size="large" startIcon={<DownloadIcon />} disabled={result.status !== 'ok'} loading={busy === 'png'}
            onClick={() => void onDownload('png')} data-testid="qr-download-png">{m.downloadPng}</LoadingButton>
          <LoadingButton variant="outlined" size="large" startIcon={<CodeIcon />} disabled={result.status !== 'ok'} loading={busy === 'svg'}
            onClick={() => void onDownload('svg')} data-testid="qr-download-svg" sx={{ bgcolor: '#fff' }}>{m.downloadSvg}</LoadingButton>
        </Box>
      </Box>
    </Box>
  );
}

function Preview({ shown, m, onFix }: { shown: Shown; m: QrMessages; onFix: (patch: Partial<QrOptions>) => void }) {
  const { result } = shown;
  if (result.status === 'empty') return <EmptyPreview m={m} />;
  if (result.status === 'error') {
    return <FailureAlert failure={result.failure} fix={result.fix} text={shown.text} options={shown.options} m={m} onFix={onFix} />;
  }
  const { symbol } = result;
  const label = shown.text.length > 40 ? `${Array.from(shown.text).slice(0, 40).join('')}…` : shown.text;
  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.25 }}>
      <Box sx={{ width: '100%', maxWidth: 280, p: 1.5, bgcolor: '#fff', borderRadius: 3, boxShadow: '0 1px 2px rgba(16,24,40,.06), 0 4px 16px rgba(16,24,40,.06)' }}>
        <Box component="img" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(result.svg)}`} alt={format(m.alt, { text: label })}
          data-testid="qr-preview" data-version={symbol.version} data-level={symbol.level}
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1' }} />
      </Box>
      <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }} data-testid="qr-info">
        {format(m.info, { version: symbol.version, size: symbol.size, level: symbol.level })}
      </Typography>
    </Box>
  );
}
