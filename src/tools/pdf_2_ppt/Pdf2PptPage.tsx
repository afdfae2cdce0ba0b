import { PdfOfficeTool } from '../../web/kit/pdf-office.js';

export default function Pdf2PptPage() {
  return <PdfOfficeTool testId="pdf_2_ppt" target="pptx" />;
}
