/**
 * A table a field reader found on a document (a trip statement's trips, a receipt's items): one row per
 * entry, each cell marked as the reader marks a field (unsure, failed check, not found), saved as .xlsx
 * (one row per entry, through the fields' workbook) or JSON.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useMessages } from '../../i18n/index.js';
import { useSaver } from '../../save/Saver.js';
import { fieldsJson, fieldsWorkbook, type FieldsDoc } from './export.js';
import type { ReadField } from './fields.js';
import { fieldMessages } from './messages.js';
import { XLSX_TYPE } from './OcrFields.js';

export interface OcrRowsProps {
  /** The table's title (above it). */
  title: string;
  /** Each row's cells, in the columns' order (cells keyed by column). */
  rows: ReadField[][];
  /** Each column key's name, in the page's language. */
  labels: Record<string, string>;
  /** The first column's name in the files (the row's number). */
  indexLabel: string;
  fileName: string;
  testId: string;
}

export function OcrRows({ title, rows, labels, indexLabel, fileName, testId }: OcrRowsProps) {
  const m = useMessages(fieldMessages);
  const saver = useSaver();
  const keys = rows[0]?.map((c) => c.key) ?? [];
  const docs: FieldsDoc[] = rows.map((fields, i) => ({ name: String(i + 1), fields }));
  const saveJson = () => {
    const blob = new Blob([fieldsJson(docs)], { type: 'application/json' });
    void saver.save(() => [{ blob, name: `${fileName}.json` }]);
  };
  const saveXlsx = () =>
    void saver.save(async () => {
      const bytes = await fieldsWorkbook(docs, { file: indexLabel, labels, unsure: m.unsure, failed: m.failed });
      return [{ blob: new Blob([bytes as BlobPart], { type: XLSX_TYPE }), name: `${fileName}.xlsx` }];
    });
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ fontSize: 15, fontWeight: 700 }}>{title}</Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'line.main',
          borderRadius: 3,
          overflowX: 'auto',
          bgcolor: 'background.paper',
        }}
      >
        <Table size="small" sx={{ minWidth: 420 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ color: 'text.secondary', width: 40 }}>{indexLabel}</TableCell>
              {keys.map((k) => (
                <TableCell key={k} sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {labels[k] ?? k}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((cells, i) => (
              <TableRow key={i} data-testid={`${testId}-row`}>
                <TableCell sx={{ color: 'text.secondary' }}>{i + 1}</TableCell>
                {cells.map((c) => (
                  <TableCell
                    key={c.key}
                    data-testid={`${testId}-${c.key}`}
                    data-status={c.status}
                    title={c.status === 'ok' ? undefined : m[c.status]}
                    sx={{
                      fontWeight: 600,
                      color: c.status === 'missing' ? 'text.disabled' : 'text.primary',
                      bgcolor: (t) =>
                        c.status === 'failed'
                          ? alpha(t.palette.error.main, 0.08)
                          : c.status === 'unsure'
                            ? alpha(t.palette.warning.main, 0.12)
                            : undefined,
                    }}
                  >
                    {c.status === 'missing' ? m.missing : c.value}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={saveXlsx}
          disabled={saver.saving || !rows.length}
          data-testid={`${testId}-xlsx`}
          sx={{ borderRadius: 6 }}
        >
          {m.saveXlsx}
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={saveJson}
          disabled={!rows.length}
          data-testid={`${testId}-json`}
          sx={{ borderRadius: 6 }}
        >
          {m.saveJson}
        </Button>
      </Box>
      {saver.ui}
    </Box>
  );
}
