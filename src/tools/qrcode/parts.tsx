/** Pieces of the QR code maker's page: the empty preview and the "does not fit" message. */
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { format } from '../../common/messages.js';
import type { QrMessages } from './messages.js';
import { utf8Length, type QrFailure, type QrFix, type QrOptions } from './qrcode.js';

/** The inviting first state: a faint code and what to do. */
export function EmptyPreview({ m }: { m: QrMessages }) {
  return (
    <Box
      data-testid="qr-empty"
      sx={{
        width: '100%',
        aspectRatio: { md: '1' },
        maxWidth: { xs: 420, md: 280 },
        py: { xs: 3, md: 0 },
        mx: 'auto',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        textAlign: 'center',
        px: 3,
        border: '2px dashed',
        borderRadius: 3,
        borderColor: 'line.strong',
        bgcolor: 'surface.subtle',
      }}
    >
      <QrCode2Icon sx={{ fontSize: 88, color: 'line.strong' }} />
      <Typography sx={{ fontSize: 15, fontWeight: 700 }}>{m.emptyTitle}</Typography>
      <Typography sx={{ fontSize: 12.5, color: 'text.secondary', lineHeight: 1.6 }}>{m.emptyBody}</Typography>
    </Box>
  );
}

/** Why the text does not fit and one-click ways out. */
export function FailureAlert(props: {
  failure: QrFailure;
  fix: QrFix;
  text: string;
  options: QrOptions;
  m: QrMessages;
  onFix: (patch: Partial<QrOptions>) => void;
}) {
  const { failure, fix, text, options, m, onFix } = props;
  const vars = {
    version: options.version === 'auto' ? '' : options.version,
    level: options.level,
    min: failure.minVersion ?? '',
    bytes: utf8Length(text),
  };
  let body: string;
  if (failure.code === 'versionTooSmall') body = format(m.versionTooSmall, vars);
  else if (failure.code === 'tooLong') body = format(options.level === 'L' ? m.tooLongL : m.tooLong, vars);
  else if (failure.code === 'invalidOptions') body = m.invalidOptions;
  else body = m.failed;
  const tooMuch = failure.code === 'versionTooSmall' || failure.code === 'tooLong';
  return (
    <Alert
      severity="warning"
      data-testid="qr-error"
      data-code={failure.code}
      sx={{ width: '100%', textAlign: 'left', borderRadius: 2 }}
    >
      {tooMuch && <AlertTitle sx={{ fontWeight: 700 }}>{m.tooMuchTitle}</AlertTitle>}
      <Box sx={{ fontSize: 13.5, lineHeight: 1.7 }}>{body}</Box>
      {(fix.version !== undefined || fix.level !== undefined) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.25 }}>
          {fix.version !== undefined && (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              data-testid="qr-fix-version"
              onClick={() => onFix({ version: fix.version })}
              sx={{ bgcolor: 'background.paper' }}
            >
              {format(m.useVersion, { version: fix.version })}
            </Button>
          )}
          {fix.version !== undefined && (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              data-testid="qr-fix-auto"
              onClick={() => onFix({ version: 'auto' })}
              sx={{ bgcolor: 'background.paper' }}
            >
              {m.useAuto}
            </Button>
          )}
          {fix.level !== undefined && (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              data-testid="qr-fix-level"
              onClick={() => onFix({ level: fix.level })}
              sx={{ bgcolor: 'background.paper' }}
            >
              {format(m.useLevel, { level: fix.level })}
            </Button>
          )}
        </Box>
      )}
    </Alert>
  );
}
