/** The common option controls, one look for every tool: a panel, choice chips, slider, select, switch, number, colour. */
import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { format, useMessages } from '../../i18n/index.js';
import { kitMessages } from '../messages.js';
import { isColor, swatchOf } from './color.js';

/** A titled box of options, with an optional reset; children are laid out in a responsive grid. */
export function OptionsPanel(props: {
  title?: string;
  onReset?: () => void;
  /** Grid columns on wide screens (default 1: a column of controls). */
  columns?: number;
  children: ReactNode;
  testId?: string;
  /** `data-*` attributes (state for tests). */
  data?: Record<string, string | number | undefined>;
}) {
  const m = useMessages(kitMessages);
  const { title, onReset, columns = 1, children, testId, data = {} } = props;
  return (
    <Box
      component="section"
      aria-label={title ?? m.options}
      data-testid={testId ?? 'options'}
      {...Object.fromEntries(Object.entries(data).map(([k, v]) => [`data-${k}`, v]))}
      sx={{ border: 1, borderColor: 'line.main', borderRadius: 3, p: { xs: 1.5, md: 2 }, bgcolor: 'surface.subtle' }}
    >
      {(title || onReset) && (
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, minHeight: 30 }}>
          <Typography component="h2" sx={{ fontSize: 14, fontWeight: 700 }}>
            {title ?? m.options}
          </Typography>
          {onReset && (
            <Button
              size="small"
              startIcon={<RestartAltIcon />}
              onClick={onReset}
              data-testid="options-reset"
              sx={{ ml: 'auto', color: 'text.secondary' }}
            >
              {m.reset}
            </Button>
          )}
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.75, md: 2 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${columns}, minmax(0, 1fr))` },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function FieldLabel({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography id={id} component="div" sx={{ fontSize: 13, fontWeight: 600, color: 'text.secondary', mb: 0.75 }}>
      {children}
    </Typography>
  );
}

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** A second line under the label. */
  hint?: ReactNode;
  disabled?: boolean;
  /** Shown on hover and read by screen readers when disabled (why it is off). */
  title?: string;
}

/** One of several values, as a row (or grid) of chips; a radio group for assistive technology. */
export function ChoiceChips<T extends string>(props: {
  label?: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  /** Columns: a number, or per breakpoint (default: as many as fit). */
  columns?: number | { xs?: number; sm?: number; md?: number };
  testId?: string;
}) {
  const { label, value, choices, onChange, columns, testId } = props;
  const id = useId();
  const cols = typeof columns === 'number' ? { xs: columns } : columns;
  return (
    <Box>
      {label && <FieldLabel id={id}>{label}</FieldLabel>}
      <Box
        role="radiogroup"
        aria-labelledby={label ? id : undefined}
        data-testid={testId}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: cols
            ? Object.fromEntries(Object.entries(cols).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]))
            : 'repeat(auto-fill, minmax(84px, 1fr))',
        }}
      >
        {choices.map((c) => {
          const active = c.value === value;
          return (
            <ButtonBase
              key={c.value}
              role="radio"
              aria-checked={active}
              disabled={c.disabled}
              title={c.title}
              data-testid={testId ? `${testId}-${c.value}` : undefined}
              onClick={() => onChange(c.value)}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: c.hint ? 'flex-start' : 'center',
                textAlign: c.hint ? 'left' : 'center',
                minHeight: 40,
                px: 1.25,
                py: c.hint ? 1.1 : 0.75,
                borderRadius: 2,
                border: '1.5px solid',
                borderColor: active ? 'primary.main' : 'line.main',
                borderStyle: c.disabled ? 'dashed' : 'solid',
                bgcolor: active ? 'surface.selected' : 'background.paper',
                color: c.disabled ? 'text.disabled' : active ? 'primary.main' : 'text.primary',
                transition: 'border-color .15s, background-color .15s',
                '&:hover': { borderColor: active ? 'primary.main' : 'line.strong' },
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
              }}
            >
              <Box component="span" sx={{ fontSize: 14, fontWeight: 700, whiteSpace: 'nowrap' }}>
                {c.label}
              </Box>
              {c.hint && (
                <Box component="span" sx={{ fontSize: 12, color: 'text.secondary', mt: 0.25, lineHeight: 1.4 }}>
                  {c.hint}
                </Box>
              )}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}

/** A number on a slider; the value is committed when the thumb is released (the label follows the drag). */
/** The direction of a two-way text tool (encode/decode, escape/unescape), in the tool's own words. */
export function DirectionChips(props: {
  value: 'encode' | 'decode';
  onChange: (value: 'encode' | 'decode') => void;
  labels: { direction: string; encode: string; decode: string };
  testId: string;
}) {
  const { labels } = props;
  return (
    <ChoiceChips
      label={labels.direction}
      value={props.value}
      onChange={props.onChange}
      columns={2}
      testId={props.testId}
      choices={[
        { value: 'encode', label: labels.encode },
        { value: 'decode', label: labels.decode },
      ]}
    />
  );
}

export function SliderField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** How the value is shown next to the label. */
  display?: (value: number) => ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  testId?: string;
}) {
  const { label, value, min, max, step = 1, onChange, display = String, hint, disabled, testId } = props;
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Box sx={{ px: 0.5, opacity: disabled ? 0.5 : 1 }}>
      <Typography id={id} component="div" sx={{ fontSize: 13, fontWeight: 600 }}>
        {label}{' '}
        <Box component="span" sx={{ color: 'primary.main' }}>
          {disabled ? '—' : display(draft)}
        </Box>
        {hint && (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 1, fontSize: 12 }}>
            {hint}
          </Box>
        )}
      </Typography>
      <Slider
        aria-labelledby={id}
        size="small"
        min={min}
        max={max}
        step={step}
        value={draft}
        disabled={disabled}
        onChange={(_, v) => setDraft(v as number)}
        onChangeCommitted={(_, v) => onChange(v as number)}
        data-testid={testId}
      />
    </Box>
  );
}

/** One of a list, as the system's own picker (best on phones). */
export function SelectField<T extends string | number>(props: {
  label: string;
  value: T;
  items: { value: T; label: string }[];
  onChange: (value: T) => void;
  testId?: string;
}) {
  const { label, value, items, onChange, testId } = props;
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={String(value)}
      onChange={(e) => {
        const item = items.find((i) => String(i.value) === e.target.value);
        if (item) onChange(item.value);
      }}
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': testId } }}
    >
      {items.map((i) => (
        <option key={String(i.value)} value={String(i.value)}>
          {i.label}
        </option>
      ))}
    </TextField>
  );
}

export function SwitchField(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  testId?: string;
}) {
  const { label, checked, onChange, hint, testId } = props;
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch size="small" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
        }
        label={<Typography sx={{ fontSize: 13.5 }}>{label}</Typography>}
        sx={{ mr: 0 }}
      />
      {hint && <Typography sx={{ fontSize: 12, color: 'text.secondary', ml: 5.5, mt: -0.5 }}>{hint}</Typography>}
    </Box>
  );
}

/**
 * A number typed by the visitor, with its unit. The box keeps what is typed (so "1." or "" can be on the way
 * to a number); `onChange` gets only valid numbers within [min, max], and the box says what is wrong.
 */
export function NumberField(props: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  unit?: string;
  /** Allow an empty box (onChange(null)). */
  optional?: boolean;
  integer?: boolean;
  placeholder?: string;
  testId?: string;
}) {
  const m = useMessages(kitMessages);
  const {
    label,
    value,
    onChange,
    min = -Infinity,
    max = Infinity,
    unit,
    optional,
    integer,
    placeholder,
    testId,
  } = props;
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  useEffect(() => {
    setDraft((d) => (Number(d) === value && d.trim() !== '' ? d : value === null ? '' : String(value)));
  }, [value]);
  const parsed = draft.trim() === '' ? null : Number(draft.replace(/,/g, ''));
  let error: string | null = null;
  if (parsed === null) error = optional ? null : m.numberNotNumber;
  else if (!Number.isFinite(parsed) || (integer && !Number.isInteger(parsed))) error = m.numberNotNumber;
  else if (parsed < min || parsed > max) error = format(m.numberInvalid, { min, max });
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={draft}
      placeholder={placeholder}
      error={error !== null && draft !== ''}
      helperText={error !== null && draft !== '' ? error : undefined}
      onChange={(e) => {
        const text = e.target.value;
        setDraft(text);
        const n = text.trim() === '' ? null : Number(text.replace(/,/g, ''));
        if (n === null) {
          if (optional) onChange(null);
        } else if (Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n))) onChange(n);
      }}
      slotProps={{
        htmlInput: { inputMode: integer ? 'numeric' : 'decimal', 'data-testid': testId, autoComplete: 'off' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}

/** A colour: a swatch opening the system colour picker, and the hex code to type. Reports valid colours only. */
export function ColorField(props: { label: string; value: string; onChange: (color: string) => void; testId: string }) {
  const m = useMessages(kitMessages);
  const { label, value, onChange, testId } = props;
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const normalised = (text: string) => (text.trim().startsWith('#') ? text.trim() : `#${text.trim()}`);
  const valid = isColor(normalised(draft));
  const swatch = swatchOf(value);
  return (
    <TextField
      label={label}
      value={draft}
      size="small"
      error={!valid}
      helperText={valid ? undefined : m.colorInvalid}
      onChange={(e) => {
        setDraft(e.target.value);
        const next = normalised(e.target.value);
        if (isColor(next)) onChange(next.toLowerCase());
      }}
      onBlur={() => setDraft(value)}
      fullWidth
      slotProps={{
        htmlInput: {
          spellCheck: false,
          autoCapitalize: 'off',
          autoComplete: 'off',
          maxLength: 9,
          'data-testid': `${testId}-hex`,
          sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', textTransform: 'uppercase' },
        },
        input: {
          startAdornment: (
            <Box
              component="label"
              title={m.pickColor}
              sx={{
                position: 'relative',
                flexShrink: 0,
                width: 26,
                height: 26,
                mr: 1,
                borderRadius: 1.5,
                bgcolor: swatch,
                boxShadow: 'inset 0 0 0 1px rgba(0,0,0,.18)',
                cursor: 'pointer',
                overflow: 'hidden',
              }}
            >
              <Box
                component="input"
                type="color"
                value={swatch}
                aria-label={`${label}: ${m.pickColor}`}
                data-testid={testId}
                onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
                sx={{
                  position: 'absolute',
                  inset: 0,
                  width: '100%',
                  height: '100%',
                  opacity: 0,
                  cursor: 'pointer',
                  border: 0,
                  p: 0,
                }}
              />
            </Box>
          ),
        },
      }}
    />
  );
}

export { FieldLabel };
