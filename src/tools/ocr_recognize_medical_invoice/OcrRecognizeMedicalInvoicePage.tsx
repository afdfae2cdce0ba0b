import Box from '@mui/material/Box';
import { Notice, useMessages } from '../../web/kit/index.js';
import { OcrFields, OcrImageTool, OcrRows } from '../../web/kit/ocr.js';
import { messages } from './messages.js';
import { ITEM_FIELDS, MEDICAL_FIELDS, readMedical } from './medical.js';

export default function OcrRecognizeMedicalInvoicePage() {
  const m = useMessages(messages);
  const labels = Object.fromEntries(MEDICAL_FIELDS.map((k) => [k, m[k]]));
  const itemLabels = Object.fromEntries(ITEM_FIELDS.map((k) => [k, m[k]]));
  const notes = { date: m.dateNote, items: m.items, paid: m.paid, words: m.words, amount: m.amountNote };
  return (
    <>
      <Notice>{m.hint}</Notice>
      <OcrImageTool testId="ocr_recognize_medical_invoice" uploadText={m.upload}>
        {(result, image) => {
          const read = readMedical(result.lines);
          return (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <OcrFields
                fields={read.fields}
                labels={labels}
                notes={notes}
                fileName="medical-receipt"
                imageName={image.name}
                testId="ocr_recognize_medical_invoice-fields"
              />
              {read.items.length > 0 && (
                <OcrRows
                  title={m.itemsTitle}
                  rows={read.items}
                  labels={itemLabels}
                  indexLabel={m.index}
                  fileName="medical-receipt-items"
                  testId="ocr_recognize_medical_invoice-items"
                />
              )}
            </Box>
          );
        }}
      </OcrImageTool>
    </>
  );
}
