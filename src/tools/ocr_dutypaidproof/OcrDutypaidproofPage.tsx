import Box from '@mui/material/Box';
import { Notice, useMessages } from '../../web/kit/index.js';
import { OcrFields, OcrImageTool, OcrRows } from '../../web/kit/ocr.js';
import { messages } from './messages.js';
import { DUTY_PAID_FIELDS, readDutyPaid, TAX_LINE_FIELDS } from './duty-paid.js';

export default function OcrDutypaidproofPage() {
  const m = useMessages(messages);
  const labels = Object.fromEntries(DUTY_PAID_FIELDS.map((k) => [k, m[k]]));
  const lineLabels = Object.fromEntries(TAX_LINE_FIELDS.map((k) => [k, m[k]]));
  const notes = { date: m.dateNote, taxId: m.taxId, sum: m.sum, words: m.words };
  return (
    <>
      <Notice>{m.hint}</Notice>
      <OcrImageTool testId="ocr_dutypaidproof" uploadText={m.upload}>
        {(result, image) => {
          const read = readDutyPaid(result.lines);
          return (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <OcrFields
                fields={read.fields}
                labels={labels}
                notes={notes}
                fileName="tax-certificate"
                imageName={image.name}
                testId="ocr_dutypaidproof-fields"
              />
              {read.lines.length > 0 && (
                <OcrRows
                  title={m.linesTitle}
                  rows={read.lines}
                  labels={lineLabels}
                  indexLabel={m.index}
                  fileName="tax-certificate-lines"
                  testId="ocr_dutypaidproof-lines"
                />
              )}
            </Box>
          );
        }}
      </OcrImageTool>
    </>
  );
}
