import { Notice, useMessages } from '../../web/kit/index.js';
import { OcrFields, OcrImageTool } from '../../web/kit/ocr.js';
import { messages } from './messages.js';
import { PERMIT_FIELDS, readPermit } from './permit.js';

export default function OcrPermitPage() {
  const m = useMessages(messages);
  const labels = Object.fromEntries(PERMIT_FIELDS.map((k) => [k, m[k]]));
  const notes = { date: m.dateNote, validOrder: m.validOrder, mrzCheck: m.mrzCheck, mrzDiffers: m.mrzDiffers };
  return (
    <>
      <Notice>{m.hint}</Notice>
      <OcrImageTool testId="ocr_permit" uploadText={m.upload}>
        {(result, image) => (
          <OcrFields
            fields={readPermit(result.lines)}
            labels={labels}
            notes={notes}
            fileName="permit"
            imageName={image.name}
            testId="ocr_permit-fields"
          />
        )}
      </OcrImageTool>
    </>
  );
}
