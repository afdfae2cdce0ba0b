/** A PDF failure in words: wrong password, damaged file, too large for the device, characters no font has. */
import Alert from '@mui/material/Alert';
import { format, useMessages } from '../../../i18n/index.js';
import { formatBytes } from '../../results/files.js';
import { pdfMessages } from '../messages.js';
import type { PdfFailure } from './use-pdf-open.js';

export function usePdfErrorText() {
  const m = useMessages(pdfMessages);
  return (f: PdfFailure): string => {
    switch (f.code) {
      case 'password-required':
        return m.errPasswordRequired;
      case 'password-wrong':
        return m.errPasswordWrong;
      case 'not-pdf':
        return m.errNotPdf;
      case 'damaged':
        return m.errDamaged;
      case 'too-large':
        return f.size && f.limit
          ? format(m.errTooLarge, { size: formatBytes(f.size), limit: formatBytes(f.limit) })
          : m.errTooLargeShort;
      case 'crashed':
        return m.errCrashed;
      case 'unsupported-chars':
        return format(m.errUnsupportedChars, { chars: f.detail ?? '' });
      case 'bad-image':
        return format(m.errBadImage, { name: f.detail ?? '' });
      case 'nothing':
        return m.errNothing;
      default:
        return m.errFailed;
    }
  };
}

export function PdfErrorAlert({ failure }: { failure: PdfFailure }) {
  const text = usePdfErrorText();
  return (
    <Alert severity="error" data-testid="pdf-error" data-code={failure.code} sx={{ borderRadius: 2 }}>
      {text(failure)}
    </Alert>
  );
}
