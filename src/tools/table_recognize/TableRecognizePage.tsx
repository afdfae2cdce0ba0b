import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import GridOnRounded from '@mui/icons-material/GridOnRounded';
import { copyText, format, LoadingButton, Notice, useMessages, useSaver, useToast } from '../../web/kit/index.js';
import { CvStatus, findTableRulings, type RulingsResult } from '../../web/kit/cv.js';
import { OcrImageTool, type OcrReading } from '../../web/kit/ocr.js';
import type { VisionProgress } from '../../web/kit/vision/vision-types.js';
import { messages } from './messages.js';
import { tableMatrix, tableOf, type Table } from './table-grid.js';
import { tableWorkbook, XLSX_TYPE, xlsxFileName } from './table-xlsx.js';

/** The table as tab-separated rows (what a spreadsheet takes from the clipboard). */
const tsv = (table: Table) =>
  tableMatrix(table)
    .map((row) => row.map((t) => (/[\t\n"]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t)).join('\t'))
    .join('\n');

function TableView({ reading, file }: { reading: OcrReading; file: File }) {
  const m = useMessages(messages);
  const saver = useSaver();
  const toast = useToast();
  const [rulings, setRulings] = useState<RulingsResult | 'failed' | null>(null);
  const [progress, setProgress] = useState<VisionProgress | null>(null);
  useEffect(() => {
    let live = true;
    setRulings(null);
    findTableRulings(file, { onProgress: (p) => live && setProgress(p) })
      .then((r) => live && setRulings(r))
      .catch(() => live && setRulings('failed'));
    return () => {
      live = false;
    };
  }, [file]);
  const table = useMemo(() => {
    if (!rulings) return null;
    const boxes = reading.lines.flatMap((l) => l.boxes);
    // The rules are in the photo's pixels; the boxes in the OCR's (shrunk, perhaps turned) copy.
    const usable = rulings !== 'failed' && reading.rotation === 0;
    const k = usable ? reading.width / rulings.width : 1;
    const segments = usable
      ? rulings.segments.map((s) => ({ ...s, at: s.at * k, from: s.from * k, to: s.to * k }))
      : [];
    return tableOf(boxes, segments, reading);
  }, [rulings, reading]);

  if (!table) return <CvStatus progress={progress} step="lines" testId="table-recognize-lines" />;
  const grid = Array.from({ length: table.rows }, (_, r) => table.cells.filter((c) => c.row === r));
  const copy = async () => toast((await copyText(tsv(table))) ? m.copied : m.copyFailed);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="table-recognize-table" data-source={table.source}>
      {rulings === 'failed' && <Notice severity="warning">{m.failed}</Notice>}
      <Typography sx={{ fontSize: 14, fontWeight: 600 }} data-testid="table-recognize-summary">
        {format(m[table.source], { rows: table.rows, cols: table.cols })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <LoadingButton
          variant="contained"
          startIcon={<GridOnRounded />}
          loading={saver.saving}
          onClick={() =>
            void saver.save(async () => [
              {
                blob: new Blob([(await tableWorkbook(table, 'Sheet1')) as BlobPart], { type: XLSX_TYPE }),
                name: xlsxFileName(file.name),
              },
            ])
          }
          data-testid="table-recognize-xlsx"
        >
          {m.download}
        </LoadingButton>
        <Button variant="outlined" startIcon={<ContentCopyRounded />} onClick={() => void copy()}>
          {m.copy}
        </Button>
      </Box>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, maxHeight: 520 }}>
        <Box
          component="table"
          aria-label={m.preview}
          sx={{
            borderCollapse: 'collapse',
            fontSize: 13.5,
            minWidth: '100%',
            '& td': {
              border: 1,
              borderColor: 'divider',
              px: 1,
              py: 0.75,
              verticalAlign: 'top',
              whiteSpace: 'pre-wrap',
              minWidth: 48,
            },
            '& tr:first-of-type td': { bgcolor: 'surface.soft', fontWeight: 600 },
          }}
        >
          <tbody>
            {grid.map((cells, r) => (
              <tr key={r}>
                {cells.map((c) => (
                  <td key={c.col} rowSpan={c.rowSpan} colSpan={c.colSpan} data-testid="table-recognize-cell">
                    {c.text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{m.check}</Typography>
    </Box>
  );
}

export default function TableRecognizePage() {
  const m = useMessages(messages);
  const [file, setFile] = useState<File | null>(null);
  return (
    <OcrImageTool testId="table_recognize" uploadText={m.upload} tip={m.tip} onRead={(_, f) => setFile(f)}>
      {(reading) => file && <TableView reading={reading} file={file} />}
    </OcrImageTool>
  );
}
