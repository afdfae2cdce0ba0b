import { useMessages } from '../../web/kit/index.js';
import { OcrImageTool, OcrText } from '../../web/kit/ocr.js';
import { messages } from './messages.js';

export default function OcrPage() {
  const m = useMessages(messages);
  return (
    <OcrImageTool testId="ocr" uploadText={m.upload}>
      {(result, image) => <OcrText result={result} imageName={image.name} testId="ocr" />}
    </OcrImageTool>
  );
}
