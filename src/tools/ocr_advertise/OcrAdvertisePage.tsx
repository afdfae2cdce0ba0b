import { useMessages } from '../../web/kit/index.js';
import { OcrImageTool, OcrText } from '../../web/kit/ocr.js';
import { ADVERTISE_ENGINE } from './advertise.js';
import { messages } from './messages.js';

export default function OcrAdvertisePage() {
  const m = useMessages(messages);
  return (
    <OcrImageTool testId="ocr_advertise" uploadText={m.upload} engine={ADVERTISE_ENGINE}>
      {(result, image) => <OcrText result={result} imageName={image.name} testId="ocr_advertise" />}
    </OcrImageTool>
  );
}
