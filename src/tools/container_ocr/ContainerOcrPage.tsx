import { Notice, useMessages } from '../../web/kit/index.js';
import { OcrFields, OcrImageTool, quadToRight } from '../../web/kit/ocr.js';
import { messages } from './messages.js';
import { CONTAINER_FIELDS, FRAME_REGIONS, readContainer, serialWithoutCheckDigit } from './iso6346.js';

export default function ContainerOcrPage() {
  const m = useMessages(messages);
  const labels = Object.fromEntries(CONTAINER_FIELDS.map((k) => [k, m[k]]));
  return (
    <>
      <Notice>{m.hint}</Notice>
      <OcrImageTool
        testId="container_ocr"
        uploadText={m.upload}
        // The framed check digit is not found as text: read the frame right of the serial on its own.
        followUp={(result) => {
          const serial = serialWithoutCheckDigit(result.lines);
          return serial ? FRAME_REGIONS.map(([gap, width]) => quadToRight(serial, gap, width)) : null;
        }}
      >
        {(result, image) => (
          <OcrFields
            fields={readContainer(result.lines, result.regions)}
            labels={labels}
            notes={{ check: m.check }}
            fileName="container"
            imageName={image.name}
            testId="container_ocr-fields"
          />
        )}
      </OcrImageTool>
    </>
  );
}
