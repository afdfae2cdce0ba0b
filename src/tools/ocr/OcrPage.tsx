import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { ChoiceChips, format, Notice, TextResult, useMessages, useSaver, useToolOptions } from '../../web/kit/index.js';
import { OcrImageTool, type OcrResponse } from '../../web/kit/ocr.js';
import { buildDocx, docParagraphs, docxFileName } from './docx.js';
import { messages } from './messages.js';
import { formatText, SCHEMA, textFileName, type Options } from './ocr.js';

/** Lines read with less confidence than this are highlighted for the visitor to check. */
const UNSURE = 0.8;

export default function OcrPage() {
  return (
    <OcrImageTool testId="ocr">{(result, image) => <ReadText result={result} imageName={image.name} />}</OcrImageTool>
  );
}

function ReadText({ result, imageName }: { result: OcrResponse; imageName: string }) {
  const m = useMessages(messages);
  const { values, set } = useToolOptions(SCHEMA);
  const text = formatText(result, values);
  const unsure = result.lines.filter((l) => l.confidence < UNSURE).length;
  const saver = useSaver();
  const saveDocx = () => {
    const name = docxFileName(imageName);
    void saver.save(async () => [{ blob: await buildDocx(docParagraphs(result, values), name), name }]);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ChoiceChips<Options['layout']>
        label={m.layout}
        value={values.layout}
        onChange={(layout) => set({ layout })}
        columns={2}
        testId="ocr-layout"
        choices={[
          { value: 'lines', label: m.lines },
          { value: 'paragraphs', label: m.paragraphs },
        ]}
      />
      {unsure > 0 && (
        <Notice severity="warning" testId="ocr-unsure">
          {format(m.lowConfidence, { count: unsure })}
        </Notice>
      )}
      <TextResult
        text={text}
        label={m.result}
        filename={textFileName(imageName)}
        testId="ocr-text"
        minRows={6}
        actions={
          <Button
            size="small"
            startIcon={<DescriptionOutlined />}
            disabled={text === '' || saver.saving}
            onClick={saveDocx}
            data-testid="ocr-docx"
          >
            {m.downloadDocx}
          </Button>
        }
      >
        {values.layout === 'lines' ? <Lines result={result} /> : undefined}
      </TextResult>
      {saver.ui}
    </Box>
  );
}

/** The lines as read, paragraphs apart, unsure lines highlighted. */
function Lines({ result }: { result: OcrResponse }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, fontSize: 15, lineHeight: 1.7, wordBreak: 'break-word' }}>
      {result.paragraphs.map((paragraph, p) => (
        <Box key={p}>
          {paragraph.map((i) => {
            const line = result.lines[i]!;
            return (
              <Box
                key={i}
                data-testid="ocr-line"
                data-unsure={line.confidence < UNSURE || undefined}
                sx={{
                  whiteSpace: 'pre-wrap',
                  ...(line.confidence < UNSURE && { bgcolor: 'warning.light', borderRadius: 0.5 }),
                }}
              >
                {line.text}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
