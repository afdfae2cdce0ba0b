/** What the document engine is doing: its first download with progress, then the step under way. */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { format, useMessages } from '../../i18n/index.js';
import type { VisionProgress } from '../vision/vision-types.js';
import { cvMessages } from './messages.js';

const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);

export function CvStatus(props: {
  progress: VisionProgress | null;
  step: 'outline' | 'render' | 'lines';
  testId?: string;
}) {
  const m = useMessages(cvMessages);
  const { progress, step } = props;
  const downloading = progress?.stage === 'model' && progress.total;
  const text = downloading
    ? format(m.download, { loaded: mb(progress.loaded), total: mb(progress.total!) })
    : progress?.stage === 'run'
      ? m[step]
      : m.load;
  return (
    <Box role="status" data-testid={props.testId ?? 'cv-status'} sx={{ py: 1 }}>
      <Typography sx={{ fontSize: 13.5, color: 'text.secondary', mb: 1 }}>{text}</Typography>
      <LinearProgress
        variant={downloading ? 'determinate' : 'indeterminate'}
        value={downloading ? (100 * progress.loaded) / progress.total! : undefined}
        aria-label={text}
        sx={{ borderRadius: 1, height: 6 }}
      />
    </Box>
  );
}
