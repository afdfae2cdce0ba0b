import { PdfOfficeTool } from '../../web/kit/pdf-office.js';

export default function Pdf2HtmlPage() {
  return <PdfOfficeTool testId="pdf_2_html" target="html" />;
}
