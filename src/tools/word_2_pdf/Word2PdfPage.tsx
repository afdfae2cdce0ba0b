import { OfficeTool } from '../../web/kit/tasks.js';

export default function Word2PdfPage() {
  return <OfficeTool slug="word_2_pdf" />;
}
