/**
 * The lower half of every PDF tool: the run button (and any second action), why it is off, progress,
 * clear errors and the result through the one save helper. PdfTool (one PDF) and the tools that start
 * from several files (merge, pictures) share it.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { format, useMessages } from '../../../i18n/index.js';
import { LoadingButton } from '../../../ui/LoadingButton.js';
import { pdfMessages } from '../messages.js';
import type { PdfAnswer } from '../engine/ops.js';
import { PdfErrorAlert } from './PdfErrorAlert.js';
import { PdfResult } from './PdfResult.js';
import type { usePdfRun } from './use-pdf-run.js';

export type PdfJob = ReturnType<typeof usePdfRun<never, PdfAnswer>>;

export interface RunAction {
  label: string;
  icon?: ReactNode;
  testId: string;
  onRun: () => void;
  disabled?: boolean;
}

export function PdfRunArea(props: {
  job: PdfJob;
  /** Show the run button (a file is ready). */
  ready: boolean;
  primary: RunAction;
  secondary?: RunAction[];
  /** Why the run button is off (a short text), or null when it can run. */
  blocked: string | null;
  zipName: string;
  summary?: (answer: PdfAnswer) => ReactNode;
}) {
  const m = useMessages(pdfMessages);
  const { job, blocked, primary } = props;
  const busy = job.status === 'busy';
  return (
    <>
      {props.ready && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
            <LoadingButton
              variant="contained"
              size="large"
              startIcon={primary.icon}
              loading={busy}
              disabled={blocked !== null || primary.disabled}
              onClick={primary.onRun}
              data-testid={primary.testId}
              sx={{ borderRadius: 6, minWidth: 200, height: 48, fontSize: 16 }}
            >
              {primary.label}
            </LoadingButton>
            {props.secondary?.map((a) => (
              <Button
                key={a.testId}
                variant="outlined"
                size="large"
                startIcon={a.icon}
                disabled={busy || blocked !== null || a.disabled}
                onClick={a.onRun}
                data-testid={a.testId}
                sx={{ borderRadius: 6, height: 48, fontSize: 15 }}
              >
                {a.label}
              </Button>
            ))}
          </Box>
          {blocked && (
            <Typography data-testid="pdf-blocked" sx={{ fontSize: 13, color: 'warning.main' }}>
              {blocked}
            </Typography>
          )}
        </Box>
      )}
      {busy && (
        <Box role="status" data-testid="pdf-progress">
          <LinearProgress
            variant={job.progress === null ? 'indeterminate' : 'determinate'}
            value={(job.progress ?? 0) * 100}
            sx={{ height: 6, borderRadius: 3 }}
          />
          <Typography sx={{ fontSize: 12.5, color: 'text.secondary', mt: 0.5, textAlign: 'center' }}>
            {format(m.working, { percent: Math.round((job.progress ?? 0) * 100) })}
          </Typography>
        </Box>
      )}
      {job.failure && job.failure.code !== 'cancelled' && <PdfErrorAlert failure={job.failure} />}
      {job.status === 'done' && job.result && (
        <PdfResult
          files={job.result.files}
          zipName={props.zipName}
          summary={props.summary?.(job.result)}
          onSaved={job.saved}
        />
      )}
    </>
  );
}
