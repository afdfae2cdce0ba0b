/** The mortgage page's result parts: each year's principal and interest as bars, and the full schedule. */
import { memo } from 'react';
import Box from '@mui/material/Box';
import { format, useMessages } from '../../web/kit/index.js';
import { messages } from './messages.js';
import type { LoanPlan } from './loan-plan.js';
import { yearlyTotals } from './loan-plan.js';
import { TABLE_HEADS, tableRows, yuan } from './view.js';

/** One bar a loan year: principal (blue) and interest (orange), widths in proportion to the largest year. */
export const YearBars = memo(function YearBars({ plan }: { plan: LoanPlan }) {
  const m = useMessages(messages);
  const years = yearlyTotals(plan.schedule);
  const most = years.reduce((x, y) => (y.principal + y.interest > x ? y.principal + y.interest : x), 1n);
  const pct = (c: bigint) => `${Number((c * 10000n) / most) / 100}%`;
  return (
    <Box component="section" aria-label={m.chart} data-testid="mortgage-chart" sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 2, fontSize: 13, fontWeight: 700, alignItems: 'center' }}>
        {m.chart}
        <Legend color="primary.main" label={m.chartPrincipal} />
        <Legend color="warning.main" label={m.chartInterest} />
      </Box>
      {years.map((y) => (
        <Box
          key={y.year}
          title={`${format(m.yearN, { n: y.year })}: ${m.chartPrincipal} ${yuan(y.principal)} · ${m.chartInterest} ${yuan(y.interest)}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 11.5, color: 'text.secondary' }}
        >
          <Box sx={{ width: 28, textAlign: 'right', flex: 'none' }}>{y.year}</Box>
          <Box sx={{ flex: 1, display: 'flex', height: 10, borderRadius: 1, overflow: 'hidden' }}>
            <Box sx={{ width: pct(y.principal), bgcolor: 'primary.main' }} />
            <Box sx={{ width: pct(y.interest), bgcolor: 'warning.main' }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
});

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 400, color: 'text.secondary' }}>
      <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: color }} />
      {label}
    </Box>
  );
}

/** Every instalment, in a scrolling table with a sticky header. */
export const ScheduleTable = memo(function ScheduleTable({ plan }: { plan: LoanPlan }) {
  const m = useMessages(messages);
  const rows = tableRows(plan);
  const cell = { px: 1, py: 0.5, textAlign: 'right', whiteSpace: 'nowrap', borderBottom: 1, borderColor: 'line.light' };
  return (
    <Box
      data-testid="mortgage-table"
      sx={{ maxHeight: 440, overflow: 'auto', border: 1, borderColor: 'line.main', borderRadius: 2 }}
    >
      <Box
        component="table"
        sx={{ borderCollapse: 'collapse', width: '100%', fontSize: 13, fontVariantNumeric: 'tabular-nums' }}
      >
        <Box component="thead">
          <Box component="tr">
            {TABLE_HEADS.map((h) => (
              <Box
                component="th"
                key={h}
                sx={{ ...cell, position: 'sticky', top: 0, bgcolor: 'surface.soft', fontWeight: 700 }}
              >
                {m[h]}
              </Box>
            ))}
          </Box>
        </Box>
        <Box component="tbody">
          {rows.map((r) => (
            <Box component="tr" key={r[0]} data-testid={`mortgage-row-${r[0]}`}>
              {r.map((c, i) => (
                <Box component="td" key={TABLE_HEADS[i]} sx={cell}>
                  {c}
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
});
