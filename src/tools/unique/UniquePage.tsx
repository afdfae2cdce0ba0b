import {
  ChoiceChips,
  createWorkerClient,
  OptionsPanel,
  SwitchField,
  type TextJob,
  TextTransform,
  useMessages,
  useTextTool,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { dedupe, SCHEMA, summary, type Options, type UniqueResult } from './unique.js';

const worker = createWorkerClient<TextJob<Options>, UniqueResult>(
  () => new Worker(new URL('./unique.worker.ts', import.meta.url), { type: 'module' }),
);

/** 文本去重: by line, order kept, with counts; big texts in a Worker. */
export default function UniquePage() {
  const m = useMessages(messages);
  const { lang, values, set, reset, bind } = useTextTool(SCHEMA, dedupe, worker);

  return (
    <TextTransform<UniqueResult>
      testId="unique-tool"
      {...bind}
      toText={(r) => r.text}
      inputLabel={m.inputLabel}
      outputLabel={m.output}
      placeholder={m.placeholder}
      filename="unique.txt"
      note={(r) => <span data-testid="unique-summary">{summary(r, values, lang)}</span>}
      examples={[
        {
          label: m.exampleList,
          input: '在线工具\n图片压缩\n在线工具\nPDF转换\n图片压缩\n\n文本去重\n在线工具',
          apply: () => set({ mode: 'unique', sort: 'none' }),
        },
        {
          label: m.examplePhones,
          input: '13800138000\n 13900139000\n13800138000 \nservice@Example.com\nSERVICE@example.com\n13900139000',
          apply: () => set({ mode: 'unique', trim: true, ignoreCase: true }),
        },
      ]}
      options={
        <OptionsPanel onReset={reset} columns={2}>
          <ChoiceChips
            label={m.mode}
            value={values.mode}
            onChange={(mode) => set({ mode })}
            columns={2}
            testId="unique-mode"
            choices={[
              { value: 'unique', label: m.modeUnique },
              { value: 'duplicates', label: m.modeDuplicates },
            ]}
          />
          <ChoiceChips
            label={m.sort}
            value={values.sort}
            onChange={(sort) => set({ sort })}
            columns={3}
            testId="unique-sort"
            choices={[
              { value: 'none', label: m.sortNone },
              { value: 'asc', label: m.sortAsc },
              { value: 'desc', label: m.sortDesc },
            ]}
          />
          <SwitchField label={m.trim} checked={values.trim} onChange={(trim) => set({ trim })} testId="unique-trim" />
          <SwitchField
            label={m.ignoreCase}
            checked={values.ignoreCase}
            onChange={(ignoreCase) => set({ ignoreCase })}
            testId="unique-case"
          />
          <SwitchField
            label={m.removeEmpty}
            checked={values.removeEmpty}
            onChange={(removeEmpty) => set({ removeEmpty })}
            testId="unique-empty"
          />
        </OptionsPanel>
      }
    />
  );
}
