import { OfficeFormatTool } from '../../web/kit/tasks.js';

export default function WordConvertPage() {
  return <OfficeFormatTool slug="word_convert" />;
}
