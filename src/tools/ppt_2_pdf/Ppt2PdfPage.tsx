import { OfficeTool } from '../../web/kit/tasks.js';

export default function Ppt2PdfPage() {
  return <OfficeTool slug="ppt_2_pdf" />;
}
