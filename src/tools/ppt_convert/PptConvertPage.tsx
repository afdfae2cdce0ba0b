import { OfficeFormatTool } from '../../web/kit/tasks.js';

export default function PptConvertPage() {
  return <OfficeFormatTool slug="ppt_convert" />;
}
