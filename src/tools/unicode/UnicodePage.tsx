import Box from '@mui/material/Box';
import {
  ChoiceChips,
  createWorkerClient,
  DirectionChips,
  OptionsPanel,
  SwitchField,
  type TextJob,
  TextTransform,
  useMessages,
  useTextTool,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { charTable, FORMAT_LABEL, FORMATS, SCHEMA, unicodeTransform, type Options } from './unicode.js';

const worker = createWorkerClient<TextJob<Options>, string>(
  () => new Worker(new URL('./unicode.worker.ts', import.meta.url), { type: 'module' }),
);
const cell = {
  px: 1,
  py: 0.5,
  borderBottom: 1,
  borderColor: 'line.light',
  textAlign: 'left',
  whiteSpace: 'nowrap',
} as const;

/** Unicode编解码: escape in six formats, unescape every common form; a code table for short texts. */
export default function UnicodePage() {
  const m = useMessages(messages);
  const { values, set, reset, text, bind } = useTextTool(SCHEMA, unicodeTransform, worker);
  const encode = values.direction === 'encode';

  return (
    <TextTransform<string>
      testId="unicode-tool"
      {...bind}
      monospace={!encode}
      inputLabel={encode ? m.inputEncode : m.inputDecode}
      outputLabel={m.output}
      placeholder={encode ? m.placeholderEncode : m.placeholderDecode}
      filename={encode ? 'escaped.txt' : 'unescaped.txt'}
      note={(r) => {
        const chars = charTable(encode ? text : r, 32);
        if (chars.length === 0 || text.length > 64) return null;
        return (
          <Box sx={{ overflowX: 'auto' }}>
            <Box
              component="table"
              data-testid="unicode-table"
              sx={{ borderCollapse: 'collapse', fontSize: 13, fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
            >
              <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 4 }}>{m.table}</caption>
              <thead>
                <tr>
                  {[m.char, m.codePoint, m.utf8, m.utf16].map((h) => (
                    <Box component="th" key={h} sx={{ ...cell, color: 'text.secondary', fontWeight: 600 }}>
                      {h}
                    </Box>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chars.map((c, i) => (
                  <tr key={i}>
                    {[c.char === ' ' ? '␠' : c.char, c.codePoint, c.utf8, c.utf16].map((v, j) => (
                      <Box component="td" key={j} sx={{ ...cell, color: 'text.primary' }}>
                        {v}
                      </Box>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        );
      }}
      examples={[
        {
          label: m.exampleChinese,
          input: '你好，世界！Hello',
          apply: () => set({ direction: 'encode', format: 'u', onlyNonAscii: true }),
        },
        { label: m.exampleEmoji, input: '点赞👍 加油💪', apply: () => set({ direction: 'encode', format: 'dec' }) },
        {
          label: m.exampleDecode,
          input: '{"msg":"\\u64cd\\u4f5c\\u6210\\u529f","emoji":"\\ud83d\\ude00"}',
          apply: () => set({ direction: 'decode', format: 'u' }),
        },
      ]}
      options={
        <OptionsPanel onReset={reset} columns={2}>
          <DirectionChips
            value={values.direction}
            onChange={(direction) => set({ direction })}
            labels={m}
            testId="uni-direction"
          />
          <ChoiceChips
            label={m.format}
            value={values.format}
            onChange={(f) => set({ format: f })}
            columns={{ xs: 3, md: 6 }}
            testId="uni-format"
            choices={FORMATS.map((f) => ({ value: f, label: FORMAT_LABEL[f] }))}
          />
          {encode && (
            <>
              <SwitchField
                label={m.onlyNonAscii}
                checked={values.onlyNonAscii}
                onChange={(onlyNonAscii) => set({ onlyNonAscii })}
                testId="uni-nonascii"
              />
              <SwitchField
                label={m.upper}
                checked={values.upper}
                onChange={(upper) => set({ upper })}
                testId="uni-upper"
              />
            </>
          )}
        </OptionsPanel>
      }
    />
  );
}
