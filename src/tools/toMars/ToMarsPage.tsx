import Button from '@mui/material/Button';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import {
  ChoiceChips,
  createWorkerClient,
  format,
  Notice,
  OptionsPanel,
  SwitchField,
  type TextJob,
  TextTransform,
  useMessages,
  useTextTool,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { SCHEMA, type Options } from './options.js';
import { MARS_TABLE } from './mars-table.js';

const worker = createWorkerClient<TextJob<Options>, string>(
  () => new Worker(new URL('./mars.worker.ts', import.meta.url), { type: 'module' }),
);

/** 火星文翻译器: both ways, in the Worker (OpenCC's dictionaries stay off the page). */
export default function ToMarsPage() {
  const m = useMessages(messages);
  const { values, set, reset, setText, bind } = useTextTool(SCHEMA, null, worker);
  const toMars = values.direction === 'toMars';

  return (
    <>
      <TextTransform<string>
        testId="tomars-tool"
        {...bind}
        inputLabel={toMars ? m.inputMars : m.inputPlain}
        outputLabel={m.output}
        placeholder={toMars ? m.placeholderMars : m.placeholderPlain}
        filename={toMars ? 'mars.txt' : 'plain.txt'}
        resultActions={(r) =>
          r !== null && (
            <Button
              size="small"
              startIcon={<SwapVertIcon />}
              data-testid="mars-swap"
              onClick={() => {
                set({ direction: toMars ? 'toPlain' : 'toMars' });
                setText(r);
              }}
            >
              {m.swap}
            </Button>
          )
        }
        examples={[
          {
            label: m.exampleLove,
            input: '我是真的很喜欢你，想和你一起去看星星。',
            apply: () => set({ direction: 'toMars' }),
          },
          { label: m.exampleDaily, input: '今天天气很好，我们去公园玩吧！', apply: () => set({ direction: 'toMars' }) },
          {
            label: m.exampleBack,
            input: '涐昰眞旳佷囍歡伱，恏想啝伱哆說說話。',
            apply: () => set({ direction: 'toPlain' }),
          },
        ]}
        options={
          <OptionsPanel onReset={reset} columns={2}>
            <ChoiceChips
              label={m.direction}
              value={values.direction}
              onChange={(direction) => set({ direction })}
              columns={2}
              testId="mars-direction"
              choices={[
                { value: 'toMars', label: m.toMars },
                { value: 'toPlain', label: m.toPlain },
              ]}
            />
            {toMars && (
              <SwitchField
                label={m.traditional}
                checked={values.traditional}
                onChange={(traditional) => set({ traditional })}
                testId="mars-traditional"
              />
            )}
          </OptionsPanel>
        }
      />
      <Notice>{format(m.tableNote, { count: MARS_TABLE.length })}</Notice>
    </>
  );
}
