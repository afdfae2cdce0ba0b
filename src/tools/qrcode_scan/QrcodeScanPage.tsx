import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import {
  copyText,
  FileInput,
  format,
  formatMiB,
  LoadingButton,
  useFileInput,
  useMessages,
  useToast,
  useToolRun,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { isBlankText, linkify } from './links.js';
import { scanImage, type QrCode } from '../../web/kit/index.js';
import { phaseOf, QR_MAX_BYTES } from './state.js';

export default function QrcodeScanPage() {
  const m = useMessages(messages);
  const [image, setImage] = useState<{ url: string; name: string } | null>(null);
  const scan = useToolRun((url: string, { signal }) => scanImage(url, signal));
  const codes = scan.result?.codes ?? [];
  const phase = phaseOf(image !== null, scan.status, codes.length);
  const scanning = phase === 'scanning';
  const input = useFileInput({
    accept: 'image/*',
    // Images by the spec's rule (extension, then content), up to and including 7,340,032 bytes.
    imagesOnly: true,
    maxBytes: QR_MAX_BYTES,
    disabled: scanning,
    // Only the first chosen file is used; a new image clears the previous result and error.
    onFiles: ([first]) => {
      if (!first) return;
      scan.reset();
      setImage({ url: URL.createObjectURL(first), name: first.name });
    },
  });

  // Each preview's object URL lives until the next image replaces it.
  const [previewFailed, setPreviewFailed] = useState(false);
  useEffect(() => {
    setPreviewFailed(false);
    return () => {
      if (image) URL.revokeObjectURL(image.url);
    };
  }, [image]);

  return (
    <Box
      data-testid="qrcode-scan"
      data-phase={phase}
      data-scan-ms={scan.result ? Math.round(scan.result.ms) : undefined}
      sx={{ maxWidth: 680, mx: 'auto', py: { xs: 1, md: 2 } }}
    >
      <FileInput
        input={input}
        collapsed={image !== null}
        buttonText={m.upload}
        tip={format(m.tip, { N: formatMiB(QR_MAX_BYTES) })}
      />
      {image && (
        <>
          <Box
            sx={{
              bgcolor: 'surface.soft',
              borderRadius: 3,
              p: { xs: 1.5, md: 2 },
              display: 'flex',
              justifyContent: 'center',
              alignItems: 'center',
              minHeight: { xs: 200, md: 260 },
            }}
          >
            {previewFailed ? (
              <Box
                data-testid="qr-preview-failed"
                sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, color: 'text.secondary' }}
              >
                <BrokenImageOutlined sx={{ fontSize: 48, color: 'line.strong' }} />
                <Typography sx={{ fontSize: 13 }}>{m.noPreview}</Typography>
              </Box>
            ) : (
              <Box
                component="img"
                src={image.url}
                alt={m.preview}
                onError={() => setPreviewFailed(true)}
                data-testid="qr-preview"
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: { xs: 260, md: 320 },
                  objectFit: 'contain',
                  borderRadius: 2,
                  boxShadow: '0 2px 12px rgba(15,23,42,0.08)',
                  bgcolor: 'background.paper',
                }}
              />
            )}
          </Box>
          <Typography
            noWrap
            sx={{ fontSize: 12, color: 'text.secondary', textAlign: 'center', mt: 1 }}
            title={image.name}
          >
            {image.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', mt: 2, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              size="large"
              startIcon={<ImageOutlined />}
              onClick={input.open}
              disabled={scanning || input.busy}
              data-testid="qr-change"
              sx={{ borderRadius: 6, minWidth: 140, height: 46 }}
            >
              {m.change}
            </Button>
            <LoadingButton
              variant="contained"
              size="large"
              startIcon={<QrCodeScannerRounded />}
              onClick={() => void scan.run(image.url)}
              loading={scanning}
              disabled={input.busy}
              data-testid="qr-scan"
              sx={{ borderRadius: 6, minWidth: 160, height: 46 }}
            >
              {m.scan}
            </LoadingButton>
          </Box>
          {scanning && (
            <Typography
              role="status"
              data-testid="qr-scanning"
              sx={{ fontSize: 13, color: 'text.secondary', textAlign: 'center', mt: 1.5 }}
            >
              {m.scanning}
            </Typography>
          )}
          <Box aria-live="polite" sx={{ mt: 2.5 }}>
            {phase === 'error' && (
              <Alert severity="error" data-testid="qr-error" sx={{ borderRadius: 2 }}>
                <strong>{m.error}</strong> {m.errorHint}
              </Alert>
            )}
            {phase === 'none' && (
              <Alert severity="warning" data-testid="qr-none" sx={{ borderRadius: 2 }}>
                <strong>{m.noContent}</strong> {m.noContentHint}
              </Alert>
            )}
            {phase === 'result' && <Results codes={codes} />}
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
    <Box
      data-testid="qr-code"
      sx={{
        border: 1,
        borderColor: 'line.main',
        borderRadius: 2.5,
        bgcolor: 'surface.subtle',
        p: { xs: 1.5, md: 2 },
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
      }}
    >
      <Typography
        component="div"
        data-testid="qr-text"
        sx={{
          flex: 1,
          minWidth: 0,
          fontSize: 15,
          lineHeight: 1.7,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
          color: empty ? 'text.secondary' : 'text.primary',
        }}
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
        <Button
          size="small"
          variant="text"
          startIcon={<ContentCopyRounded fontSize="small" />}
          onClick={() => void copy()}
          data-testid="qr-copy"
          sx={{ flexShrink: 0, borderRadius: 5 }}
        >
          {m.copy}
        </Button>
      )}
    </Box>
  );
}
