import { memo } from 'react';
import Box from '@mui/material/Box';
import { format } from '../../web/i18n/index.js';
import type { TextCounts } from './wordcount.js';
import type { WordcountMessages } from './messages.js';

const numberFormat = new Intl.NumberFormat('en-US');
const fmt = (n: number) => numberFormat.format(n);

interface CardSpec {
  id: string;
  label: string;
  value: string;
  hint?: string;
  color: string;
}

/** The live counts: 字数 large, then the details as a grid of cards. */
export const StatsPanel = memo(function StatsPanel({ counts, m, stale }: { counts: TextCounts; m: WordcountMessages; stale: boolean }) {
  const parts = [
    [m.chineseChars, counts.chineseChars],
    [m.chinesePunctuation, counts.chinesePunctuation],
    ...(counts.otherCjkChars > 0 ? [[m.otherCjkChars, counts.otherCjkChars] as const] : []),
    [m.englishWords, counts.englishWords],
    [m.digits, counts.digits],
  ] as const;
  const cards: CardSpec[] = [
    { id: 'chinese', label: m.chineseChars, value: fmt(counts.chineseChars), color: '#f2630c' },
    { id: 'english', label: m.englishWords, value: fmt(counts.englishWords), color: '#1f6feb' },
    { id: 'digits', label: m.digits, value: fmt(counts.digits), hint: m.digitsHint, color: '#12a37f' },
    {
      id: 'punctuation', label: m.punctuation, value: fmt(counts.punctuation), color: '#7c5cff',
      hint: format(m.punctuationSplit, { cn: fmt(counts.chinesePunctuation), west: fmt(counts.westernPunctuation) }),
    },
    {
      id: 'chars-no-spaces', label: m.charsNoSpaces, value: fmt(counts.charsNoSpaces), color: '#0e9bd8',
      hint: counts.emoji > 0 ? format(m.emojiHint, { n: fmt(counts.emoji) }) : undefined,
    },
    { id: 'chars-with-spaces', label: m.charsWithSpaces, value: fmt(counts.charsWithSpaces), color: '#5b6b85' },
    { id: 'lines', label: m.linesParagraphs, value: `${fmt(counts.lines)} / ${fmt(counts.paragraphs)}`, color: '#c2410c' },
  ];

  return (
    <Box component="section" aria-label={m.statsHeading} data-testid="wc-stats"
      sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.25, md: 1.5 }, opacity: stale ? 0.72 : 1, transition: 'opacity .15s' }}>
      <Box data-testid="wc-total-card"
        sx={{
          position: 'relative', overflow: 'hidden', borderRadius: 3, color: '#fff', px: { xs: 2, md: 2.5 }, py: { xs: 1.75, md: 2.25 },
          background: 'linear-gradient(135deg, #3b82f6 0%, #1f5fe0 100%)', boxShadow: '0 8px 22px rgba(31,95,224,.25)',
          '&::after': { content: '""', position: 'absolute', right: -36, top: -36, width: 130, height: 130, borderRadius: '50%', bgcolor: 'rgba(255,255,255,.09)' },
        }}>
        <Box sx={{ fontSize: 14, fontWeight: 600, opacity: 0.92 }}>{m.total}</Box>
        <Box data-testid="wc-total" sx={{ fontSize: { xs: 40, md: 48 }, fontWeight: 700, lineHeight: 1.15, fontVariantNumeric: 'tabular-nums', letterSpacing: '-0.5px', my: 0.25 }}>
          {fmt(counts.total)}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', fontSize: 12.5, opacity: 0.85, lineHeight: 1.6, position: 'relative', zIndex: 1 }}>
          {parts.map(([label, value], i) => (
            <Box component="span" key={label} sx={{ whiteSpace: 'nowrap' }}>
              {i > 0 && <Box component="span" sx={{ mx: 0.5, opacity: 0.7 }}>+</Box>}
              {label} {fmt(value)}
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: { xs: 1.25, md: 1.5 } }}>
        {cards.map((c, i) => (
          <Box key={c.id} data-testid={`wc-card-${c.id}`}
            sx={{
              gridColumn: i === cards.length - 1 && cards.length % 2 === 1 ? '1 / -1' : undefined,
              bgcolor: '#f6f8fc', border: '1px solid #edf0f6', borderRadius: 2.5, px: { xs: 1.5, md: 1.75 }, py: { xs: 1.25, md: 1.5 }, minWidth: 0,
            }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, fontSize: 13, lineHeight: '20px', color: 'text.secondary' }}>
              <Box component="span" sx={{ width: 7, height: 7, mt: '6.5px', borderRadius: '50%', bgcolor: c.color, flexShrink: 0 }} />
              <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{c.label}</Box>
            </Box>
            <Box data-testid={`wc-${c.id}`} sx={{ fontSize: { xs: 22, md: 24 }, fontWeight: 700, mt: 0.25, fontVariantNumeric: 'tabular-nums', color: 'text.primary', overflowWrap: 'anywhere' }}>
              {c.value}
            </Box>
            {c.hint && <Box sx={{ fontSize: 12, color: 'text.secondary', mt: 0.25, lineHeight: 1.4 }}>{c.hint}</Box>}
          </Box>
        ))}
      </Box>
    </Box>
  );
});
