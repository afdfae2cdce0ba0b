/**
 * The result of a field reader: each named field with its own copy button, and marked when it failed its
 * document's check rule, was read with low confidence or was not found; copy all, or save as .xlsx or JSON.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useMessages } from '../../i18n/index.js';
import { copyText } from '../../ui/clipboard.js';
import { useToast } from '../../ui/Toast.js';
import { useSaver } from '../../save/Saver.js';
import { Notice } from '../layout/Notice.js';
import { fieldsJson, fieldsWorkbook } from './export.js';
import type { FieldStatus, ReadField } from './fields.js';
import { fieldMessages } from './messages.js';

export interface OcrFieldsProps {
  fields: ReadField[];
  /** Each field key's name, in the page's language. */
  labels: Record<string, string>;
  /** A failed check's explanation by its note key. */
  notes?: Record<string, string>;
  /** The exported files' name (without extension). */
  fileName: string;
  /** The image's file name (the workbook's first column). */
  imageName?: string;
  testId: string;
  /** More actions beside the exports (e.g. a vCard). */
  actions?: ReactNode;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const CHIP_COLOR: Record<Exclude<FieldStatus, 'ok'>, 'error' | 'warning' | 'default'> = {
  failed: 'error',
  unsure: 'warning',
  missing: 'default',
};

export function OcrFields({ fields, labels, notes = {}, fileName, imageName = '', testId, actions }: OcrFieldsProps) {
  const m = useMessages(fieldMessages);
  const toast = useToast();
  const saver = useSaver();
  const copy = async (text: string) => toast((await copyText(text)) ? m.copied : m.copyFailed);
  const found = fields.filter((f) => f.status !== 'missing');
  const all = found.map((f) => `${labels[f.key] ?? f.key}：${f.value}`).join('\n');
  const docs = [{ name: imageName, fields }];
  const saveJson = () => {
    const blob = new Blob([fieldsJson(docs)], { type: 'application/json' });
    void saver.save(() => [{ blob, name: `${fileName}.json` }]);
  };
  const saveXlsx = () =>
    void saver.save(async () => {
      const bytes = await fieldsWorkbook(docs, { file: m.file, labels, unsure: m.unsure, failed: m.failed });
      return [{ blob: new Blob([bytes as BlobPart], { type: XLSX_TYPE }), name: `${fileName}.xlsx` }];
    });
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gap: 1.5 }}>
      {fields.some((f) => f.status === 'failed') && (
        <Notice severity="error" testId={`${testId}-failed`}>
          {m.failedHint}
        </Notice>
      )}
      {fields.some((f) => f.status === 'unsure') && (
        <Notice severity="warning" testId={`${testId}-unsure`}>
          {m.unsureHint}
        </Notice>
      )}
      <Box
        sx={{ border: 1, borderColor: 'line.main', borderRadius: 3, overflow: 'hidden', bgcolor: 'background.paper' }}
      >
        {fields.map((f, i) => (
          <Box
            key={f.key}
            data-testid={`${testId}-${f.key}`}
            data-status={f.status}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: '120px minmax(0, 1fr) auto' },
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 0.25,
              px: { xs: 1.5, md: 2 },
              py: 1.25,
              borderTop: i ? 1 : 0,
              borderColor: 'line.light',
              bgcolor: f.status === 'failed' ? (t) => alpha(t.palette.error.main, 0.06) : undefined,
            }}
          >
            <Typography sx={{ fontSize: 13, color: 'text.secondary', gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              {labels[f.key] ?? f.key}
            </Typography>
            <Box sx={{ minWidth: 0 }}>
              <Typography
                data-testid={`${testId}-${f.key}-value`}
                sx={{
                  fontSize: 15,
                  fontWeight: 600,
                  wordBreak: 'break-all',
                  color: f.status === 'missing' ? 'text.disabled' : 'text.primary',
                }}
              >
                {f.status === 'missing' ? m.missing : f.value}
              </Typography>
              {f.status !== 'ok' && f.status !== 'missing' && (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
                  <Chip size="small" color={CHIP_COLOR[f.status]} label={m[f.status]} />
                  {f.note && notes[f.note] && (
                    <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{notes[f.note]}</Typography>
                  )}
                </Box>
              )}
            </Box>
            {f.status !== 'missing' ? (
              <Button
                size="small"
                startIcon={<ContentCopyRounded fontSize="small" />}
                onClick={() => void copy(f.value)}
                data-testid={`${testId}-${f.key}-copy`}
                sx={{ borderRadius: 5, flexShrink: 0 }}
              >
                {m.copy}
              </Button>
            ) : (
              <span />
            )}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyRounded />}
          onClick={() => void copy(all)}
          disabled={!found.length}
          sx={{ borderRadius: 6 }}
        >
          {m.copyAll}
        </Button>
        {actions}
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={saveXlsx}
          disabled={saver.saving}
          data-testid={`${testId}-xlsx`}
          sx={{ borderRadius: 6 }}
        >
          {m.saveXlsx}
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={saveJson}
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
