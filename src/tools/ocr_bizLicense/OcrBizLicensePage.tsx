import { useMessages } from '../../web/kit/index.js';
import { OcrFields, OcrImageTool } from '../../web/kit/ocr.js';
import { messages } from './messages.js';
import { LICENSE_FIELDS, readBizLicense } from './license.js';

export default function OcrBizLicensePage() {
  const m = useMessages(messages);
  const labels = Object.fromEntries(LICENSE_FIELDS.map((k) => [k, m[k]]));
  return (
    <OcrImageTool testId="ocr_bizLicense" uploadText={m.upload}>
      {(result, image) => (
        <OcrFields
          fields={readBizLicense(result.lines)}
          labels={labels}
          notes={{ check: m.check }}
          fileName="business-licence"
          imageName={image.name}
          testId="ocr_bizLicense-fields"
        />
      )}
    </OcrImageTool>
  );
}
