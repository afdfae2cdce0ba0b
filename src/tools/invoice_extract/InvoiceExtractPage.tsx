import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { format, Notice, useMessages, useSaver } from '../../web/kit/index.js';
import { fieldsJson, fieldsWorkbook, OcrFields, OcrImageTool, XLSX_TYPE, type FieldsDoc } from '../../web/kit/ocr.js';
import { messages } from './messages.js';
import { INVOICE_FIELDS, readInvoice } from './invoice.js';

export default function InvoiceExtractPage() {
  const m = useMessages(messages);
  const saver = useSaver();
  const [docs, setDocs] = useState<FieldsDoc[]>([]);
  const labels = Object.fromEntries(INVOICE_FIELDS.map((k) => [k, m[k]]));
  const notes = {
    codeForm: m.codeForm,
    numberForm: m.numberForm,
    checkCodeForm: m.checkCodeForm,
    date: m.dateNote,
    taxId: m.taxId,
    sum: m.sum,
    words: m.words,
    qr: m.qr,
  };
  const saveAll = (kind: 'xlsx' | 'json') =>
    void saver.save(async () => {
      if (kind === 'json')
        return [{ blob: new Blob([fieldsJson(docs)], { type: 'application/json' }), name: 'invoices.json' }];
      const bytes = await fieldsWorkbook(docs, { file: m.batchFile, labels, unsure: m.unsure, failed: m.failedCheck });
      return [{ blob: new Blob([bytes as BlobPart], { type: XLSX_TYPE }), name: 'invoices.xlsx' }];
    });
  return (
    <>
      <Notice>{m.hint}</Notice>
      <OcrImageTool
        testId="invoice_extract"
        uploadText={m.upload}
        qr
        multiple
        onRead={(result, file) => {
          const doc = { name: file.name, fields: readInvoice(result.lines, result.qr) };
          // Images chosen later join the batch; an image read again replaces its row.
          setDocs((before) => [...before.filter((d) => d.name !== file.name), doc]);
        }}
      >
        {(result, image) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {docs.length > 1 && (
              <Box
                data-testid="invoice_extract-batch"
                sx={{ border: 1, borderColor: 'line.main', borderRadius: 3, p: 1.5, display: 'grid', gap: 1 }}
              >
                <Typography sx={{ fontWeight: 700 }}>{format(m.batchTitle, { n: docs.length })}</Typography>
                <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
                  {docs.map((d) => {
                    const bad = d.fields.some((f) => f.status === 'failed');
                    const number = d.fields.find((f) => f.key === 'number')?.value;
                    const total = d.fields.find((f) => f.key === 'total')?.value;
                    return (
                      <Chip
                        key={d.name}
                        size="small"
                        color={bad ? 'error' : 'default'}
                        label={`${d.name} · ${number || '—'} · ${total ? `¥${total}` : '—'}`}
                      />
                    );
                  })}
                </Box>
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                  <Button
                    variant="contained"
                    startIcon={<FileDownloadOutlined />}
                    onClick={() => saveAll('xlsx')}
                    disabled={saver.saving}
                    data-testid="invoice_extract-all-xlsx"
                    sx={{ borderRadius: 6 }}
                  >
                    {m.saveAll}
                  </Button>
                  <Button
                    variant="outlined"
                    startIcon={<FileDownloadOutlined />}
                    onClick={() => saveAll('json')}
                    data-testid="invoice_extract-all-json"
                    sx={{ borderRadius: 6 }}
                  >
                    {m.saveAllJson}
                  </Button>
                </Box>
                {saver.ui}
              </Box>
            )}
            <OcrFields
              fields={readInvoice(result.lines, result.qr)}
              labels={labels}
              notes={notes}
              fileName="invoice"
              imageName={image.name}
              testId="invoice_extract-fields"
            />
          </Box>
        )}
      </OcrImageTool>
    </>
  );
}
