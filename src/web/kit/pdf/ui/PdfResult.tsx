/** What a PDF tool made: one file (FileResult) or several (a list with save-all as a zip). */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { format, useMessages } from '../../../i18n/index.js';
import { BatchResult } from '../../results/BatchResult.js';
import { FileResult } from '../../results/FileResult.js';
import { formatBytes } from '../../results/files.js';
import { useSaver } from '../../../save/Saver.js';
import { pdfMessages } from '../messages.js';
import type { OutFile } from '../engine/ops.js';

export function PdfResult(props: {
  files: OutFile[];
  /** The zip's name for several files (without .zip). */
  zipName: string;
  summary?: ReactNode;
  onSaved: () => void;
  previewUrl?: string | null;
}) {
  const m = useMessages(pdfMessages);
  const saver = useSaver();
  const { files, onSaved } = props;
  if (files.length === 1) {
    const f = files[0];
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {props.summary}
        <FileResult
          file={{ blob: f.blob, name: f.name }}
          previewUrl={props.previewUrl}
          detail={f.pages !== undefined ? format(m.pages, { n: f.pages }) : undefined}
          onSave={onSaved}
          testId="pdf-result"
        />
      </Box>
    );
  }
  const tracked = {
    ...saver,
    save: (...args: Parameters<typeof saver.save>) => {
      onSaved();
      return saver.save(...args);
    },
  };
  return (
    <>
      <BatchResult
        testId="pdf-results"
        saver={tracked}
        zipName={props.zipName}
        summary={props.summary}
        rows={files.map((f, i) => ({
          key: i,
          name: f.name,
          status: 'done',
          detail: [formatBytes(f.blob.size), f.pages !== undefined ? format(m.pages, { n: f.pages }) : null]
            .filter(Boolean)
            .join(' · '),
          file: { blob: f.blob, name: f.name },
        }))}
      />
      {saver.ui}
    </>
  );
}
