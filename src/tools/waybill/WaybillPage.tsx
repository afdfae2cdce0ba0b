import { Notice, useMessages } from '../../web/kit/index.js';
import { OcrFields, OcrImageTool } from '../../web/kit/ocr.js';
import { messages } from './messages.js';
import { readWaybill, WAYBILL_FIELDS } from './waybill.js';

export default function WaybillPage() {
  const m = useMessages(messages);
  const labels = Object.fromEntries(WAYBILL_FIELDS.map((k) => [k, m[k]]));
  return (
    <>
      <Notice>{m.hint}</Notice>
      <OcrImageTool testId="waybill" uploadText={m.upload}>
        {(result, image) => (
          <OcrFields
            fields={readWaybill(result.lines)}
            labels={labels}
            notes={{ s10: m.s10, courierMismatch: m.courierMismatch }}
            fileName="waybill"
            imageName={image.name}
            testId="waybill-fields"
          />
        )}
      </OcrImageTool>
    </>
  );
}
