import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  ChoiceChips,
  copyText,
  defineOptions,
  format,
  Notice,
  opt,
  SearchBox,
  SearchResults,
  ToolBody,
  useChineseSearch,
  useLazyData,
  useMessages,
  useSettledReport,
  useToast,
  useToolOptions,
} from '../../web/kit/index.js';
import { emojiKeys, GROUPS, KAOMOJI, loadEmoji, MOODS, type Emoji } from './emoji.js';
import { messages } from './messages.js';

const OPTIONS = defineOptions({
  mode: opt.choice(['emoji', 'kaomoji'], 'emoji'),
  group: opt.choice(GROUPS.map(String) as [string, ...string[]], '0'),
  mood: opt.choice(MOODS, 'happy'),
});

/** A tappable face: the character big, its name small under it. */
function Face({ text, name, onPick, testId }: { text: string; name?: string; onPick: () => void; testId: string }) {
  return (
    <Box
      component="button"
      type="button"
      onClick={onPick}
      title={name}
      data-testid={testId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.25,
        minHeight: name ? 72 : 52,
        px: 0.5,
        border: 1,
        borderColor: 'line.main',
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        cursor: 'pointer',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box component="span" sx={{ fontSize: name ? 30 : 17, lineHeight: 1.2, whiteSpace: 'nowrap' }}>
        {text}
      </Box>
      {name && (
        <Box
          component="span"
          sx={{
            fontSize: 11.5,
            color: 'text.secondary',
            maxWidth: '100%',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
      )}
    </Box>
  );
}

const grid = (min: number) => ({
  display: 'grid',
  gap: 1,
  gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`,
});

/** 文本颜艺: search emoji, pick kaomoji by mood, tap to copy. */
export default function EmojiPage() {
  const m = useMessages(messages);
  const toast = useToast();
  const { values: o, set } = useToolOptions(OPTIONS);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState('');
  const { data, failed } = useLazyData(loadEmoji);
  const result = useChineseSearch(data, emojiKeys, query, 120);
  useSettledReport(picked || null);

  const copy = async (text: string) => toast((await copyText(text)) ? format(m.copied, { text }) : text);
  const pick = (text: string) => {
    setPicked((p) => p + text);
    void copy(text);
  };
  const emojiFace = (e: Emoji) => (
    <Face key={e.char} text={e.char} name={e.zh} onPick={() => pick(e.char)} testId="emoji-item" />
  );
  const browse = (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }} data-testid="emoji-groups">
        {GROUPS.map((g) => (
          <Chip
            key={g}
            label={m[`group${g}`]}
            onClick={() => set({ group: String(g) })}
            color={o.group === String(g) ? 'primary' : 'default'}
            data-testid={`emoji-group-${g}`}
          />
        ))}
      </Box>
      <Box sx={grid(64)} data-testid="emoji-browse">
        {data?.filter((e) => String(e.group) === o.group).map(emojiFace)}
      </Box>
    </Box>
  );

  return (
    <ToolBody testId="emoji-tool">
      <ChoiceChips
        value={o.mode}
        onChange={(mode) => set({ mode })}
        columns={2}
        testId="emoji-mode"
        choices={(['emoji', 'kaomoji'] as const).map((v) => ({ value: v, label: m[v] }))}
      />
      {picked && (
        <Box
          data-testid="emoji-picked"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
            p: 1.5,
            borderRadius: 2.5,
            bgcolor: 'surface.soft',
          }}
        >
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{m.picked}</Typography>
          <Typography
            data-testid="emoji-picked-text"
            sx={{ fontSize: 20, flex: 1, minWidth: 0, wordBreak: 'break-all' }}
          >
            {picked}
          </Typography>
          <Button size="small" variant="contained" onClick={() => copy(picked)} data-testid="emoji-copy-picked">
            {m.copyPicked}
          </Button>
          <Button size="small" onClick={() => setPicked('')} data-testid="emoji-clear-picked">
            {m.clearPicked}
          </Button>
        </Box>
      )}
      {o.mode === 'emoji' ? (
        <>
          <SearchBox value={query} onChange={setQuery} placeholder={m.placeholder} testId="emoji" />
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{m.tapToCopy}</Typography>
          <SearchResults
            result={result}
            loading={!data && !failed}
            failed={failed}
            empty={browse}
            testId="emoji"
            render={() => null}
          />
          {result.query.trim() && result.hits.length > 0 && <Box sx={grid(64)}>{result.hits.map(emojiFace)}</Box>}
        </>
      ) : (
        <>
          <ChoiceChips
            label={m.mood}
            value={o.mood}
            onChange={(mood) => set({ mood })}
            columns={{ xs: 3, sm: 5, md: 9 }}
            testId="emoji-mood"
            choices={MOODS.map((v) => ({ value: v, label: m[v] }))}
          />
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{m.tapToCopy}</Typography>
          <Box sx={grid(150)} data-testid="emoji-kaomoji">
            {KAOMOJI[o.mood].map((k) => (
              <Face key={k} text={k} onPick={() => pick(k)} testId="emoji-kaomoji-item" />
            ))}
          </Box>
        </>
      )}
      <Notice>{format(m.source, { n: data?.length ?? '…' })}</Notice>
    </ToolBody>
  );
}
