import Button from '@mui/material/Button';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import {
  ChoiceChips,
  createWorkerClient,
  OptionsPanel,
  type TextJob,
  TextTransform,
  useMessages,
  useTextTool,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { INVERSE, MODES, SCHEMA, type Mode, type Options } from './modes.js';

const worker = createWorkerClient<TextJob<Options>, string>(
  () => new Worker(new URL('./convert.worker.ts', import.meta.url), { type: 'module' }),
);
const HINT: Partial<Record<Mode, 's2twpHint' | 'tw2sHint'>> = { s2twp: 's2twpHint', tw2s: 'tw2sHint' };

const EXAMPLE_NEWS =
  '鼠标里面的硅二极管坏了，导致光标分辨率降低。\n我们在老挝的服务器的硬盘需要使用互联网算法软件解决异步的问题。';
const EXAMPLE_TW = '這個軟體的記憶體不夠，請用滑鼠點選「資訊」選單。';
const EXAMPLE_CLASSIC = '學而時習之，不亦說乎？有朋自遠方來，不亦樂乎？人不知而不慍，不亦君子乎？';

/** 简体繁体转换 with OpenCC's rules, regional variants and phrases, in a Worker. */
export default function ChinesePage() {
  const m = useMessages(messages);
  // Every conversion runs in the Worker, which holds OpenCC's dictionaries (none on the page).
  const { values, set, reset, setText, bind } = useTextTool(SCHEMA, null, worker);
  return (
    <TextTransform<string>
      testId="chinese-tool"
      {...bind}
      inputLabel={m.inputLabel}
      outputLabel={m.outputLabel}
      placeholder={m.placeholder}
      filename="converted.txt"
      resultActions={(r) =>
        r !== null && (
          <Button
            size="small"
            startIcon={<SwapVertIcon />}
            data-testid="chinese-swap"
            onClick={() => {
              set({ mode: INVERSE[values.mode] });
              setText(r);
            }}
          >
            {m.swap}
          </Button>
        )
      }
      examples={[
        { label: m.exampleNews, input: EXAMPLE_NEWS, apply: () => set({ mode: 's2twp' }) },
        { label: m.exampleTw, input: EXAMPLE_TW, apply: () => set({ mode: 'tw2s' }) },
        { label: m.exampleTraditional, input: EXAMPLE_CLASSIC, apply: () => set({ mode: 't2s' }) },
      ]}
      options={
        <OptionsPanel onReset={reset}>
          <ChoiceChips
            label={m.mode}
            value={values.mode}
            onChange={(mode) => set({ mode })}
            columns={{ xs: 2, md: 4 }}
            testId="chinese-mode"
            choices={MODES.map((mode) => {
              const hint = HINT[mode];
              return { value: mode, label: m[mode], hint: hint && m[hint] };
            })}
          />
        </OptionsPanel>
      }
    />
  );
}
