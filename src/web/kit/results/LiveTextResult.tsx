/** A `TextResult` fed by a live transform: a progress bar while a Worker run is out, its message for bad input. */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { LiveTransform } from '../tools/use-live-transform.js';
import { TextResult, type TextResultProps } from './TextResult.js';

export function LiveTextResult({
  live,
  ...props
}: Omit<TextResultProps, 'error'> & { live: LiveTransform<unknown, unknown> }) {
  return (
    <Box sx={{ position: 'relative' }}>
      {live.busy && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <TextResult error={live.outcome && !live.outcome.ok ? live.outcome.message : undefined} {...props} />
    </Box>
  );
}
