import { Notice, useMessages } from '../../web/kit/index.js';
import { OcrFields, OcrImageTool } from '../../web/kit/ocr.js';
import { messages } from './messages.js';
import { readIdCard } from './idcard.js';

export default function IdentificationPage() {
  const m = useMessages(messages);
  const labels = {
    name: m.name,
    sex: m.sex,
    ethnicity: m.ethnicity,
    birth: m.birth,
    address: m.address,
    number: m.number,
  };
  const notes = {
    checksum: m.checksum,
    format: m.format,
    birth: m.badBirth,
    birthMismatch: m.birthMismatch,
    sexMismatch: m.sexMismatch,
  };
  return (
    <>
      <Notice>{m.privacy}</Notice>
      <OcrImageTool testId="identification" uploadText={m.upload}>
        {(result, image) => (
          <OcrFields
            fields={readIdCard(result.lines)}
            labels={labels}
            notes={notes}
            fileName="id-card"
            imageName={image.name}
            testId="identification-fields"
          />
        )}
      </OcrImageTool>
    </>
  );
}
