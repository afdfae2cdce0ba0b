import { Notice, useMessages } from '../../web/kit/index.js';
import { OcrFields, OcrImageTool } from '../../web/kit/ocr.js';
import { messages } from './messages.js';
import { BANK_SLIP_FIELDS, readBankSlip } from './bank-slip.js';

export default function BankslipOcrPage() {
  const m = useMessages(messages);
  const labels = Object.fromEntries(BANK_SLIP_FIELDS.map((k) => [k, m[k]]));
  const notes = { date: m.dateNote, account: m.account, words: m.words };
  return (
    <>
      <Notice>{m.hint}</Notice>
      <OcrImageTool testId="bankslip_ocr" uploadText={m.upload}>
        {(result, image) => (
          <OcrFields
            fields={readBankSlip(result.lines)}
            labels={labels}
            notes={notes}
            fileName="bank-slip"
            imageName={image.name}
            testId="bankslip_ocr-fields"
          />
        )}
      </OcrImageTool>
    </>
  );
}
