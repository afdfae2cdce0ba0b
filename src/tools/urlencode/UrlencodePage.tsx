import Button from '@mui/material/Button';
import SwapVertIcon from '@mui/icons-material/SwapVert';
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
import { MODES, SCHEMA, urlTransform, type Options } from './urlencode.js';

const worker = createWorkerClient<TextJob<Options>, string>(
  () => new Worker(new URL('./urlencode.worker.ts', import.meta.url), { type: 'module' }),
);
const HINT = { component: 'componentHint', uri: 'uriHint', form: 'formHint' } as const;

/** url编解码: three styles, UTF-8 or GBK, line by line; the result can be swapped back. */
export default function UrlencodePage() {
  const m = useMessages(messages);
  const { values, set, reset, setText, bind } = useTextTool(SCHEMA, urlTransform, worker);
  const encode = values.direction === 'encode';

  return (
    <TextTransform<string>
      testId="urlencode-tool"
      {...bind}
      monospace
      inputLabel={encode ? m.inputEncode : m.inputDecode}
      outputLabel={m.output}
      placeholder={encode ? m.placeholderEncode : m.placeholderDecode}
      filename={encode ? 'encoded.txt' : 'decoded.txt'}
      resultActions={(r) =>
        r !== null && (
          <Button
            size="small"
            startIcon={<SwapVertIcon />}
            data-testid="url-swap"
            onClick={() => {
              set({ direction: encode ? 'decode' : 'encode' });
              setText(r);
            }}
          >
            {encode ? m.decode : m.encode}
          </Button>
        )
      }
      examples={[
        {
          label: m.exampleUrl,
          input: 'https://example.com/搜索?q=在线 工具&from=首页',
          apply: () => set({ direction: 'encode', mode: 'uri', charset: 'utf-8' }),
        },
        {
          label: m.exampleParam,
          input: '北京 & 上海 = 100%',
          apply: () => set({ direction: 'encode', mode: 'component', charset: 'utf-8' }),
        },
        {
          label: m.exampleDecode,
          input: 'https://www.example.com/s?wd=%E5%9C%A8%E7%BA%BF%E5%B7%A5%E5%85%B7+%E7%BC%96%E7%A0%81',
          apply: () => set({ direction: 'decode', mode: 'form', charset: 'utf-8' }),
        },
      ]}
      options={
        <OptionsPanel onReset={reset} columns={2}>
          <DirectionChips
            value={values.direction}
            onChange={(direction) => set({ direction })}
            labels={m}
            testId="url-direction"
          />
          <ChoiceChips
            label={m.mode}
            value={values.mode}
            onChange={(mode) => set({ mode })}
            columns={3}
            testId="url-mode"
            choices={MODES.map((v) => ({ value: v, label: m[v], hint: m[HINT[v]] }))}
          />
          <ChoiceChips
            label={m.charset}
            value={values.charset}
            onChange={(charset) => set({ charset })}
            columns={2}
            testId="url-charset"
            choices={[
              { value: 'utf-8', label: 'UTF-8' },
              { value: 'gbk', label: 'GBK' },
            ]}
          />
          <SwitchField
            label={m.perLine}
            checked={values.perLine}
            onChange={(perLine) => set({ perLine })}
            testId="url-perline"
          />
        </OptionsPanel>
      }
    />
  );
}
