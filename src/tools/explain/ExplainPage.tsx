import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  ApiCallError,
  Examples,
  format,
  getJson,
  Notice,
  SearchBox,
  ToolBody,
  useDebounced,
  useMessages,
  useSettledReport,
} from '../../web/kit/index.js';
import { pinyinWithTones } from '../../common/pinyin.js';
import { EXPLAIN_PATH, WORD_PATTERN, type Answer } from './explain.js';
import { messages } from './messages.js';

const EXAMPLES = ['明白', '踌躇', '画蛇添足', '缱绻'];
const WORD = new RegExp(WORD_PATTERN, 'u');

type State =
  | { kind: 'idle' }
  | { kind: 'invalid' }
  | { kind: 'loading'; word: string }
  | { kind: 'done'; answer: Answer; pinyin: string }
  | { kind: 'none'; word: string }
  | { kind: 'failed'; word: string };

/** 词语注解: a word's senses, and the words that begin with what was typed. */
export default function ExplainPage() {
  const m = useMessages(messages);
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const word = useDebounced(query.trim(), 250);
  const [state, setState] = useState<State>({ kind: 'idle' });
  useSettledReport(state.kind === 'done' ? state.answer.word : null);

  useEffect(() => {
    if (!word) return setState({ kind: 'idle' });
    if (!WORD.test(word)) return setState({ kind: 'invalid' });
    const controller = new AbortController();
    setState({ kind: 'loading', word });
    Promise.all([getJson<Answer>(EXPLAIN_PATH, { word }, controller.signal), pinyinWithTones(word)]).then(
      ([answer, pinyin]) => !controller.signal.aborted && setState({ kind: 'done', answer, pinyin }),
      (e) =>
        !controller.signal.aborted &&
        setState(e instanceof ApiCallError && e.status === 404 ? { kind: 'none', word } : { kind: 'failed', word }),
    );
    return () => controller.abort();
  }, [word, attempt]);

  const status = (text: string, id: string) => (
    <Typography data-testid={`explain-${id}`} sx={{ fontSize: 14.5, color: 'text.secondary', py: 1 }}>
      {text}
    </Typography>
  );

  return (
    <ToolBody testId="explain-tool" data-state={state.kind}>
      <SearchBox value={query} onChange={setQuery} placeholder={m.placeholder} testId="explain" />
      <Examples items={EXAMPLES.map((e) => ({ label: e, apply: () => setQuery(e) }))} testId="explain-example" />
      {state.kind === 'idle' && status(m.empty, 'empty')}
      {state.kind === 'invalid' && status(m.notChinese, 'invalid')}
      {state.kind === 'loading' && status(m.loading, 'loading')}
      {state.kind === 'none' && status(format(m.none, { word: state.word }), 'none')}
      {state.kind === 'failed' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {status(m.failed, 'failed')}
          <Button size="small" onClick={() => setAttempt((a) => a + 1)}>
            {m.retry}
          </Button>
        </Box>
      )}
      {state.kind === 'done' && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {state.answer.senses ? (
            <Box
              data-testid="explain-entry"
              sx={{ borderRadius: 3, bgcolor: 'surface.soft', p: { xs: 2, md: 3 }, display: 'grid', gap: 1 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
                <Typography component="h2" sx={{ fontSize: 26, fontWeight: 700 }}>
                  {state.answer.word}
                </Typography>
                <Typography sx={{ fontSize: 16, color: 'text.secondary' }}>{state.pinyin}</Typography>
              </Box>
              <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
                {state.answer.senses.map((s, i) => (
                  <Box component="li" key={i} data-testid="explain-sense" sx={{ fontSize: 15.5, lineHeight: 1.7 }}>
                    {s}
                  </Box>
                ))}
              </Box>
            </Box>
          ) : (
            status(format(m.noSenses, { word: state.answer.word }), 'no-senses')
          )}
          {state.answer.related.length > 0 && (
            <Box component="section" aria-label={format(m.related, { word: state.answer.word })}>
              <Typography sx={{ fontWeight: 700, fontSize: 14.5, mb: 1 }}>
                {format(m.related, { word: state.answer.word })}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                {state.answer.related.map((w) => (
                  <Chip key={w} label={w} onClick={() => setQuery(w)} data-testid="explain-related" />
                ))}
              </Box>
            </Box>
          )}
        </Box>
      )}
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
