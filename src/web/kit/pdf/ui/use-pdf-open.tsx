/**
 * Opening PDFs on the page: the device-size check, the file read in the PDF Worker (pages, sizes,
 * encryption), and the password prompt when one is needed (asked again, with a clear message, when it is
 * wrong). Every PDF tool opens its files through this.
 */
import { useCallback, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { format, useMessages } from '../../../i18n/index.js';
import { track } from '../../../platform/analytics.js';
import { failureCode, pdfJob } from '../client.js';
import { PDF_OPENED, PDF_PASSWORD_ASKED, PDF_TOO_LARGE } from '../events.js';
import { currentDevice, fitsDevice } from '../limits.js';
import { pdfMessages } from '../messages.js';
import type { PageFacts } from '../engine/ops.js';
import type { DocInfo } from '../engine/pages.js';

export interface PdfDoc {
  /** Unique per opened file (render cache key). */
  key: string;
  file: File;
  name: string;
  size: number;
  password?: string;
  pages: PageFacts[];
  encrypted: boolean;
  info?: DocInfo;
}

export interface PdfFailure {
  code: string;
  /** Details (the characters, the file). */
  detail?: string;
  size?: number;
  limit?: number;
}

let keys = 0;

interface Prompt {
  name: string;
  wrong: boolean;
  resolve: (password: string | null) => void;
}

export function usePdfOpen() {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<PdfFailure | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const busy = useRef(false);

  const ask = (name: string, wrong: boolean) =>
    new Promise<string | null>((resolve) => setPrompt({ name, wrong, resolve }));

  /** Opens the files one after another; null when one was refused (the error says why) or cancelled. */
  const openAll = useCallback(async (files: File[]): Promise<PdfDoc[] | null> => {
    if (busy.current) return null;
    busy.current = true;
    setError(null);
    const total = files.reduce((n, f) => n + f.size, 0);
    const fits = fitsDevice(total, currentDevice());
    if (!fits.ok) {
      busy.current = false;
      void track(PDF_TOO_LARGE, { bytes: total });
      setError({ code: 'too-large', size: total, limit: fits.limitBytes });
      return null;
    }
    setOpening(true);
    const docs: PdfDoc[] = [];
    try {
      for (const file of files) {
        let password: string | undefined;
        let asked = false;
        for (;;) {
          try {
            const answer = await pdfJob({ op: 'inspect', file: { data: file, password } });
            docs.push({
              key: `pdf${++keys}`,
              file,
              name: file.name,
              size: file.size,
              password,
              pages: answer.pages ?? [],
              encrypted: answer.encrypted ?? false,
              info: answer.info,
            });
            void track(PDF_OPENED, { pages: answer.pages?.length ?? 0, bytes: file.size });
            break;
          } catch (e) {
            const code = failureCode(e);
            if (code === 'password-required' || code === 'password-wrong') {
              if (!asked) void track(PDF_PASSWORD_ASKED);
              const entered = await ask(file.name, asked || code === 'password-wrong');
              asked = true;
              setPrompt(null);
              if (entered === null) return null;
              password = entered;
              continue;
            }
            setError({ code: code === 'crashed' ? 'too-large' : code, detail: file.name });
            return null;
          }
        }
      }
      return docs;
    } finally {
      busy.current = false;
      setOpening(false);
    }
  }, []);

  const dialog = prompt && (
    <PasswordDialog
      key={`${prompt.name}-${String(prompt.wrong)}`}
      name={prompt.name}
      wrong={prompt.wrong}
      onDone={prompt.resolve}
    />
  );
  return { openAll, opening, error, setError, dialog };
}

function PasswordDialog(props: { name: string; wrong: boolean; onDone: (password: string | null) => void }) {
  const m = useMessages(pdfMessages);
  const [value, setValue] = useState('');
  return (
    <Dialog
      open
      onClose={() => props.onDone(null)}
      data-testid="pdf-password"
      slotProps={{ paper: { sx: { borderRadius: 3, width: 'min(420px, calc(100% - 32px))', m: 2 } } }}
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 17, fontWeight: 700 }}>
        <LockOutlined sx={{ color: 'primary.main' }} />
        {m.passwordTitle}
      </DialogTitle>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (value) props.onDone(value);
        }}
      >
        <DialogContent sx={{ pt: 0 }}>
          <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 2, wordBreak: 'break-all' }}>
            {format(m.passwordText, { name: props.name })}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            type="password"
            label={m.passwordLabel}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={props.wrong}
            helperText={props.wrong ? m.passwordWrong : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'pdf-password-input', autoComplete: 'off' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => props.onDone(null)} color="inherit" sx={{ borderRadius: 5 }}>
            {m.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!value}
            data-testid="pdf-password-ok"
            sx={{ borderRadius: 5, px: 3 }}
          >
            {m.passwordOk}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
