import Box from '@mui/material/Box';
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
import { RUBY_LIMIT, SCHEMA, type Options } from './options.js';
import type { TtaResult } from './tta.js';

const worker = createWorkerClient<TextJob<Options>, TtaResult>(
  () => new Worker(new URL('./tta.worker.ts', import.meta.url), { type: 'module' }),
);

function Ruby({ pairs, long }: { pairs: [string, string][]; long: string | null }) {
  return (
    <Box data-testid="tta-ruby" sx={{ fontSize: 22, lineHeight: 2.4, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {pairs.map(([c, p], i) =>
        p ? (
          <ruby key={i}>
            {c}
            <Box component="rt" sx={{ fontSize: 12, color: 'text.secondary', fontFamily: 'inherit' }}>
              {p}
            </Box>
          </ruby>
        ) : (
          <span key={i}>{c}</span>
        ),
      )}
      {long && <Box sx={{ fontSize: 13, color: 'text.secondary', lineHeight: 1.6, mt: 1 }}>{long}</Box>}
    </Box>
  );
}

/** 文字转拼音: pinyin-pro in the Worker; tone marks, numbers or none, initials, pinyin above the characters. */
export default function TtaPage() {
  const m = useMessages(messages);
  const { values, set, reset, bind } = useTextTool(SCHEMA, null, worker);

  return (
    <TextTransform<TtaResult>
      testId="tta-tool"
      {...bind}
      toText={(r) => r.text}
      render={
        values.view === 'ruby'
          ? (r) =>
              r.ruby && (
                <Ruby
                  pairs={r.ruby}
                  long={bind.text.length > RUBY_LIMIT ? format(m.rubyLimit, { limit: RUBY_LIMIT }) : null}
                />
              )
          : undefined
      }
      inputLabel={m.inputLabel}
      outputLabel={m.output}
      placeholder={m.placeholder}
      filename="pinyin.txt"
      examples={[
        {
          label: m.examplePoly,
          input: '重庆银行的行长说：我们去长城看看，长城真长！',
          apply: () => set({ surname: false }),
        },
        {
          label: m.examplePoem,
          input: '床前明月光，\n疑是地上霜。\n举头望明月，\n低头思故乡。',
          apply: () => set({ view: 'ruby' }),
        },
        { label: m.exampleName, input: '单雄信\n曾巩\n解缙\n区寄', apply: () => set({ surname: true }) },
      ]}
      options={
        <OptionsPanel onReset={reset} columns={2}>
          <ChoiceChips
            label={m.tone}
            value={values.tone}
            onChange={(tone) => set({ tone })}
            columns={3}
            testId="tta-tone"
            choices={[
              { value: 'symbol', label: m.symbol, hint: 'pīn yīn' },
              { value: 'num', label: m.num, hint: 'pin1 yin1' },
              { value: 'none', label: m.none, hint: 'pin yin' },
            ]}
          />
          <ChoiceChips
            label={m.pattern}
            value={values.pattern}
            onChange={(pattern) => set({ pattern })}
            columns={2}
            testId="tta-pattern"
            choices={[
              { value: 'pinyin', label: m.pinyin },
              { value: 'first', label: m.first },
            ]}
          />
          <ChoiceChips
            label={m.view}
            value={values.view}
            onChange={(view) => set({ view })}
            columns={2}
            testId="tta-view"
            choices={[
              { value: 'text', label: m.text },
              { value: 'ruby', label: m.ruby },
            ]}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <SwitchField
              label={m.spaced}
              checked={values.spaced}
              onChange={(spaced) => set({ spaced })}
              testId="tta-spaced"
            />
            <SwitchField
              label={m.keepOthers}
              checked={values.keepOthers}
              onChange={(keepOthers) => set({ keepOthers })}
              testId="tta-others"
            />
            <SwitchField label={m.v} checked={values.v} onChange={(v) => set({ v })} testId="tta-v" />
            <SwitchField
              label={m.surname}
              checked={values.surname}
              onChange={(surname) => set({ surname })}
              testId="tta-surname"
            />
          </Box>
        </OptionsPanel>
      }
    />
  );
}
