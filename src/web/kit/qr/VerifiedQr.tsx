/**
 * A QR code offered only once our own reader (ZXing-C++ in a Worker) has decoded it back to the exact text
 * at the size it is saved: the SVG is drawn into a PNG, read, compared, and then the PNG is saved through
 * the one save helper. Used by every tool that makes styled QR codes.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import { defineMessages, useMessages } from '../../i18n/index.js';
import { LoadingButton } from '../../ui/LoadingButton.js';
import { useSaver } from '../../save/Saver.js';
import { Notice } from '../layout/Notice.js';
import { svgToPng } from '../canvas/canvas.js';
import { readQrCodes } from './reader.js';

const qrMessages = defineMessages({
  zh: {
    checking: '正在用扫码器检查能否识别…',
    verified: '已检查：扫码可以正确识别',
    unreadable: '这个样式扫不出来（颜色对比太低、Logo 太大或图案太花）。请加深前景色、换浅色背景，或缩小 Logo。',
    save: '保存二维码图片',
    preview: '二维码预览',
  },
  en: {
    checking: 'Checking that a scanner reads it…',
    verified: 'Checked: scanners read it correctly',
    unreadable:
      'This style does not scan (too little contrast, too big a logo, or too busy). Darken the foreground, lighten the background or shrink the logo.',
    save: 'Save QR code image',
    preview: 'QR code preview',
  },
});

type State = { status: 'checking' } | { status: 'ok'; png: Blob } | { status: 'unreadable' };

export function VerifiedQr(props: {
  svg: string;
  /** The text the code must decode to. */
  text: string;
  /** Saved PNG's side in pixels. */
  px: number;
  fileName: string;
  onSave?: () => void;
  testId?: string;
}) {
  const m = useMessages(qrMessages);
  const saver = useSaver();
  const { svg, text, px } = props;
  const [state, setState] = useState<State>({ status: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'checking' });
    (async () => {
      const png = await svgToPng(svg, px);
      const { codes } = await readQrCodes(png, controller.signal);
      if (controller.signal.aborted) return;
      setState(codes.length === 1 && codes[0].text === text ? { status: 'ok', png } : { status: 'unreadable' });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('QR check failed', error);
      setState({ status: 'unreadable' });
    });
    return () => controller.abort();
  }, [svg, text, px]);
  const testId = props.testId ?? 'verified-qr';
  return (
    <Box
      component="section"
      aria-label={m.preview}
      data-testid={testId}
      data-status={state.status}
      sx={{ display: 'grid', gap: 1.5, justifyItems: 'center', width: '100%' }}
    >
      <Box
        sx={{
          width: '100%',
          maxWidth: 300,
          p: 1.5,
          bgcolor: 'background.paper',
          borderRadius: 3,
          boxShadow: '0 1px 2px rgba(16,24,40,.06), 0 4px 16px rgba(16,24,40,.06)',
          opacity: state.status === 'unreadable' ? 0.45 : 1,
          transition: 'opacity .2s',
        }}
      >
        <Box
          component="img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt=""
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1' }}
        />
      </Box>
      {state.status === 'checking' && (
        <Typography sx={{ fontSize: 13, color: 'text.secondary', display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={14} /> {m.checking}
        </Typography>
      )}
      {state.status === 'ok' && (
        <Typography
          sx={{ fontSize: 13, color: 'success.main', display: 'flex', gap: 0.75, alignItems: 'center' }}
          data-testid={`${testId}-ok`}
        >
          <CheckCircleRounded sx={{ fontSize: 18 }} /> {m.verified}
        </Typography>
      )}
      {state.status === 'unreadable' && <Notice testId={`${testId}-unreadable`}>{m.unreadable}</Notice>}
      <LoadingButton
        variant="contained"
        size="large"
        startIcon={<SaveAltRounded />}
        disabled={state.status !== 'ok'}
        loading={saver.saving}
        onClick={() => {
          if (state.status !== 'ok') return;
          props.onSave?.();
          void saver.save(() => [{ blob: state.png, name: props.fileName }]);
        }}
        data-testid={`${testId}-save`}
        sx={{ width: '100%', maxWidth: 300 }}
      >
        {m.save}
      </LoadingButton>
      {saver.ui}
    </Box>
  );
}
