import { PdfOfficeTool } from '../../web/kit/pdf-office.js';

export default function Pdf2WordPage() {
  return <PdfOfficeTool testId="pdf_2_word" target="docx" />;
}
