import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  Examples,
  ApiCallError,
  format,
  getJson,
  ItemCard,
  Notice,
  SearchBox,
  SearchResults,
  Split,
  ToolBody,
  useChineseSearch,
  useLazyData,
  useMessages,
  useSettledReport,
} from '../../web/kit/index.js';
import { createChain, loadIdiomList } from '../../common/idioms.js';
import { pinyinWithTones } from '../../common/pinyin.js';
import { messages } from './messages.js';

const keys = (w: string) => [w];
const EXAMPLES = ['画蛇添足', 'hstz', 'yixinyiyi', '守株待兔'];
type Meaning = { state: 'loading' } | { state: 'ok'; text: string } | { state: 'none' } | { state: 'failed' };

/** 成语大全: find an idiom, read its meaning, see what chains on. */
export default function ChengyujielongPage() {
  const m = useMessages(messages);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [meaning, setMeaning] = useState<Meaning>({ state: 'loading' });
  const [spell, setSpell] = useState('');
  const { data, failed } = useLazyData(loadIdiomList);
  const result = useChineseSearch(data, keys, query, 30);
  const chain = useMemo(() => (data ? createChain(data) : null), [data]);
  useSettledReport(picked);

  useEffect(() => {
    if (!picked) return;
    const controller = new AbortController();
    setMeaning({ state: 'loading' });
    void pinyinWithTones(picked).then(setSpell);
    getJson<{ explanation: string }>('/api/tools/idiom', { word: picked }, controller.signal).then(
      (a) => setMeaning({ state: 'ok', text: a.explanation }),
      (e) =>
        !controller.signal.aborted &&
        setMeaning({ state: e instanceof ApiCallError && e.status === 404 ? 'none' : 'failed' }),
    );
    return () => controller.abort();
  }, [picked]);
  const lastChar = picked ? [...picked].at(-1)! : '';
  const next = picked && chain ? chain.next(picked, 'char') : [];

  return (
    <ToolBody testId="chengyu-tool">
      <SearchBox value={query} onChange={setQuery} placeholder={m.placeholder} testId="chengyu" />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <Examples items={EXAMPLES.map((e) => ({ label: e, apply: () => setQuery(e) }))} testId="chengyu-example" />
        {data && (
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{format(m.count, { n: data.length })}</Typography>
        )}
      </Box>
      <Split ratio="1fr 1.2fr">
        <SearchResults
          result={result}
          loading={!data && !failed}
          failed={failed}
          testId="chengyu"
          render={(w) => (
            <ItemCard key={w} title={w} testId="chengyu-hit" selected={picked === w} onClick={() => setPicked(w)} />
          )}
        />
        <Box
          data-testid="chengyu-detail"
          sx={{ borderRadius: 3, bgcolor: 'surface.soft', p: { xs: 2, md: 3 }, minHeight: 160 }}
        >
          {!picked ? (
            <Typography sx={{ color: 'text.secondary' }}>{m.pick}</Typography>
          ) : (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <Box>
                <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{spell}</Typography>
                <Typography
                  component="h2"
                  sx={{ fontSize: 30, fontWeight: 700, letterSpacing: 4, fontFamily: 'serif' }}
                >
                  {picked}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600 }}>{m.meaning}</Typography>
              <Typography data-testid="chengyu-meaning" sx={{ lineHeight: 1.9 }}>
                {meaning.state === 'ok'
                  ? meaning.text
                  : meaning.state === 'loading'
                    ? m.loadingMeaning
                    : meaning.state === 'none'
                      ? m.noMeaning
                      : m.meaningFailed}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{format(m.next, { c: lastChar })}</Typography>
              <Box data-testid="chengyu-next" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                {next.length === 0 && (
                  <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
                    {format(m.noNext, { c: lastChar })}
                  </Typography>
                )}
                {next.slice(0, 40).map((w) => (
                  <Chip key={w} label={w} onClick={() => setPicked(w)} sx={{ bgcolor: 'background.paper' }} />
                ))}
              </Box>
            </Box>
          )}
        </Box>
      </Split>
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
