import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import MergeRounded from '@mui/icons-material/MergeRounded';
import {
  FileInput,
  OptionsPanel,
  SwitchField,
  ToolBody,
  format,
  useFileInput,
  useMessages,
  useToolOptions,
} from '../../web/kit/index.js';
import {
  OrderList,
  PDF_ACCEPT,
  PDF_MAX_MB,
  PdfErrorAlert,
  PdfFileCard,
  PdfRunArea,
  closeDoc,
  moveItem,
  pdfJob,
  pdfMessages,
  usePdfOpen,
  usePdfRun,
  type PdfDoc,
} from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { mergedName, mergePlan, SCHEMA } from './merge.js';

export default function PdfMergePage() {
  const m = useMessages(messages);
  const k = useMessages(pdfMessages);
  const { values: o, set } = useToolOptions(SCHEMA);
  const opener = usePdfOpen();
  const [docs, setDocs] = useState<PdfDoc[]>([]);
  const job = usePdfRun(async (list: PdfDoc[], { signal, progress }) =>
    pdfJob(
      {
        op: 'assemble',
        files: list.map((d) => ({ data: d.file, password: d.password })),
        outputs: [{ name: mergedName(list.map((d) => d.name)), plan: mergePlan(list.map((d) => d.pages.length)) }],
        outlines: o.bookmarks,
      },
      { signal, onProgress: progress },
    ),
  );
  const busy = job.status === 'busy';
  const input = useFileInput({
    accept: PDF_ACCEPT,
    multiple: true,
    maxSizeMb: PDF_MAX_MB,
    disabled: opener.opening || busy,
    onFiles: async (files) => {
      const opened = await opener.openAll(files);
      if (!opened) return;
      job.reset();
      setDocs((list) => [...list, ...opened]);
    },
  });
  // The render cache of files taken off the list is let go.
  const keys = useRef(new Set<string>());
  useEffect(() => {
    const now = new Set(docs.map((d) => d.key));
    for (const key of keys.current) if (!now.has(key)) closeDoc(key);
    keys.current = now;
  }, [docs]);
  const change = (next: PdfDoc[]) => {
    job.reset();
    setDocs(next);
  };
  const pages = docs.reduce((n, d) => n + d.pages.length, 0);

  return (
    <ToolBody testId="pdf-merge" data-status={job.status} data-files={docs.length}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FileInput input={input} collapsed={docs.length > 0} buttonText={k.uploadMany} tip={k.tip} />
        {opener.opening && <LinearProgress data-testid="pdf-opening" sx={{ borderRadius: 1 }} />}
        {opener.error && <PdfErrorAlert failure={opener.error} />}
        {docs.length > 0 && (
          <>
            <OrderList
              testId="merge-list"
              disabled={busy}
              rows={docs.map((doc) => ({ key: doc.key, content: <PdfFileCard doc={doc} bare /> }))}
              onMove={(from, to) => change(moveItem(docs, from, to))}
              onRemove={(i) => change(docs.filter((_, j) => j !== i))}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<AddRounded />}
                onClick={input.open}
                disabled={busy || opener.opening}
                data-testid="merge-add"
                sx={{ borderRadius: 5 }}
              >
                {k.addMore}
              </Button>
              <Typography data-testid="merge-total" sx={{ fontSize: 13, color: 'text.secondary' }}>
                {format(m.total, { files: docs.length, pages })}
              </Typography>
            </Box>
            <OptionsPanel testId="merge-options">
              <SwitchField
                label={m.bookmarks}
                hint={m.bookmarksHint}
                checked={o.bookmarks}
                onChange={(bookmarks) => set({ bookmarks })}
                testId="merge-bookmarks"
              />
            </OptionsPanel>
          </>
        )}
        <PdfRunArea
          job={job}
          ready={docs.length > 0}
          blocked={docs.length < 2 ? m.needTwo : null}
          primary={{ label: m.run, icon: <MergeRounded />, testId: 'pdf-run', onRun: () => void job.run(docs) }}
          zipName="merged"
        />
      </Box>
      {opener.dialog}
    </ToolBody>
  );
}
