import { useMessages } from '../../web/kit/index.js';
import { OcrImageTool, OcrText } from '../../web/kit/ocr.js';
import { englishLine } from './english.js';
import { messages } from './messages.js';

export default function OcrEnglishPage() {
  const m = useMessages(messages);
  return (
    <OcrImageTool testId="ocr_english" uploadText={m.upload}>
      {(result, image) => (
        <OcrText result={result} imageName={image.name} testId="ocr_english" lineText={englishLine} />
      )}
    </OcrImageTool>
  );
}
