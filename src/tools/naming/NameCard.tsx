/** One suggested name: pinyin, the poem line with its characters marked, and each character's meaning. */
import { memo, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { copyText, format, getJson, useMessages, useToast } from '../../web/kit/index.js';
import { markLine, type PoemName } from '../../common/poem-names/poem-names.js';
import { pinyinWithTones } from '../../common/pinyin.js';
import { messages } from './messages.js';

/** 词语注解's route (src/tools/explain/server.ts): common words beginning with each character. */
const CHARS_PATH = '/api/tools/explain/chars';
type CharWords = { char: string; words: { word: string; sense: string }[] };
type Meaning = { state: 'loading' } | { state: 'failed' } | { state: 'ok'; chars: CharWords[] };

export const NameCard = memo(function NameCard({ name }: { name: PoemName }) {
  const m = useMessages(messages);
  const toast = useToast();
  const [pinyin, setPinyin] = useState('');
  const [meaning, setMeaning] = useState<Meaning>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void pinyinWithTones(name.name).then((p) => !controller.signal.aborted && setPinyin(p));
    getJson<{ chars: CharWords[] }>(CHARS_PATH, { chars: name.given }, controller.signal).then(
      (a) => setMeaning({ state: 'ok', chars: a.chars }),
      () => !controller.signal.aborted && setMeaning({ state: 'failed' }),
    );
    return () => controller.abort();
  }, [name]);

  return (
    <Box
      data-testid="naming-card"
      sx={{ borderRadius: 2.5, p: 2, bgcolor: 'surface.soft', borderLeft: 4, borderColor: 'primary.main' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.25, flexWrap: 'wrap' }}>
        <Typography data-testid="naming-name" sx={{ fontWeight: 700, fontSize: 22 }}>
          {name.name}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 15 }}>{pinyin}</Typography>
        <Button
          size="small"
          sx={{ ml: 'auto' }}
          onClick={() => void copyText(name.name).then((ok) => toast(ok ? m.copied : m.copyFailed))}
        >
          {m.copy}
        </Button>
      </Box>
      <Typography data-testid="naming-line" sx={{ mt: 0.5, fontSize: 16, lineHeight: 1.8 }}>
        {markLine(name.line, name.marks).map((p, i) =>
          p.mark ? (
            <Box key={i} component="mark" sx={{ bgcolor: 'transparent', color: 'primary.main', fontWeight: 700 }}>
              {p.text}
            </Box>
          ) : (
            p.text
          ),
        )}
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        《{name.title}》{[name.dynasty, name.author].filter(Boolean).join(' · ')}
      </Typography>
      <Box data-testid="naming-meaning" data-state={meaning.state} sx={{ mt: 1.25, display: 'grid', gap: 0.75 }}>
        <Typography sx={{ fontSize: 12.5, fontWeight: 700, color: 'text.secondary' }}>{m.meaning}</Typography>
        {meaning.state === 'loading' && <Typography sx={{ fontSize: 13.5 }}>{m.meaningLoading}</Typography>}
        {meaning.state === 'failed' && <Typography sx={{ fontSize: 13.5 }}>{m.meaningFailed}</Typography>}
        {meaning.state === 'ok' &&
          meaning.chars.map((c) => (
            <Box key={c.char} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box
                sx={{
                  flex: 'none',
                  width: 28,
                  height: 28,
                  borderRadius: 1,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 700,
                }}
              >
                {c.char}
              </Box>
              <Box sx={{ fontSize: 13.5, lineHeight: 1.6, minWidth: 0 }}>
                {c.words.length === 0
                  ? format(m.meaningNone, { char: c.char })
                  : c.words.map((w) => (
                      <Box
                        key={w.word}
                        data-testid="naming-word"
                        title={w.sense}
                        sx={{
                          display: '-webkit-box',
                          WebkitLineClamp: 2,
                          WebkitBoxOrient: 'vertical',
                          overflow: 'hidden',
                        }}
                      >
                        <b>{w.word}</b>：{w.sense}
                      </Box>
                    ))}
              </Box>
            </Box>
          ))}
      </Box>
    </Box>
  );
});
