/** A text result: the text (selectable), copy, and download as .txt; an error or the empty state in its place. */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useMessages } from '../../i18n/index.js';
import { useToast } from '../../ui/Toast.js';
import { copyText } from '../../ui/clipboard.js';
import { useSaver } from '../../save/Saver.js';
import { kitMessages } from '../messages.js';
import { MONOSPACE } from '../../theme.js';

export interface TextResultProps {
  text: string;
  /** Shown instead of the text (a clear message for bad input). */
  error?: ReactNode;
  label?: ReactNode;
  /** The .txt download's name; no download button without it. */
  filename?: string;
  monospace?: boolean;
  /** Called when the visitor copies or downloads (a use of the tool). */
  onUse?: () => void;
  /** More buttons beside copy/download. */
  actions?: ReactNode;
  /** Replaces the plain text (e.g. highlighted parts); copy and download still use `text`. */
  children?: ReactNode;
  /** The children bring their own padding and background. */
  bare?: boolean;
  minRows?: number;
  testId?: string;
}

export function TextResult(props: TextResultProps) {
  const m = useMessages(kitMessages);
  const toast = useToast();
  const saver = useSaver();
  const { text, error, label, filename, monospace, onUse, actions, children, bare, minRows = 10 } = props;
  const testId = props.testId ?? 'text-result';
  const empty = text === '' && !error;
  const copy = async () => {
    const ok = await copyText(text);
    toast(ok ? m.copied : m.copyFailed);
    if (ok) onUse?.();
  };
  const download = () => {
    // A text file ends with a line break.
    const body = text.endsWith('\n') ? text : `${text}\n`;
    void saver.save(() => [{ blob: new Blob([body], { type: 'text/plain;charset=utf-8' }), name: filename! }]);
    onUse?.();
  };
  return (
    <Box sx={{ minWidth: 0 }}>
      {label && <Typography sx={{ fontSize: 14, fontWeight: 700, mb: 1 }}>{label}</Typography>}
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.light' : 'line.main',
          borderRadius: 3,
          bgcolor: 'surface.subtle',
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {error ? (
          <Alert
            severity="error"
            data-testid={`${testId}-error`}
            sx={{ borderRadius: 0, minHeight: `${minRows * 1.75}em` }}
          >
            {error}
          </Alert>
        ) : (
          <Box
            data-testid={testId}
            data-empty={empty || undefined}
            sx={{
              minHeight: { xs: `${Math.min(minRows, 6) * 1.75}em`, md: `${minRows * 1.75 + 2}em` },
              maxHeight: { xs: 420, md: 640 },
              overflow: 'auto',
              px: bare ? 0 : { xs: 1.75, md: 2 },
              py: bare ? 0 : { xs: 1.5, md: 1.75 },
              fontFamily: monospace ? MONOSPACE : 'inherit',
              fontSize: monospace ? 14 : 16,
              lineHeight: 1.75,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              color: empty ? 'text.disabled' : 'text.primary',
            }}
          >
            {empty ? m.empty : (children ?? text)}
          </Box>
        )}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            flexWrap: 'wrap',
            gap: 1,
            px: { xs: 1, md: 1.25 },
            py: 0.75,
            borderTop: 1,
            borderColor: 'line.light',
          }}
        >
          {actions}
          {filename && (
            <Button
              size="small"
              startIcon={<FileDownloadOutlined />}
              disabled={text === '' || Boolean(error)}
              onClick={download}
              data-testid={`${testId}-download`}
            >
              {m.downloadTxt}
            </Button>
          )}
          <Button
            size="small"
            variant="contained"
            startIcon={<ContentCopyRounded />}
            disabled={text === '' || Boolean(error)}
            onClick={() => void copy()}
            data-testid={`${testId}-copy`}
          >
            {m.copy}
          </Button>
        </Box>
      </Box>
      {saver.ui}
    </Box>
  );
}
