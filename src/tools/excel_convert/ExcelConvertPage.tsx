import { OfficeFormatTool } from '../../web/kit/tasks.js';

export default function ExcelConvertPage() {
  return <OfficeFormatTool slug="excel_convert" />;
}
