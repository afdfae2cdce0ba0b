import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import {
  ChoiceChips,
  createWorkerClient,
  Examples,
  format,
  LiveTextResult,
  MONOSPACE,
  OptionsPanel,
  SwitchField,
  TextPair,
  ToolBody,
  useMessages,
  usePairTransform,
  useToolOptions,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { diffText, diffTexts, sides, SCHEMA, UNITS, type Options, type Part, type TextDiff } from './textdiff.js';

const worker = createWorkerClient<{ left: string; right: string; options: Options; lang: 'zh' | 'en' }, TextDiff>(
  () => new Worker(new URL('./textdiff.worker.ts', import.meta.url), { type: 'module' }),
);

const EXAMPLES = {
  contract: [
    '第三条 付款方式\n甲方应于本合同签订后七日内支付全部款项。\n逾期付款的，每日按未付金额的千分之一支付违约金。',
    '第三条 付款方式\n甲方应于本合同签订后十五日内支付首期款项。\n逾期付款的，每日按未付金额的千分之一支付违约金。\n双方协商一致的除外。',
  ],
  code: [
    'function greet(name) {\n  console.log("Hello, " + name);\n}\n',
    'function greet(name, greeting = "Hello") {\n    console.log(greeting + ", " + name);\n}\n',
  ],
};
const UNIT_WORD = { line: 'unitLine', word: 'unitWord', char: 'unitChar' } as const;
const mark = (kind: Part['kind']) =>
  kind === 'same'
    ? undefined
    : (t: Theme) => alpha(kind === 'added' ? t.palette.success.main : t.palette.error.main, 0.2);

function Marked({ parts, testId }: { parts: Part[]; testId: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{ fontFamily: MONOSPACE, fontSize: 14, lineHeight: 1.75, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {parts.map((p, i) => (
        <Box
          component={p.kind === 'added' ? 'ins' : p.kind === 'removed' ? 'del' : 'span'}
          key={i}
          data-kind={p.kind}
          sx={{
            bgcolor: mark(p.kind),
            color: p.kind === 'added' ? 'success.dark' : p.kind === 'removed' ? 'error.dark' : 'inherit',
            textDecoration: p.kind === 'removed' ? 'line-through' : 'none',
            borderRadius: 0.5,
          }}
        >
          {p.value}
        </Box>
      ))}
    </Box>
  );
}

/** 文本比较: side by side or inline, by line, word (Chinese-aware) or character; big texts in a Worker. */
export default function TextdiffPage() {
  const m = useMessages(messages);
  const { values, set, reset } = useToolOptions(SCHEMA);
  const {
    pair,
    setPair,
    live,
    result: diff,
    reportNow,
    state,
  } = usePairTransform({
    options: values,
    transform: diffTexts,
    worker,
  });
  const example = (key: keyof typeof EXAMPLES, unit: Options['unit']) => () => {
    set({ unit });
    setPair({ left: EXAMPLES[key][0], right: EXAMPLES[key][1] });
  };
  const both = diff && sides(diff);

  return (
    <ToolBody testId="textdiff-tool" data-state={state}>
      <OptionsPanel onReset={reset} columns={2}>
        <ChoiceChips
          label={m.unit}
          value={values.unit}
          onChange={(unit) => set({ unit })}
          columns={3}
          testId="td-unit"
          choices={UNITS.map((u) => ({ value: u, label: m[u] }))}
        />
        <ChoiceChips
          label={m.view}
          value={values.view}
          onChange={(view) => set({ view })}
          columns={2}
          testId="td-view"
          choices={[
            { value: 'split', label: m.split },
            { value: 'inline', label: m.inline },
          ]}
        />
        <SwitchField
          label={m.ignoreWhitespace}
          checked={values.ignoreWhitespace}
          onChange={(ignoreWhitespace) => set({ ignoreWhitespace })}
          testId="td-whitespace"
        />
        <SwitchField
          label={m.ignoreCase}
          checked={values.ignoreCase}
          onChange={(ignoreCase) => set({ ignoreCase })}
          testId="td-case"
        />
      </OptionsPanel>
      <TextPair
        value={pair}
        onChange={setPair}
        labels={m}

        rows={10}
        testIdPrefix="td"
        examples={
          <Examples
            items={[
              { label: m.exampleContract, apply: example('contract', 'word') },
              { label: m.exampleCode, apply: example('code', 'line') },
            ]}
          />
        }
      />
      <LiveTextResult
        live={live}
        label={m.result}
        text={diff ? diffText(diff) : ''}
        filename="diff.txt"
        onUse={reportNow}
        minRows={4}
      >
        {diff && both && (
          <Box data-testid="td-changes" data-added={diff.added} data-removed={diff.removed}>
            <Box sx={{ fontWeight: 700, mb: 1.5, fontFamily: 'inherit' }} data-testid="td-summary">
              {diff.same
                ? m.same
                : format(m.summary, { added: diff.added, removed: diff.removed, unit: m[UNIT_WORD[values.unit]] })}
            </Box>
            {values.view === 'inline' ? (
              <Marked parts={diff.parts} testId="td-inline" />
            ) : (
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}>
                {(['left', 'right'] as const).map((side) => (
                  <Box key={side} sx={{ minWidth: 0, p: 1.25, borderRadius: 2, bgcolor: 'background.paper' }}>
                    <Box sx={{ fontSize: 13, color: 'text.secondary', mb: 0.5 }}>{m[side]}</Box>
                    <Marked parts={both[side]} testId={`td-${side}-view`} />
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        )}
      </LiveTextResult>
    </ToolBody>
  );
}
