/** Figures at a glance: one headline figure on a blue card, then the details as a grid of small cards. */
import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ACCENTS, type Accent } from '../../theme.js';

export interface Stat {
  id: string;
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  /** The marker's colour (default: handed out in order). */
  accent?: Accent;
}

export interface StatGridProps {
  headline: { id: string; label: ReactNode; value: ReactNode; detail?: ReactNode };
  stats: Stat[];
  /** Dimmed while the figures lag behind the input. */
  stale?: boolean;
  label?: string;
  testId?: string;
}

export const StatGrid = memo(function StatGrid({ headline, stats, stale, label, testId = 'stats' }: StatGridProps) {
  return (
    <Box
      component="section"
      aria-label={label}
      data-testid={testId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: { xs: 1.25, md: 1.5 },
        opacity: stale ? 0.72 : 1,
        transition: 'opacity .15s',
      }}
    >
      <Box
        data-testid={`${headline.id}-card`}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: 3,
          color: 'common.white',
          px: { xs: 2, md: 2.5 },
          py: { xs: 1.75, md: 2.25 },
          background: (t) => `linear-gradient(135deg, ${t.palette.primary.light} 0%, ${t.palette.primary.dark} 100%)`,
          boxShadow: '0 8px 22px rgba(31,95,224,.25)',
          '&::after': {
            content: '""',
            position: 'absolute',
            right: -36,
            top: -36,
            width: 130,
            height: 130,
            borderRadius: '50%',
            bgcolor: 'rgba(255,255,255,.09)',
          },
        }}
      >
        <Box sx={{ fontSize: 14, fontWeight: 600, opacity: 0.92 }}>{headline.label}</Box>
        <Box
          data-testid={headline.id}
          sx={{
            fontSize: { xs: 40, md: 48 },
            fontWeight: 700,
            lineHeight: 1.15,
            fontVariantNumeric: 'tabular-nums',
            letterSpacing: '-0.5px',
            my: 0.25,
            overflowWrap: 'anywhere',
          }}
        >
          {headline.value}
        </Box>
        {headline.detail && (
          <Box sx={{ fontSize: 12.5, opacity: 0.85, lineHeight: 1.6, position: 'relative', zIndex: 1 }}>
            {headline.detail}
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: { xs: 1.25, md: 1.5 } }}>
        {stats.map((c, i) => (
          <Box
            key={c.id}
            data-testid={`${testId}-card-${c.id}`}
            sx={{
              gridColumn: i === stats.length - 1 && stats.length % 2 === 1 ? '1 / -1' : undefined,
              bgcolor: 'surface.soft',
              border: 1,
              borderColor: 'line.light',
              borderRadius: 2.5,
              px: { xs: 1.5, md: 1.75 },
              py: { xs: 1.25, md: 1.5 },
              minWidth: 0,
            }}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 0.75,
                fontSize: 13,
                lineHeight: '20px',
                color: 'text.secondary',
              }}
            >
              <Box
                component="span"
                sx={{
                  width: 7,
                  height: 7,
                  mt: '6.5px',
                  borderRadius: '50%',
                  bgcolor: `accent.${c.accent ?? ACCENTS[i % ACCENTS.length]}`,
                  flexShrink: 0,
                }}
              />
              <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {c.label}
              </Box>
            </Box>
            <Box
              data-testid={`${testId}-${c.id}`}
              sx={{
                fontSize: { xs: 22, md: 24 },
                fontWeight: 700,
                mt: 0.25,
                fontVariantNumeric: 'tabular-nums',
                color: 'text.primary',
                overflowWrap: 'anywhere',
              }}
            >
              {c.value}
            </Box>
            {c.hint && <Box sx={{ fontSize: 12, color: 'text.secondary', mt: 0.25, lineHeight: 1.4 }}>{c.hint}</Box>}
          </Box>
        ))}
      </Box>
    </Box>
  );
});
