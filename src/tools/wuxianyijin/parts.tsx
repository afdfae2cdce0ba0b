/** The 五险一金 page's parts: a plain figures table and the editable grid of bases and rates. */
import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NumberField, useMessages } from '../../web/kit/index.js';
import { messages } from './messages.js';
import { INSURANCE, type Params } from './wuxianyijin.js';

/** Figures in rows, right-aligned, with a sticky head; `foot` is a bold last row. */
export const FigureTable = memo(function FigureTable(props: {
  heads: string[];
  rows: { key: string; cells: ReactNode[] }[];
  foot?: ReactNode[];
  testId: string;
}) {
  const { heads, rows, foot, testId } = props;
  const cell = {
    px: 1,
    py: 0.6,
    textAlign: 'right',
    whiteSpace: 'nowrap',
    borderBottom: 1,
    borderColor: 'line.light',
    '&:first-of-type': { textAlign: 'left' },
  } as const;
  return (
    <Box data-testid={testId} sx={{ overflow: 'auto', border: 1, borderColor: 'line.main', borderRadius: 2 }}>
      <Box
        component="table"
        sx={{ borderCollapse: 'collapse', width: '100%', fontSize: 13.5, fontVariantNumeric: 'tabular-nums' }}
      >
        <Box component="thead">
          <Box component="tr">
            {heads.map((h) => (
              <Box component="th" key={h} sx={{ ...cell, bgcolor: 'surface.soft', fontWeight: 700 }}>
                {h}
              </Box>
            ))}
          </Box>
        </Box>
        <Box component="tbody">
          {rows.map((r) => (
            <Box component="tr" key={r.key} data-testid={`${testId}-${r.key}`}>
              {r.cells.map((c, i) => (
                <Box component="td" key={heads[i]} sx={cell}>
                  {c}
                </Box>
              ))}
            </Box>
          ))}
          {foot && (
            <Box component="tr" sx={{ fontWeight: 700 }}>
              {foot.map((c, i) => (
                <Box component="td" key={heads[i]} sx={{ ...cell, borderBottom: 0 }}>
                  {c}
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
});

/** Every base limit and rate as a box; an empty box is an unknown value. */
export function ParamsEditor(props: {
  params: Params;
  onChange: (p: Params) => void;
  edited: boolean;
  onRestore: () => void;
}) {
  const m = useMessages(messages);
  const { params: p, onChange, edited, onRestore } = props;
  const field = (key: 'baseMin' | 'baseMax' | 'fundBaseMin' | 'fundBaseMax' | 'medicalFixed') => (
    <NumberField
      label={m[key]}
      unit={m.yuan}
      optional
      min={0}
      max={10_000_000}
      placeholder={m.unknown}
      value={p[key]}
      onChange={(v) => onChange({ ...p, [key]: v })}
      testId={`wxyj-${key}`}
    />
  );
  const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr' } } as const;
  return (
    <Box
      component="section"
      aria-label={m.params}
      data-testid="wxyj-params"
      sx={{ display: 'grid', gap: 1.5, p: 2, border: 1, borderColor: 'line.main', borderRadius: 2 }}
    >
      <Typography sx={{ fontWeight: 700, fontSize: 15 }}>{m.params}</Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{m.paramsHint}</Typography>
      <Box sx={grid}>
        {field('baseMin')}
        {field('baseMax')}
        {field('fundBaseMin')}
        {field('fundBaseMax')}
      </Box>
      {INSURANCE.map((item) => (
        <Box key={item} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '5.5em 1fr 1fr', alignItems: 'center' }}>
          <Typography sx={{ fontSize: 14, fontWeight: 600 }}>{m[item]}</Typography>
          {(['employee', 'employer'] as const).map((side) => (
            <NumberField
              key={side}
              label={m[side]}
              unit="%"
              optional
              min={0}
              max={100}
              placeholder={m.unknown}
              value={p.rates[item][side]}
              onChange={(v) => onChange({ ...p, rates: { ...p.rates, [item]: { ...p.rates[item], [side]: v } } })}
              testId={`wxyj-${item}-${side}`}
            />
          ))}
        </Box>
      ))}
      {field('medicalFixed')}
      {edited && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography data-testid="wxyj-edited" sx={{ fontSize: 13, color: 'warning.main' }}>
            {m.edited}
          </Typography>
          <Button size="small" onClick={onRestore}>
            {m.restore}
          </Button>
        </Box>
      )}
    </Box>
  );
}
