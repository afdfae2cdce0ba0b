import { useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  format,
  ItemCard,
  Notice,
  SearchBox,
  ToolBody,
  useLazyData,
  useMessages,
  useSettledReport,
} from '../../web/kit/index.js';
import { loadEngine } from './radical.js';
import { messages } from './messages.js';

/** 汉字偏旁: radicals of typed characters, and characters by radical. */
export default function RadicalPage() {
  const m = useMessages(messages);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const { data: engine, failed } = useLazyData(loadEngine);
  const typed = useDeferredValue(text);
  const result = useMemo(() => engine?.describe(typed), [engine, typed]);
  const radicals = useMemo(() => engine?.radicals() ?? [], [engine]);
  const chars = picked && engine ? (engine.charsOf(picked) ?? []) : [];
  useSettledReport(result?.found.length ? typed : null);
  const field = (label: string, value: string | number) => (
    <Box>
      <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{label}</Typography>
      <Typography sx={{ fontSize: 16, fontWeight: 600, color: 'text.primary' }}>{value}</Typography>
    </Box>
  );

  return (
    <ToolBody testId="radical-tool">
      <SearchBox value={text} onChange={setText} placeholder={m.placeholder} testId="radical" />
      {failed && <Notice severity="error">{m.failed}</Notice>}
      {!engine && !failed && <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{m.loading}</Typography>}
      {result?.unknown.length ? (
        <Notice severity="warning" testId="radical-unknown">
          {format(m.unknown, { chars: result.unknown.join('') })}
        </Notice>
      ) : null}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
        {result?.found.map((c) => (
          <ItemCard
            key={c.char}
            testId="radical-card"
            title={
              <Box component="span" sx={{ fontSize: 40, fontFamily: 'serif', lineHeight: 1.2 }}>
                {c.char}
              </Box>
            }
            badge={<Chip label={`${m.radical} ${c.radical}`} color="primary" onClick={() => setPicked(c.radical)} />}
          >
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
              {field(m.radicalStrokes, c.radicalStrokes)}
              {field(m.strokes, c.strokes)}
              {field(m.structure, c.structure)}
              {field(m.readings, c.readings.join(' / '))}
            </Box>
          </ItemCard>
        ))}
      </Box>
      <Box
        sx={{
          borderRadius: 3,
          bgcolor: 'surface.soft',
          p: { xs: 1.5, md: 2.5 },
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>{m.browse}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {radicals.map((r) => (
            <Chip
              key={r.radical}
              label={r.radical}
              title={format(m.strokesN, { n: r.strokes })}
              size="small"
              onClick={() => setPicked(r.radical)}
              color={picked === r.radical ? 'primary' : 'default'}
              sx={{ fontSize: 16, minWidth: 36, bgcolor: picked === r.radical ? undefined : 'background.paper' }}
            />
          ))}
        </Box>
        {picked ? (
          <Box data-testid="radical-chars">
            <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}>
              {format(m.charsOf, { r: picked, n: chars.length })}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {chars.map((c) => (
                <Box
                  key={c}
                  component="button"
                  onClick={() => setText(c)}
                  sx={{
                    width: 40,
                    height: 40,
                    fontSize: 22,
                    border: 1,
                    borderColor: 'line.main',
                    borderRadius: 1.5,
                    bgcolor: 'background.paper',
                    cursor: 'pointer',
                    fontFamily: 'serif',
                    '&:hover': { borderColor: 'primary.main' },
                  }}
                >
                  {c}
                </Box>
              ))}
            </Box>
          </Box>
        ) : (
          <Typography sx={{ fontSize: 13.5, color: 'text.secondary' }}>{m.pick}</Typography>
        )}
      </Box>
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
