/**
 * A one-PDF tool in one piece: the upload (with the password prompt and the device check), the file
 * card, the tool's options and preview, then PdfRunArea (run button with progress, clear errors, the
 * result through the one save helper). A tool is its options and its `run` on top of this.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import { useMessages } from '../../../i18n/index.js';
import { FileInput, useFileInput } from '../../inputs/FileInput.js';
import { ToolBody } from '../../layout/Split.js';
import type { RunContext } from '../../run/use-tool-run.js';
import { pdfMessages } from '../messages.js';
import type { PdfAnswer } from '../engine/ops.js';
import { closeDoc } from './page-images.js';
import { PdfErrorAlert } from './PdfErrorAlert.js';
import { PdfFileCard } from './PdfFileCard.js';
import { PdfRunArea } from './PdfRunArea.js';
import { usePdfOpen, type PdfDoc } from './use-pdf-open.js';
import { usePdfRun } from './use-pdf-run.js';

export const PDF_ACCEPT = '.pdf,application/pdf';
/** The picker's own limit; the device check (limits.ts) is what really bounds a job. */
export const PDF_MAX_MB = 2000;

type Run = (doc: PdfDoc, context: RunContext) => Promise<PdfAnswer>;

export interface PdfToolProps {
  testId: string;
  uploadText?: string;
  tip?: ReactNode;
  /** Options; `doc` is null before a file is chosen. */
  options?: (doc: PdfDoc | null) => ReactNode;
  /** A preview or editor of the opened document (above the options). */
  editor?: (doc: PdfDoc) => ReactNode;
  runLabel: string;
  runIcon?: ReactNode;
  /** Why the run button is off (a short text), or null when it can run. */
  blocked?: (doc: PdfDoc) => string | null;
  run: Run;
  /** Other ways to run (e.g. "extract the selected pages"), beside the run button. */
  actions?: { label: string; icon?: ReactNode; testId: string; disabled?: (doc: PdfDoc) => boolean; run: Run }[];
  /** A line above the result (saving, notes). */
  summary?: (answer: PdfAnswer, doc: PdfDoc) => ReactNode;
  zipName?: string;
  /** Called with the opened document (e.g. to read its metadata into the form). */
  onOpen?: (doc: PdfDoc) => void;
}

export function PdfTool(props: PdfToolProps) {
  const m = useMessages(pdfMessages);
  const opener = usePdfOpen();
  const [doc, setDoc] = useState<PdfDoc | null>(null);
  const job = usePdfRun((input: { doc: PdfDoc; run: Run }, context: RunContext) => input.run(input.doc, context));
  const input = useFileInput({
    accept: PDF_ACCEPT,
    maxSizeMb: PDF_MAX_MB,
    disabled: opener.opening || job.status === 'busy',
    onFiles: async ([file]) => {
      if (!file) return;
      const docs = await opener.openAll([file]);
      if (!docs) return;
      job.reset();
      setDoc(docs[0]);
      props.onOpen?.(docs[0]);
    },
  });
  useEffect(() => () => void (doc && closeDoc(doc.key)), [doc]);

  const busy = job.status === 'busy';
  return (
    <ToolBody testId={props.testId} data-status={job.status} data-pages={doc?.pages.length}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FileInput
          input={input}
          collapsed={doc !== null}
          buttonText={props.uploadText ?? m.upload}
          tip={props.tip ?? m.tip}
        />
        {opener.opening && <LinearProgress data-testid="pdf-opening" sx={{ borderRadius: 1 }} />}
        {opener.error && <PdfErrorAlert failure={opener.error} />}
        {doc && (
          <PdfFileCard
            doc={doc}
            actions={
              <Button
                variant="outlined"
                startIcon={<SwapHorizRounded />}
                onClick={input.open}
                disabled={busy}
                data-testid="pdf-change"
                sx={{ borderRadius: 5, flexShrink: 0, whiteSpace: 'nowrap' }}
              >
                {m.change}
              </Button>
            }
          />
        )}
        {doc && props.editor?.(doc)}
        {props.options?.(doc)}
        <PdfRunArea
          job={job}
          ready={doc !== null}
          blocked={doc ? (props.blocked?.(doc) ?? null) : null}
          primary={{
            label: props.runLabel,
            icon: props.runIcon,
            testId: 'pdf-run',
            onRun: () => doc && void job.run({ doc, run: props.run }),
          }}
          secondary={props.actions?.map((a) => ({
            label: a.label,
            icon: a.icon,
            testId: a.testId,
            disabled: doc ? a.disabled?.(doc) : true,
            onRun: () => doc && void job.run({ doc, run: a.run }),
          }))}
          zipName={props.zipName ?? doc?.name.replace(/\.pdf$/i, '') ?? 'pdf'}
          summary={doc && props.summary ? (answer) => props.summary!(answer, doc) : undefined}
        />
      </Box>
      {opener.dialog}
    </ToolBody>
  );
}
