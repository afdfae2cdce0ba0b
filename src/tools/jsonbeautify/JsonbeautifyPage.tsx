import {
  ChoiceChips,
  createWorkerClient,
  format,
  OptionsPanel,
  SwitchField,
  type TextJob,
  TextTransform,
  useMessages,
  useTextTool,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { beautify, INDENTS, MODES, SCHEMA, type BeautifyResult, type Options } from './beautify.js';

const worker = createWorkerClient<TextJob<Options>, BeautifyResult>(
  () => new Worker(new URL('./beautify.worker.ts', import.meta.url), { type: 'module' }),
);

const EXAMPLE_API =
  '{"code":0,"msg":"成功","data":{"user":{"id":1024,"name":"小明","vip":true},"tags":["新用户","上海"],"score":98.50}}';
const EXAMPLE_BIG = '{"orderId":12345678901234567890,"price":19.90,"2":"second","1":"first","price":20.00}';
const EXAMPLE_ESCAPED = '{\\"name\\":\\"小明\\",\\"city\\":\\"上海\\\\n浦东\\"}';
const MODE_LABEL = {
  format: 'modeFormat',
  minify: 'modeMinify',
  escape: 'modeEscape',
  unescape: 'modeUnescape',
} as const;
const INDENT_LABEL = { '2': 'indent2', '4': 'indent4', tab: 'indentTab' } as const;

/** JSON格式化: format, minify, sort, escape; big JSON in a Worker. */
export default function JsonbeautifyPage() {
  const m = useMessages(messages);
  const { lang, values, set, reset, bind } = useTextTool(SCHEMA, beautify, worker);
  const structural = values.mode === 'format' || values.mode === 'minify';

  return (
    <TextTransform<BeautifyResult>
      testId="jsonbeautify-tool"
      {...bind}
      toText={(r) => r.text}
      monospace
      inputLabel={m.inputLabel}
      outputLabel={m.outputLabel}
      placeholder={m.placeholder}
      filename={values.mode === 'escape' || values.mode === 'unescape' ? 'text.txt' : 'formatted.json'}
      note={(r) =>
        r.duplicates.length > 0 &&
        format(m.duplicates, {
          n: r.duplicates.length,
          list: r.duplicates
            .slice(0, 5)
            .map((d) => format(m.duplicateAt, d))
            .join(lang === 'zh' ? '，' : ', '),
        })
      }
      examples={[
        { label: m.exampleObject, input: EXAMPLE_API, apply: () => set({ mode: 'format' }) },
        { label: m.exampleBig, input: EXAMPLE_BIG, apply: () => set({ mode: 'format', sort: true }) },
        { label: m.exampleEscaped, input: EXAMPLE_ESCAPED, apply: () => set({ mode: 'unescape' }) },
      ]}
      options={
        <OptionsPanel onReset={reset} columns={2}>
          <ChoiceChips
            label={m.mode}
            value={values.mode}
            onChange={(mode) => set({ mode })}
            columns={4}
            testId="json-mode"
            choices={MODES.map((v) => ({ value: v, label: m[MODE_LABEL[v]] }))}
          />
          <ChoiceChips
            label={m.indent}
            value={values.indent}
            onChange={(indent) => set({ indent })}
            columns={3}
            testId="json-indent"
            choices={INDENTS.map((v) => ({ value: v, label: m[INDENT_LABEL[v]], disabled: values.mode !== 'format' }))}
          />
          <SwitchField label={m.sort} checked={values.sort} onChange={(sort) => set({ sort })} testId="json-sort" />
          {structural && (
            <SwitchField
              label={m.ascii}
              checked={values.ascii}
              onChange={(ascii) => set({ ascii })}
              testId="json-ascii"
            />
          )}
        </OptionsPanel>
      }
    />
  );
}
