/** Pieces of the QR code maker's page: colour field, level picker, preview and the "does not fit" message. */
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { format } from '../../web/i18n/index.js';
import type { QrMessages } from './messages.js';
import {
  EC_LEVELS, EC_RECOVERY_PERCENT, expandColor, isValidColor, utf8Length,
  type EcLevel, type QrFailure, type QrFix, type QrOptions,
} from './qrcode.js';

/** A colour: a swatch opening the system colour picker, and the hex code to type. Reports valid colours only. */
export function ColorField(props: { label: string; value: string; onChange: (color: string) => void; m: QrMessages; testId: string }) {
  const { label, value, onChange, m, testId } = props;
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const valid = isValidColor(draft);
  const swatch = isValidColor(value) ? expandColor(value).slice(0, 7) : '#000000';
  const id = useId();
  const accept = (text: string) => {
    const next = text.trim().startsWith('#') ? text.trim() : `#${text.trim()}`;
    setDraft(text);
    if (isValidColor(next)) onChange(next.toLowerCase());
  };
  return (
    <TextField
      id={id}
      label={label}
      value={draft}
      size="small"
      error={!valid}
      helperText={valid ? undefined : m.colorInvalid}
      onChange={(e) => accept(e.target.value)}
      onBlur={() => setDraft(value)}
      slotProps={{
        htmlInput: { spellCheck: false, autoCapitalize: 'off', autoComplete: 'off', maxLength: 9, 'data-testid': `${testId}-hex`, sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', textTransform: 'uppercase' } },
        input: {
          startAdornment: (
            <Box component="label" title={m.pickColor} sx={{ position: 'relative', flexShrink: 0, width: 26, height: 26, mr: 1, borderRadius: 1.5, bgcolor: swatch, boxShadow: 'inset 0 0 0 1px rgba(0,0,0,.18)', cursor: 'pointer', overflow: 'hidden' }}>
              <Box component="input" type="color" value={swatch} aria-label={`${label}: ${m.pickColor}`} data-testid={testId}
                onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, cursor: 'pointer', border: 0, p: 0 }} />
            </Box>
          ),
        },
      }}
      fullWidth
    />
  );
}

const LEVEL_NAME: Record<EcLevel, keyof QrMessages> = { L: 'levelL', M: 'levelM', Q: 'levelQ', H: 'levelH' };

/** L / M / Q / H with how much damage each survives, and a line explaining the chosen one. */
export function LevelPicker({ value, onChange, m }: { value: EcLevel; onChange: (level: EcLevel) => void; m: QrMessages }) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} component="div" sx={{ fontSize: 13, fontWeight: 600, color: 'text.secondary', mb: 0.75 }}>{m.level}</Typography>
      <ToggleButtonGroup exclusive fullWidth value={value} aria-labelledby={labelId} data-testid="qr-level"
        onChange={(_, next: EcLevel | null) => next && onChange(next)}
        sx={{ '& .MuiToggleButton-root': { flexDirection: 'column', justifyContent: 'flex-start', minWidth: 0, px: 0.5, py: 0.75, lineHeight: 1.2, gap: 0.25, textTransform: 'none' },
          '& .Mui-selected': { bgcolor: 'rgba(31,111,235,.08) !important', color: 'primary.main', borderColor: 'primary.main' } }}>
        {EC_LEVELS.map((level) => (
          <ToggleButton key={level} value={level} data-testid={`qr-level-${level}`}
            aria-label={format(m.levelAria, { level, pct: EC_RECOVERY_PERCENT[level] })}>
            <Box component="span" sx={{ fontSize: 16, fontWeight: 700 }}>{level}</Box>
            <Box component="span" sx={{ fontSize: 11, color: 'text.secondary', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 0.5 }}>
              <span>{m[LEVEL_NAME[level]]}</span>
              <span>{EC_RECOVERY_PERCENT[level]}%</span>
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.75, lineHeight: 1.6 }} data-testid="qr-level-hint">
        {format(m.levelHint, { level: value, pct: EC_RECOVERY_PERCENT[value] })}
      </Typography>
    </Box>
  );
}

/** The inviting first state: a faint code and what to do. */
export function EmptyPreview({ m }: { m: QrMessages }) {
  return (
    <Box data-testid="qr-empty" sx={{ width: '100%', aspectRatio: { md: '1' }, maxWidth: { xs: 420, md: 280 }, py: { xs: 3, md: 0 }, mx: 'auto', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, textAlign: 'center', px: 3,
      border: '2px dashed #d5dbe5', borderRadius: 3, bgcolor: '#fafbfd' }}>
      <QrCode2Icon sx={{ fontSize: 88, color: '#c7d2e4' }} />
      <Typography sx={{ fontSize: 15, fontWeight: 700 }}>{m.emptyTitle}</Typography>
      <Typography sx={{ fontSize: 12.5, color: 'text.secondary', lineHeight: 1.6 }}>{m.emptyBody}</Typography>
    </Box>
  );
}

/** Why the text does not fit and one-click ways out. */
export function FailureAlert(props: { failure: QrFailure; fix: QrFix; text: string; options: QrOptions; m: QrMessages; onFix: (patch: Partial<QrOptions>) => void }) {
  const { failure, fix, text, options, m, onFix } = props;
  const vars = { version: options.version === 'auto' ? '' : options.version, level: options.level, min: failure.minVersion ?? '', bytes: utf8Length(text) };
  let body: string;
  if (failure.code === 'versionTooSmall') body = format(m.versionTooSmall, vars);
  else if (failure.code === 'tooLong') body = format(options.level === 'L' ? m.tooLongL : m.tooLong, vars);
  else if (failure.code === 'invalidOptions') body = m.invalidOptions;
  else body = m.failed;
  const tooMuch = failure.code === 'versionTooSmall' || failure.code === 'tooLong';
  return (
    <Alert severity="warning" data-testid="qr-error" data-code={failure.code} sx={{ width: '100%', textAlign: 'left', borderRadius: 2 }}>
      {tooMuch && <AlertTitle sx={{ fontWeight: 700 }}>{m.tooMuchTitle}</AlertTitle>}
      <Box sx={{ fontSize: 13.5, lineHeight: 1.7 }}>{body}</Box>
      {(fix.version !== undefined || fix.level !== undefined) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.25 }}>
          {fix.version !== undefined && (
            <Button size="small" variant="outlined" color="inherit" data-testid="qr-fix-version" onClick={() => onFix({ version: fix.version })} sx={{ bgcolor: '#fff' }}>
              {format(m.useVersion, { version: fix.version })}
            </Button>
          )}
          {fix.version !== undefined && (
            <Button size="small" variant="outlined" color="inherit" data-testid="qr-fix-auto" onClick={() => onFix({ version: 'auto' })} sx={{ bgcolor: '#fff' }}>
              {m.useAuto}
            </Button>
          )}
          {fix.level !== undefined && (
            <Button size="small" variant="outlined" color="inherit" data-testid="qr-fix-level" onClick={() => onFix({ level: fix.level })} sx={{ bgcolor: '#fff' }}>
              {format(m.useLevel, { level: fix.level })}
            </Button>
          )}
        </Box>
      )}
    </Alert>
  );
}
