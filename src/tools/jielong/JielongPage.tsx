import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EastIcon from '@mui/icons-material/East';
import {
  ChoiceChips,
  format,
  Notice,
  SearchBox,
  ToolBody,
  useLazyData,
  useMessages,
  useUsageReport,
} from '../../web/kit/index.js';
import { buildChain, createChain, idiomSyllables, loadIdiomList, type ChainMode } from '../../common/idioms.js';
import { loadPinyin } from '../../common/pinyin.js';
import { checkPlay, checkStart, randomPick } from './jielong.js';
import { messages } from './messages.js';

/** 成语接龙: start, auto-chain or play, by character or by sound. */
export default function JielongPage() {
  const m = useMessages(messages);
  const report = useUsageReport();
  const { data, failed } = useLazyData(loadIdiomList);
  const [syllables, setSyllables] = useState<Map<string, string[]> | null>(null);
  const [mode, setMode] = useState<ChainMode>('char');
  const [text, setText] = useState('');
  const [played, setPlayed] = useState<string[]>([]);
  const [error, setError] = useState('');
  const chain = useMemo(() => (data ? createChain(data, syllables ?? undefined) : null), [data, syllables]);

  useEffect(() => {
    if (!data || mode !== 'sound' || syllables) return;
    const controller = new AbortController();
    loadPinyin()
      .then((p) => idiomSyllables(data, p, controller.signal))
      .then(setSyllables, () => {});
    return () => controller.abort();
  }, [data, mode, syllables]);

  const soundPending = mode === 'sound' && !chain?.sound;
  const last = played.at(-1);
  const candidates = chain && last && !soundPending ? chain.next(last, mode).filter((w) => !played.includes(w)) : [];

  const add = (input: string) => {
    if (!chain) return;
    const word = input.replace(/\s+/g, '');
    if (played.length === 0) {
      const c = checkStart(chain, word);
      if (!c.ok) return setError(format(m[c.reason], { w: word }));
      setPlayed([c.word]);
    } else {
      const r = checkPlay(chain, played, word, mode);
      if (r !== 'ok') {
        const key = r === 'noLink' && mode === 'sound' ? 'noLinkSound' : r;
        return setError(format(m[key], { w: word, c: [...last!].at(-1)!, s: syllables?.get(last!)?.at(-1) ?? '' }));
      }
      setPlayed([...played, word]);
    }
    setError('');
    setText('');
    report(word);
  };
  const auto = () => chain && last && setPlayed([...played, ...buildChain(chain, last, 6, mode, randomPick).slice(1)]);

  return (
    <ToolBody testId="jielong-tool">
      <ChoiceChips
        label={m.mode}
        value={mode}
        onChange={setMode}
        columns={2}
        testId="jielong-mode"
        choices={[
          { value: 'char', label: m.byChar },
          { value: 'sound', label: m.bySound },
        ]}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Box sx={{ flex: 1 }} onKeyDown={(e) => e.key === 'Enter' && add(text)}>
          <SearchBox
            value={text}
            onChange={setText}
            placeholder={played.length ? m.yourTurn : m.placeholder}
            testId="jielong"
          />
        </Box>
        <Button
          variant="contained"
          size="large"
          disabled={!chain || soundPending}
          onClick={() => add(text)}
          data-testid="jielong-add"
        >
          {played.length ? m.play : m.start}
        </Button>
      </Box>
      {failed && <Notice severity="error">{m.failed}</Notice>}
      {!data && !failed && <Typography sx={{ color: 'text.secondary' }}>{m.loading}</Typography>}
      {soundPending && data && <Typography sx={{ color: 'text.secondary' }}>{m.soundLoading}</Typography>}
      {error && (
        <Notice severity="warning" testId="jielong-error">
          {error}
        </Notice>
      )}
      {played.length > 0 && (
        <Box
          data-testid="jielong-chain"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            p: { xs: 2, md: 3 },
            borderRadius: 3,
            bgcolor: 'surface.soft',
          }}
        >
          {played.map((w, i) => (
            <Box key={w} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {i > 0 && <EastIcon sx={{ color: 'text.secondary', fontSize: 18 }} />}
              <Box
                data-testid="jielong-link"
                sx={{
                  px: 1.5,
                  py: 0.75,
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: i === played.length - 1 ? 'primary.main' : 'line.main',
                  fontSize: 18,
                  fontWeight: 600,
                  fontFamily: 'serif',
                }}
              >
                {w}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {last && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={auto} disabled={candidates.length === 0} data-testid="jielong-auto">
            {m.auto}
          </Button>
          <Button onClick={() => (setPlayed([]), setError(''))}>{m.restart}</Button>
        </Box>
      )}
      {last && !soundPending && (
        <Box>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>
            {candidates.length ? format(m.candidates, { n: candidates.length }) : m.deadEnd}
          </Typography>
          <Box data-testid="jielong-candidates" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {candidates.slice(0, 60).map((w) => (
              <Chip key={w} label={w} onClick={() => add(w)} variant="outlined" />
            ))}
          </Box>
        </Box>
      )}
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
