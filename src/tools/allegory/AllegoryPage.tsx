import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ShuffleIcon from '@mui/icons-material/Shuffle';
import {
  format,
  ItemCard,
  Notice,
  SearchBox,
  SearchResults,
  ToolBody,
  useChineseSearch,
  useLazyData,
  useMessages,
  useSettledReport,
} from '../../web/kit/index.js';
import { allegoryKeys, loadAllegories, type Allegory } from './allegory.js';
import { messages } from './messages.js';

/** 歇后语: search either half, or guess a random one. */
export default function AllegoryPage() {
  const m = useMessages(messages);
  const [query, setQuery] = useState('');
  const [quiz, setQuiz] = useState<{ a: Allegory; shown: boolean } | null>(null);
  const { data, failed } = useLazyData(loadAllegories);
  const result = useChineseSearch(data, allegoryKeys, query, 40);
  useSettledReport(result.hits.length ? result.query : null);
  const random = () => {
    if (!data) return;
    const [w] = crypto.getRandomValues(new Uint32Array(1));
    setQuiz({ a: data[w % data.length], shown: false });
  };
  const card = (a: Allegory, key: string | number) => (
    <ItemCard key={key} testId="allegory-hit" title={`${a.riddle} ——`}>
      <Typography component="span" sx={{ fontSize: 16, color: 'accent.rust', fontWeight: 600 }}>
        {a.answers.join(' / ')}
      </Typography>
    </ItemCard>
  );

  return (
    <ToolBody testId="allegory-tool">
      <SearchBox value={query} onChange={setQuery} placeholder={m.placeholder} testId="allegory" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          startIcon={<ShuffleIcon />}
          onClick={random}
          disabled={!data}
          data-testid="allegory-random"
        >
          {m.random}
        </Button>
        {data && (
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{format(m.count, { n: data.length })}</Typography>
        )}
      </Box>
      {quiz && (
        <Box
          data-testid="allegory-quiz"
          sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, bgcolor: 'surface.soft', textAlign: 'center' }}
        >
          <Typography
            sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 700, fontFamily: 'serif' }}
          >{`${quiz.a.riddle} ——`}</Typography>
          {quiz.shown ? (
            <Typography
              data-testid="allegory-answer"
              sx={{ fontSize: 22, mt: 1, color: 'accent.rust', fontWeight: 700 }}
            >
              {quiz.a.answers.join(' / ')}
            </Typography>
          ) : (
            <Button
              sx={{ mt: 1 }}
              variant="contained"
              onClick={() => setQuiz({ ...quiz, shown: true })}
              data-testid="allegory-reveal"
            >
              {m.reveal}
            </Button>
          )}
        </Box>
      )}
      <SearchResults result={result} loading={!data && !failed} failed={failed} testId="allegory" render={card} />
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
