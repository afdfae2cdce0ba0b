import Box from '@mui/material/Box';
import {
  ChoiceChips,
  createWorkerClient,
  Examples,
  format,
  LiveTextResult,
  MONOSPACE,
  OptionsPanel,
  TextPair,
  ToolBody,
  useI18n,
  useMessages,
  usePairTransform,
  useToolOptions,
} from '../../web/kit/index.js';
import type { Lang } from '../../common/json-text.js';
import { messages } from './messages.js';
import { diffJsonText, reportText, SCHEMA, type ChangeKind, type JsonDiff, type Options } from './json-diff.js';

const worker = createWorkerClient<{ left: string; right: string; options: Options; lang: Lang }, JsonDiff>(
  () => new Worker(new URL('./json-diff.worker.ts', import.meta.url), { type: 'module' }),
);

const EXAMPLES = {
  api: [
    '{"code":0,"data":{"user":{"id":1024,"name":"小明","vip":false},"tags":["新用户"]}}',
    '{"code":0,"data":{"user":{"name":"小明","id":1024,"vip":true,"level":3},"tags":["新用户","上海"]}}',
  ],
  array: [
    '[{"id":1,"name":"苹果"},{"id":2,"name":"香蕉"},{"id":3,"name":"橙子"}]',
    '[{"id":1,"name":"苹果"},{"id":4,"name":"葡萄"},{"id":2,"name":"香蕉"},{"id":3,"name":"橙子"}]',
  ],
};
const COLOR: Record<ChangeKind, string> = { added: 'success.main', removed: 'error.main', changed: 'warning.main' };
const SHOWN = 300;

/** JSON diff: two documents compared by structure; big ones in a Worker. */
export default function JsondiffPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
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
    transform: diffJsonText,
    worker,
    isEmpty: (p) => p.left.trim() === '' && p.right.trim() === '',
  });
  const example = (key: keyof typeof EXAMPLES, arrays: Options['arrays']) => () => {
    set({ arrays });
    setPair({ left: EXAMPLES[key][0], right: EXAMPLES[key][1] });
  };

  return (
    <ToolBody testId="jsondiff-tool" data-state={state}>
      <OptionsPanel onReset={reset}>
        <ChoiceChips
          label={m.arrays}
          value={values.arrays}
          onChange={(arrays) => set({ arrays })}
          columns={2}
          testId="jd-arrays"
          choices={[
            { value: 'index', label: m.arraysIndex, hint: m.arraysIndexHint },
            { value: 'match', label: m.arraysMatch, hint: m.arraysMatchHint },
          ]}
        />
      </OptionsPanel>
      <TextPair
        value={pair}
        onChange={setPair}
        labels={m}
        monospace
        rows={12}
        testIdPrefix="jd"
        examples={
          <Examples
            items={[
              { label: m.exampleApi, apply: example('api', 'index') },
              { label: m.exampleArray, apply: example('array', 'match') },
            ]}
          />
        }
      />
      <LiveTextResult
        live={live}
        label={m.result}
        text={diff ? reportText(diff, lang) : ''}
        filename="json-diff.txt"
        onUse={reportNow}
        minRows={4}
      >
        {diff && (
          <Box data-testid="jd-changes" data-count={diff.changes.length}>
            <Box sx={{ fontWeight: 700, mb: 1 }}>
              {diff.changes.length === 0 ? m.same : format(m.summary, diff.counts)}
            </Box>
            {diff.changes.slice(0, SHOWN).map((c, i) => (
              <Box
                key={i}
                data-kind={c.kind}
                sx={{
                  display: 'flex',
                  gap: 1,
                  alignItems: 'baseline',
                  py: 0.5,
                  borderTop: 1,
                  borderColor: 'line.light',
                  fontFamily: MONOSPACE,
                  fontSize: 13.5,
                }}
              >
                <Box component="span" sx={{ flexShrink: 0, color: COLOR[c.kind], fontWeight: 700, minWidth: 36 }}>
                  {m[c.kind]}
                </Box>
                <Box sx={{ minWidth: 0, wordBreak: 'break-all' }}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {c.path}
                  </Box>
                  {c.before !== undefined && (
                    <Box
                      component="span"
                      sx={{
                        color: 'error.main',
                        textDecoration: c.kind === 'changed' ? 'line-through' : 'none',
                        ml: 1,
                      }}
                    >
                      {c.before}
                    </Box>
                  )}
                  {c.after !== undefined && (
                    <Box component="span" sx={{ color: 'success.main', ml: 1 }}>
                      {c.after}
                    </Box>
                  )}
                </Box>
              </Box>
            ))}
            {diff.changes.length > SHOWN && (
              <Box sx={{ color: 'text.secondary', mt: 1 }}>{format(m.more, { n: diff.changes.length - SHOWN })}</Box>
            )}
          </Box>
        )}
      </LiveTextResult>
    </ToolBody>
  );
}
