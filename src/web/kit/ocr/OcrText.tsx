/**
 * The result of a text tool (提取文字, 印刷体识别, 英语识别, 广告体识别): the lines as in the image or joined
 * into paragraphs, unsure lines highlighted; copy, .txt and .docx. `lineText` is how the tool writes each
 * line (as English, for 英语识别).
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { format, useMessages } from '../../i18n/index.js';
import { ChoiceChips, SwitchField } from '../options/controls.js';
import { Notice } from '../layout/Notice.js';
import { useToolOptions } from '../options/use-tool-options.js';
import { TextResult } from '../results/TextResult.js';
import { useSaver } from '../../save/Saver.js';
import type { OcrResponse } from './client.js';
import { layoutColumns } from './layout.js';
import { buildDocx, docParagraphs, docxFileName } from './docx.js';
import { formatText, SCHEMA, textFileName, type Options } from './text.js';
import { textMessages } from './messages.js';

/** Lines read with less confidence than this are highlighted for the visitor to check. */
const UNSURE = 0.8;

export interface OcrTextProps {
  result: OcrResponse;
  imageName: string;
  /** Prefix of the parts' test ids (`<testId>-text`, `-line`, `-docx` …). */
  testId: string;
  lineText?: (text: string) => string;
  /** Offer reading a page set in columns column by column (`layoutColumns`). */
  columns?: boolean;
}

const asRead = (text: string) => text;

export function OcrText({ result: read, imageName, testId, lineText = asRead, columns = false }: OcrTextProps) {
  const m = useMessages(textMessages);
  const { values, set } = useToolOptions(SCHEMA);
  const result = useMemo(
    () => (columns && values.columns ? { ...read, ...layoutColumns(read.lines.flatMap((l) => l.boxes)) } : read),
    [read, columns, values.columns],
  );
  const text = formatText(result, values, lineText);
  const unsure = result.lines.filter((l) => l.confidence < UNSURE).length;
  const saver = useSaver();
  const saveDocx = () => {
    const name = docxFileName(imageName);
    const layout = { ...result, lines: result.lines.map((l) => ({ text: lineText(l.text) })) };
    void saver.save(async () => [{ blob: await buildDocx(docParagraphs(layout, values), name), name }]);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {columns && (
        <SwitchField
          label={m.columns}
          hint={m.columnsHint}
          checked={values.columns}
          onChange={(on) => set({ columns: on })}
          testId={`${testId}-columns`}
        />
      )}
      <ChoiceChips<Options['layout']>
        label={m.layout}
        value={values.layout}
        onChange={(layout) => set({ layout })}
        columns={2}
        testId={`${testId}-layout`}
        choices={[
          { value: 'lines', label: m.lines },
          { value: 'paragraphs', label: m.paragraphs },
        ]}
      />
      {unsure > 0 && (
        <Notice severity="warning" testId={`${testId}-unsure`}>
          {format(m.lowConfidence, { count: unsure })}
        </Notice>
      )}
      <TextResult
        text={text}
        label={m.result}
        filename={textFileName(imageName)}
        testId={`${testId}-text`}
        minRows={6}
        actions={
          <Button
            size="small"
            startIcon={<DescriptionOutlined />}
            disabled={text === '' || saver.saving}
            onClick={saveDocx}
            data-testid={`${testId}-docx`}
          >
            {m.downloadDocx}
          </Button>
        }
      >
        {values.layout === 'lines' ? <Lines result={result} testId={testId} lineText={lineText} /> : undefined}
      </TextResult>
      {saver.ui}
    </Box>
  );
}

/** The lines as read, paragraphs apart, unsure lines highlighted. */
function Lines({
  result,
  testId,
  lineText,
}: {
  result: OcrResponse;
  testId: string;
  lineText: (text: string) => string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, fontSize: 15, lineHeight: 1.7, wordBreak: 'break-word' }}>
      {result.paragraphs.map((paragraph, p) => (
        <Box key={p}>
          {paragraph.map((i) => {
            const line = result.lines[i]!;
            return (
              <Box
                key={i}
                data-testid={`${testId}-line`}
                data-unsure={line.confidence < UNSURE || undefined}
                sx={{
                  whiteSpace: 'pre-wrap',
                  ...(line.confidence < UNSURE && { bgcolor: 'warning.light', borderRadius: 0.5 }),
                }}
              >
                {lineText(line.text)}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
