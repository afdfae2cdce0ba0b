import { Notice, useMessages } from '../../web/kit/index.js';
import { OcrFields, OcrImageTool } from '../../web/kit/ocr.js';
import { messages } from './messages.js';
import { groupDigits, readBankCard } from './bankcard.js';

type Network = 'unionpay' | 'visa' | 'mastercard' | 'amex' | 'jcb';

export default function BankcardOcrPage() {
  const m = useMessages(messages);
  const labels = { number: m.number, network: m.network, expiry: m.expiry, bank: m.bank };
  return (
    <>
      <Notice>{m.privacy}</Notice>
      <OcrImageTool testId="bankcard_ocr" uploadText={m.upload}>
        {(result, image) => {
          // Shown in groups of four and the network by name; the checks ran on the digits.
          const fields = readBankCard(result.lines).map((f) =>
            f.key === 'number' && f.value
              ? { ...f, value: groupDigits(f.value) }
              : f.key === 'network' && f.value
                ? { ...f, value: m[f.value as Network] }
                : f,
          );
          return (
            <OcrFields
              fields={fields}
              labels={labels}
              notes={{ luhn: m.luhn }}
              fileName="bank-card"
              imageName={image.name}
              testId="bankcard_ocr-fields"
            />
          );
        }}
      </OcrImageTool>
    </>
  );
}
