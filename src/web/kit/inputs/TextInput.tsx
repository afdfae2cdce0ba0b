/**
 * The text box every text tool shares: character count, clear and paste, example inputs, and text typed
 * before the page hydrated is kept. The textarea keeps its own value (a 5 MB text is not re-rendered per
 * keystroke); `value` from the tool replaces it only when it really changed (an example, a swap, clear).
 */
import { useEffect, useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentPasteRounded from '@mui/icons-material/ContentPasteRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { format, useMessages } from '../../i18n/index.js';
import { useToast } from '../../ui/Toast.js';
import { kitMessages } from '../messages.js';
import { MONOSPACE } from '../../theme.js';

export interface TextInputProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  /** Most characters (code points) accepted; the count shows "n / max". */
  maxLength?: number;
  /** Visible rows on a desktop (phones get fewer). */
  rows?: number;
  monospace?: boolean;
  /** More buttons in the footer (left of clear/paste). */
  actions?: ReactNode;
  /** Example inputs, shown under the box. */
  examples?: ReactNode;
  /** Replaces the character count in the footer (e.g. a live result). */
  counter?: ReactNode;
  readOnly?: boolean;
  testId?: string;
}

export function charCount(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

export function TextInput(props: TextInputProps) {
  const m = useMessages(kitMessages);
  const toast = useToast();
  const {
    value,
    onChange,
    label,
    placeholder,
    maxLength,
    rows = 10,
    monospace,
    actions,
    examples,
    readOnly,
    counter,
  } = props;
  const testId = props.testId ?? 'text-input';
  const ref = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // Text typed before hydration counts; afterwards the tool's value is shown when it differs.
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed && typed !== value) onChangeRef.current(typed);
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (el && el.value !== value) el.value = value;
  }, [value]);

  const set = (text: string) => {
    const next = maxLength ? Array.from(text).slice(0, maxLength).join('') : text;
    if (ref.current) ref.current.value = next;
    onChange(next);
  };

  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      set(text);
      ref.current?.focus();
    } catch {
      toast(m.pasteFailed);
    }
  };

  // Counting a 1 MB text costs time on every keystroke: only when the count is shown.
  const count = counter === undefined ? charCount(value) : 0;
  return (
    <Box sx={{ minWidth: 0 }}>
      {label && (
        <Typography component="label" htmlFor={id} sx={{ display: 'block', fontSize: 14, fontWeight: 700, mb: 1 }}>
          {label}
        </Typography>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          border: 1,
          borderColor: 'line.main',
          borderRadius: 3,
          bgcolor: 'background.paper',
          overflow: 'hidden',
          transition: 'border-color .15s, box-shadow .15s',
          '&:focus-within': { borderColor: 'primary.main', boxShadow: '0 0 0 3px rgba(31,111,235,.14)' },
        }}
      >
        <Box
          component="textarea"
          id={id}
          ref={ref}
          defaultValue={value}
          readOnly={readOnly}
          placeholder={placeholder}
          aria-label={label ? undefined : placeholder}
          spellCheck={false}
          data-testid={testId}
          onChange={(e: ChangeEvent<HTMLTextAreaElement>) => set(e.target.value)}
          sx={{
            display: 'block',
            width: '100%',
            height: { xs: `${Math.min(rows, 8) * 1.75 + 1.5}em`, md: `${rows * 1.75 + 2}em` },
            minHeight: 120,
            resize: 'vertical',
            border: 0,
            outline: 0,
            px: { xs: 1.75, md: 2 },
            py: { xs: 1.5, md: 1.75 },
            fontFamily: monospace ? MONOSPACE : 'inherit',
            fontSize: monospace ? 14 : 16,
            lineHeight: 1.75,
            color: 'text.primary',
            bgcolor: 'transparent',
            '&::placeholder': { color: 'text.disabled' },
          }}
        />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: { xs: 1, md: 1.25 },
            py: 0.75,
            borderTop: 1,
            borderColor: 'line.light',
            bgcolor: 'surface.subtle',
          }}
        >
          <Typography
            data-testid={`${testId}-count`}
            sx={{ flex: 1, minWidth: 0, fontSize: 12.5, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
          >
            {counter ??
              (maxLength
                ? format(m.charsOf, { n: count.toLocaleString('en-US'), max: maxLength.toLocaleString('en-US') })
                : format(m.chars, { n: count.toLocaleString('en-US') }))}
          </Typography>
          {actions}
          {!readOnly && (
            <>
              <Button
                size="small"
                startIcon={<ContentPasteRounded />}
                onClick={() => void paste()}
                data-testid={`${testId}-paste`}
                sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
              >
                {m.paste}
              </Button>
              <Button
                size="small"
                startIcon={<DeleteOutlineRounded />}
                disabled={value === ''}
                onClick={() => {
                  set('');
                  ref.current?.focus();
                }}
                data-testid={`${testId}-clear`}
                sx={{ flexShrink: 0, color: 'text.secondary' }}
              >
                {m.clear}
              </Button>
            </>
          )}
        </Box>
      </Box>
      {examples}
    </Box>
  );
}
