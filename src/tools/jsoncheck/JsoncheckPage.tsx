import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  createWorkerClient,
  format,
  formatBytes,
  OptionsPanel,
  SwitchField,
  type TextJob,
  TextTransform,
  useMessages,
  useTextTool,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { checkJson, resultText, SCHEMA, type CheckResult, type Options, type RootType } from './check.js';

const worker = createWorkerClient<TextJob<Options>, CheckResult>(
  () => new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' }),
);

const EXAMPLE_VALID =
  '{\n  "name": "小明",\n  "age": 18,\n  "skills": ["JavaScript", "Python"],\n  "address": { "city": "上海" }\n}';
const EXAMPLE_BROKEN = '{\n  "name": "小明"\n  "age": 18,\n  "skills": ["JavaScript", "Python",]\n}';
const EXAMPLE_JSONC =
  '{\n  // 编辑器设置\n  "editor.tabSize": 2,\n  /* 保存时格式化 */\n  "editor.formatOnSave": true,\n}';
const TYPE_LABEL = {
  object: 'typeObject',
  array: 'typeArray',
  string: 'typeString',
  number: 'typeNumber',
  boolean: 'typeBoolean',
  null: 'typeNull',
} as const satisfies Record<RootType, string>;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13.5, m: 0 };

/** JSON校验: where and why a JSON is invalid, or its shape when it is valid. */
export default function JsoncheckPage() {
  const m = useMessages(messages);
  const { values, set, reset, bind } = useTextTool(SCHEMA, checkJson, worker);

  const render = (r: CheckResult) =>
    r.ok ? (
      <Box data-testid="json-valid" data-depth={r.stats.depth}>
        <Alert severity="success" sx={{ mb: 1.5 }}>
          {m.valid}
        </Alert>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1.5 }}>
          {(
            [
              [m.root, m[TYPE_LABEL[r.stats.root]]],
              [m.depth, r.stats.depth],
              [m.objects, r.stats.objects],
              [m.arrays, r.stats.arrays],
              [m.keys, r.stats.keys],
              [m.size, formatBytes(r.stats.bytes)],
            ] as const
          ).map(([label, value]) => (
            <Chip key={label} size="small" label={`${label} ${value}`} sx={{ bgcolor: 'surface.soft' }} />
          ))}
        </Box>
        {r.duplicates.length > 0 && (
          <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="json-duplicates">
            {m.duplicates}{' '}
            {r.duplicates
              .slice(0, 10)
              .map((d) => format(m.duplicateAt, d))
              .join('；')}
          </Alert>
        )}
        <Box component="pre" sx={{ ...mono, whiteSpace: 'pre-wrap' }}>
          {r.formatted}
        </Box>
      </Box>
    ) : (
      <Box data-testid="json-invalid" data-line={r.line} data-column={r.column}>
        <Alert severity="error" sx={{ mb: 1.5 }}>
          <strong>{m.invalid}</strong> · {r.message}
        </Alert>
        <Box component="pre" sx={{ ...mono, p: 1.5, borderRadius: 2, bgcolor: 'surface.soft', overflowX: 'auto' }}>
          {r.excerpt.line}
          {'\n'}
          <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
            {r.excerpt.caret}
          </Box>
        </Box>
      </Box>
    );

  return (
    <TextTransform<CheckResult>
      testId="jsoncheck-tool"
      {...bind}
      toText={resultText}
      render={render}
      monospace
      inputLabel={m.inputLabel}
      outputLabel={m.outputLabel}
      placeholder={m.placeholder}
      filename="checked.json"
      examples={[
        { label: m.exampleValid, input: EXAMPLE_VALID, apply: () => set({ jsonc: false }) },
        { label: m.exampleBroken, input: EXAMPLE_BROKEN, apply: () => set({ jsonc: false }) },
        { label: m.exampleJsonc, input: EXAMPLE_JSONC, apply: () => set({ jsonc: true }) },
      ]}
      options={
        <OptionsPanel onReset={reset}>
          <SwitchField
            label={m.jsonc}
            hint={m.jsoncHint}
            checked={values.jsonc}
            onChange={(jsonc) => set({ jsonc })}
            testId="json-jsonc"
          />
        </OptionsPanel>
      }
    />
  );
}
