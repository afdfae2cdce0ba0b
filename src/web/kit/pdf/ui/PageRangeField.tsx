/** A text field for page ranges ("1-3,5,8-") that says what is wrong with what was typed. */
import TextField from '@mui/material/TextField';
import { format, useMessages } from '../../../i18n/index.js';
import { pdfMessages } from '../messages.js';
import type { RangeResult } from '../ranges.js';

export function useRangeError() {
  const m = useMessages(pdfMessages);
  return (r: RangeResult): string | null => {
    if (r.ok) return null;
    const e = r.error;
    if (e.code === 'empty') return m.rangeEmpty;
    if (e.code === 'syntax') return format(m.rangeSyntax, { token: e.token });
    return format(m.rangeOut, { token: e.token, count: e.pageCount });
  };
}

export function PageRangeField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  result: RangeResult | null;
  testId: string;
}) {
  const m = useMessages(pdfMessages);
  const errorText = useRangeError();
  const error = props.result ? errorText(props.result) : null;
  return (
    <TextField
      fullWidth
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={error !== null && props.value !== ''}
      helperText={error && props.value !== '' ? error : m.rangesHint}
      slotProps={{ htmlInput: { 'data-testid': props.testId, inputMode: 'text', autoComplete: 'off' } }}
    />
  );
}
