import { Notice, useMessages } from '../../web/kit/index.js';
import { OcrFields, OcrImageTool } from '../../web/kit/ocr.js';
import { messages } from './messages.js';
import { PASSPORT_FIELDS, readPassport } from './mrz.js';

export default function PassportOcrPage() {
  const m = useMessages(messages);
  const labels = Object.fromEntries(PASSPORT_FIELDS.map((k) => [k, m[k]]));
  return (
    <>
      <Notice>{m.hint}</Notice>
      <OcrImageTool testId="passport_ocr" uploadText={m.upload}>
        {(result, image) => (
          <OcrFields
            fields={readPassport(result.lines)}
            labels={labels}
            notes={{ check: m.check, composite: m.compositeNote }}
            fileName="passport"
            imageName={image.name}
            testId="passport_ocr-fields"
          />
        )}
      </OcrImageTool>
    </>
  );
}
