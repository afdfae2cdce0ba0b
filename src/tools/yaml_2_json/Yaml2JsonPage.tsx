import Button from '@mui/material/Button';
import SwapVertIcon from '@mui/icons-material/SwapVert';
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
import { convert, DIRECTIONS, SCHEMA, type Converted, type Options } from './convert.js';

const worker = createWorkerClient<TextJob<Options>, Converted>(
  () => new Worker(new URL('./convert.worker.ts', import.meta.url), { type: 'module' }),
);

const EXAMPLE_COMPOSE =
  'version: "3.8"\nservices:\n  web:\n    image: nginx:1.25\n    ports:\n      - "80:80"\n    environment:\n      TZ: Asia/Shanghai\n  db:\n    image: postgres:16\n    volumes:\n      - data:/var/lib/postgresql/data\nvolumes:\n  data: {}\n';
const EXAMPLE_ANCHORS =
  'defaults: &defaults\n  retries: 3\n  timeout: 30\nprod:\n  <<: *defaults\n  host: api.example.com\n---\n# 第二个文档\nname: 备用配置\nenabled: yes\n';
const EXAMPLE_JSON =
  '{"editor":{"fontSize":14,"theme":"dark"},"files":["a.ts","b.ts"],"autoSave":true,"note":"多行\\n文本"}';

/** YAML/JSON互相转换 both ways; the result can be converted back. */
export default function Yaml2JsonPage() {
  const m = useMessages(messages);
  const { values, set, reset, setText, bind } = useTextTool(SCHEMA, convert, worker);
  const toJson = values.direction === 'yaml2json';

  return (
    <TextTransform<Converted>
      testId="yaml_2_json-tool"
      {...bind}
      toText={(r) => r.text}
      monospace
      inputLabel={toJson ? m.yamlInput : m.jsonInput}
      outputLabel={m.output}
      placeholder={toJson ? m.yamlPlaceholder : m.jsonPlaceholder}
      filename={toJson ? 'converted.json' : 'converted.yaml'}
      note={(r) => r.documents > 1 && format(m.documents, { n: r.documents })}
      resultActions={(r) =>
        r && (
          <Button
            size="small"
            startIcon={<SwapVertIcon />}
            data-testid="yaml-swap"
            onClick={() => {
              set({ direction: toJson ? 'json2yaml' : 'yaml2json' });
              setText(r.text);
            }}
          >
            {m.swap}
          </Button>
        )
      }
      examples={[
        { label: m.exampleCompose, input: EXAMPLE_COMPOSE, apply: () => set({ direction: 'yaml2json' }) },
        { label: m.exampleAnchors, input: EXAMPLE_ANCHORS, apply: () => set({ direction: 'yaml2json' }) },
        { label: m.exampleJson, input: EXAMPLE_JSON, apply: () => set({ direction: 'json2yaml' }) },
      ]}
      options={
        <OptionsPanel onReset={reset} columns={3}>
          <ChoiceChips
            label={m.direction}
            value={values.direction}
            onChange={(direction) => set({ direction })}
            columns={2}
            testId="yaml-direction"
            choices={DIRECTIONS.map((d) => ({ value: d, label: m[d] }))}
          />
          <ChoiceChips
            label={m.indent}
            value={String(values.indent) as '2' | '4'}
            onChange={(v) => set({ indent: Number(v) })}
            columns={2}
            testId="yaml-indent"
            choices={[
              { value: '2', label: m.indent2 },
              { value: '4', label: m.indent4 },
            ]}
          />
          <SwitchField label={m.sort} checked={values.sort} onChange={(sort) => set({ sort })} testId="yaml-sort" />
        </OptionsPanel>
      }
    />
  );
}
