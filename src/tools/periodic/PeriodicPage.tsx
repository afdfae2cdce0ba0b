import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  format,
  Notice,
  SearchBox,
  ToolBody,
  useChineseSearch,
  useLazyData,
  useMessages,
  useSettledReport,
} from '../../web/kit/index.js';
import { cell, elementKeys, exactElement, loadElements, oldGroupName, type Block, type Element } from './periodic.js';
import { messages } from './messages.js';

/** One accent per block. */
const BLOCK_COLOR: Record<Block, string> = {
  s: 'accent.orange',
  p: 'accent.green',
  d: 'accent.blue',
  f: 'accent.violet',
};

/** 元素周期表: the 18-column table, a search, and the picked element's card. */
export default function PeriodicPage() {
  const m = useMessages(messages);
  const { data } = useLazyData(loadElements);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<number>(26);
  const result = useChineseSearch(data, elementKeys, query, 20);
  const q = result.query.trim();
  const found = data && q ? (exactElement(data, q) ?? result.hits[0]) : undefined;
  const shown = found ?? data?.[picked - 1];
  const hits = useMemo(() => new Set(q ? result.hits.map((e) => e.z) : []), [q, result.hits]);
  useSettledReport(found ? String(found.z) : null);

  const choose = (e: Element) => {
    setPicked(e.z);
    setQuery('');
  };
  const field = (label: string, value: string, testId?: string) => (
    <Box>
      <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{label}</Typography>
      <Typography data-testid={testId} sx={{ fontSize: 15.5, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );

  return (
    <ToolBody testId="periodic-tool">
      <SearchBox value={query} onChange={setQuery} placeholder={m.placeholder} testId="periodic" />
      {q && data && !found && (
        <Notice severity="warning" testId="periodic-none">
          {format(m.notFound, { q })}
        </Notice>
      )}
      {shown && (
        <Box
          data-testid="periodic-card"
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            p: 2,
            borderRadius: 3,
            border: 1,
            borderColor: 'line.main',
            bgcolor: 'background.paper',
          }}
        >
          <Box
            sx={{
              flex: 'none',
              width: 96,
              height: 96,
              borderRadius: 2.5,
              bgcolor: BLOCK_COLOR[shown.block],
              color: 'common.white',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Typography sx={{ fontSize: 13, lineHeight: 1 }}>{shown.z}</Typography>
            <Typography sx={{ fontSize: 34, fontWeight: 700, lineHeight: 1.15 }}>{shown.symbol}</Typography>
            <Typography sx={{ fontSize: 16, lineHeight: 1 }}>{shown.zh}</Typography>
          </Box>
          <Box
            sx={{
              flex: 1,
              display: 'grid',
              gap: 1.25,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            {field(m.name, `${shown.zh}（${shown.pinyin}）`, 'periodic-name')}
            {field(m.english, shown.en)}
            {field(m.number, String(shown.z))}
            {field(m.weight, shown.weight ?? m.noWeight, 'periodic-weight')}
            {field(m.period, format(m.periodN, { n: shown.period }))}
            {field(
              m.group,
              shown.group ? format(m.groupN, { n: shown.group, old: oldGroupName(shown.group) }) : m[shown.series!],
              'periodic-group',
            )}
            {field(m.block, format(m.blockN, { b: shown.block }))}
          </Box>
        </Box>
      )}
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{m.tapHint}</Typography>
      <Box sx={{ overflowX: 'auto', pb: 1 }}>
        <Box
          data-testid="periodic-table"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(18, minmax(40px, 1fr))',
            gridTemplateRows: 'repeat(7, auto) 12px auto auto',
            gap: '3px',
            minWidth: 760,
          }}
        >
          {data?.map((e) => {
            const { row, col } = cell(e);
            const dim = q !== '' && !hits.has(e.z);
            const active = shown?.z === e.z;
            return (
              <Box
                key={e.z}
                component="button"
                type="button"
                data-testid={`periodic-el-${e.symbol}`}
                title={`${e.z} ${e.zh} ${e.symbol}`}
                onClick={() => choose(e)}
                sx={{
                  gridRow: row + (row > 7 ? 1 : 0),
                  gridColumn: col,
                  aspectRatio: '1 / 1.1',
                  p: 0,
                  border: 2,
                  borderColor: active ? 'text.primary' : 'transparent',
                  borderRadius: 1,
                  bgcolor: BLOCK_COLOR[e.block],
                  color: 'common.white',
                  opacity: dim ? 0.25 : 1,
                  cursor: 'pointer',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  lineHeight: 1.1,
                }}
              >
                <Box component="span" sx={{ fontSize: 9 }}>
                  {e.z}
                </Box>
                <Box component="span" sx={{ fontSize: 15, fontWeight: 700 }}>
                  {e.symbol}
                </Box>
                <Box component="span" sx={{ fontSize: 11 }}>
                  {e.zh}
                </Box>
              </Box>
            );
          })}
          {(['lanthanide', 'actinide'] as const).map((s, i) => (
            <Box
              key={s}
              sx={{
                gridRow: 6 + i,
                gridColumn: 3,
                borderRadius: 1,
                bgcolor: 'surface.soft',
                color: 'text.secondary',
                fontSize: 11,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                textAlign: 'center',
              }}
            >
              {m[s]}
            </Box>
          ))}
        </Box>
      </Box>
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
