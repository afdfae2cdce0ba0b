import { PdfOfficeTool } from '../../web/kit/pdf-office.js';

export default function Pdf2ExcelPage() {
  return <PdfOfficeTool testId="pdf_2_excel" target="xlsx" />;
}
