import { useEffect, useReducer, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import { format, useMessages } from '../../web/i18n/index.js';
import { useToast } from '../../web/shell/Toast.js';
import { reportToolUse } from '../../web/platform/api.js';
import meta from './meta.js';
import { LoadingButton } from '../../web/shell/LoadingButton.js';
import { UploadPlumbing, UploadView, useUpload } from '../../web/upload/UploadWidget.js';
import { BYTES_PER_MB } from '../../web/upload/validate.js';
import { SOFT_BG } from '../../web/theme.js';
import { messages } from './messages.js';
import { isBlankText, linkify } from './links.js';
import { copyText } from '../../web/clipboard.js';
import { scanImage } from './scanner.js';
import { initialScanState, QR_MAX_BYTES, scanReducer } from './state.js';
import type { QrCode } from './decode.js';

const ACCEPT = 'image/*';

export default function QrcodeScanPage() {
  const m = useMessages(messages);
  const [state, dispatch] = useReducer(scanReducer, initialScanState);
  /** How long the last scan took in the Worker (exposed as data-scan-ms for the benchmark). */
  const [scanMs, setScanMs] = useState<number | null>(null);
  const scanning = state.phase === 'scanning';

  const upload = useUpload({
    accept: ACCEPT,
    multiple: false,
    maxSize: QR_MAX_BYTES / BYTES_PER_MB,
    disabled: scanning,
    onFiles: (files) => {
      // Only the first chosen file is used.
      const first = files[0];
      if (first) dispatch({ type: 'choose', url: URL.createObjectURL(first.file), name: first.name });
    },
  });

  // Each preview's object URL lives until the next image replaces it.
  const url = state.image?.url;
  const [previewFailed, setPreviewFailed] = useState(false);
  useEffect(() => {
    setPreviewFailed(false);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [url]);

  const scan = () => {
    if (!state.image || scanning) return;
    const scanId = state.scanId + 1;
    dispatch({ type: 'start' });
    scanImage(state.image.url).then(
      (result) => {
        setScanMs(result.ms);
        dispatch({ type: 'done', scanId, codes: result.codes });
        void reportToolUse({ toolName: meta.name.zh });
      },
      (error: unknown) => {
        console.error('QR scan failed', error);
        dispatch({ type: 'fail', scanId });
      },
    );
  };

  return (
    <Box data-testid="qrcode-scan" data-phase={state.phase} data-scan-ms={scanMs === null ? undefined : Math.round(scanMs)} sx={{ maxWidth: 680, mx: 'auto', py: { xs: 1, md: 2 } }}>
      <UploadPlumbing upload={upload} accept={ACCEPT} />
      {!state.image ? (
        <UploadView
          upload={upload}
          maxSize={QR_MAX_BYTES / BYTES_PER_MB}
          buttonText={m.upload}
          dragDrop
          tip={m.tip}
        />
      ) : (
        <>
          <Box
            sx={{
              bgcolor: SOFT_BG,
              borderRadius: 3,
              p: { xs: 1.5, md: 2 },
              display: 'flex',
              justifyContent: 'center',
              alignItems: 'center',
              minHeight: { xs: 200, md: 260 },
              position: 'relative',
            }}
          >
            {previewFailed ? (
              <Box data-testid="qr-preview-failed" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
                <BrokenImageOutlined sx={{ fontSize: 48, color: '#b8c1d1' }} />
                <Typography sx={{ fontSize: 13 }}>{m.noPreview}</Typography>
              </Box>
            ) : (
              <Box
                component="img"
                src={state.image.url}
                alt={m.preview}
                onError={() => setPreviewFailed(true)}
                data-testid="qr-preview"
                sx={{ display: 'block', maxWidth: '100%', maxHeight: { xs: 260, md: 320 }, objectFit: 'contain', borderRadius: 2, boxShadow: '0 2px 12px rgba(15,23,42,0.08)', bgcolor: '#fff' }}
              />
            )}
          </Box>
          <Typography noWrap sx={{ fontSize: 12, color: 'text.secondary', textAlign: 'center', mt: 1 }} title={state.image.name}>
            {state.image.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', mt: 2, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              size="large"
              startIcon={<ImageOutlined />}
              onClick={upload.open}
              disabled={scanning || upload.busy}
              data-testid="qr-change"
              sx={{ borderRadius: 6, minWidth: 140, height: 46 }}
            >
              {m.change}
            </Button>
            <LoadingButton
              variant="contained"
              size="large"
              startIcon={<QrCodeScannerRounded />}
              onClick={scan}
              loading={scanning}
              disabled={upload.busy}
              data-testid="qr-scan"
              sx={{ borderRadius: 6, minWidth: 160, height: 46 }}
            >
              {m.scan}
            </LoadingButton>
          </Box>
          {upload.errorText && (
            <Typography role="alert" sx={{ fontSize: 13, color: 'error.main', textAlign: 'center', mt: 1 }} data-testid="upload-error">
              {upload.errorText}
            </Typography>
          )}
          {scanning && (
            <Typography role="status" data-testid="qr-scanning" sx={{ fontSize: 13, color: 'text.secondary', textAlign: 'center', mt: 1.5 }}>
              {m.scanning}
            </Typography>
          )}
          <Box aria-live="polite" sx={{ mt: 2.5 }}>
            {state.phase === 'error' && (
              <Alert severity="error" data-testid="qr-error" sx={{ borderRadius: 2 }}>
                <strong>{m.error}</strong> {m.errorHint}
              </Alert>
            )}
            {state.phase === 'none' && (
              <Alert severity="warning" data-testid="qr-none" sx={{ borderRadius: 2 }}>
                <strong>{m.noContent}</strong> {m.noContentHint}
              </Alert>
            )}
            {state.phase === 'result' && <Results codes={state.codes} />}
          </Box>
        </>
      )}
    </Box>
  );
}

function Results({ codes }: { codes: QrCode[] }) {
  const m = useMessages(messages);
  return (
    <Box data-testid="qr-result">
      <Typography component="h2" sx={{ fontSize: 15, fontWeight: 700, mb: 1 }}>
        {codes.length > 1 ? format(m.resultCount, { count: codes.length }) : m.result}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {codes.map((code, i) => (
          <CodeCard key={i} code={code} />
        ))}
      </Box>
    </Box>
  );
}

function CodeCard({ code }: { code: QrCode }) {
  const m = useMessages(messages);
  const toast = useToast();
  const empty = isBlankText(code.text);
  const copy = async () => toast((await copyText(code.text)) ? m.copied : m.copyFailed);
  return (
    <Box data-testid="qr-code" sx={{ border: '1px solid #e5e9f2', borderRadius: 2.5, bgcolor: '#fbfcfe', p: { xs: 1.5, md: 2 }, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Typography
        component="div"
        data-testid="qr-text"
        sx={{ flex: 1, minWidth: 0, fontSize: 15, lineHeight: 1.7, whiteSpace: 'pre-wrap', wordBreak: 'break-all', color: empty ? 'text.secondary' : 'text.primary' }}
      >
        {empty
          ? m.empty
          : linkify(code.text).map((part, i) =>
              part.href ? (
                <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" underline="hover">
                  {part.text}
                </Link>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
      </Typography>
      {!empty && (
        <Button size="small" variant="text" startIcon={<ContentCopyRounded fontSize="small" />} onClick={() => void copy()} data-testid="qr-copy" sx={{ flexShrink: 0, borderRadius: 5 }}>
          {m.copy}
        </Button>
      )}
    </Box>
  );
}
