import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  defineOptions,
  format,
  ItemCard,
  Notice,
  opt,
  SearchBox,
  SearchResults,
  ToolBody,
  useChineseSearch,
  useI18n,
  useLazyData,
  useMessages,
  useSettledReport,
  useToolOptions,
} from '../../web/kit/index.js';
import {
  dynastiesIn,
  dynastyKeys,
  ERAS,
  formatYear,
  loadDynasties,
  parseYear,
  span,
  type Dynasty,
} from './dynasties.js';
import { messages } from './messages.js';

const OPTIONS = defineOptions({ era: opt.choice(['all', ...ERAS], 'all') });

/** 历史朝代查询: search dynasties, find the dynasty of a year, browse by period. */
export default function DynastiesPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const { values: o, set } = useToolOptions(OPTIONS);
  const [query, setQuery] = useState('');
  const { data, failed } = useLazyData(loadDynasties);
  const year = parseYear(query);
  const result = useChineseSearch(data, dynastyKeys, year === null ? query : '', 20);
  const inYear = data && year !== null ? dynastiesIn(data, year) : null;
  useSettledReport(inYear?.length ? String(year) : result.hits.length ? result.query : null);

  const years = (d: Dynasty) =>
    `${d.approx ? m.approx : ''}${formatYear(d.start, lang)} — ${formatYear(d.end, lang)}（${format(m.span, { n: span(d) })}）`;
  const card = (d: Dynasty) => (
    <ItemCard key={d.name} testId="dynasties-hit" title={d.name} badge={<Chip size="small" label={m[`era${d.era}`]} />}>
      <Box sx={{ color: 'text.primary' }}>
        {m.years}：{years(d)}
      </Box>
      {d.capitals.length > 0 && (
        <Box>
          {m.capital}：{d.capitals.join(' → ')}
        </Box>
      )}
      {d.founder && (
        <Box>
          {m.founder}：{d.founder}
        </Box>
      )}
      {d.note && <Box sx={{ fontSize: 13 }}>{d.note}</Box>}
    </ItemCard>
  );
  const list = { display: 'grid', gap: 1.25, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;
  const shown = data?.filter((d) => o.era === 'all' || d.era === o.era) ?? [];

  return (
    <ToolBody testId="dynasties-tool">
      <SearchBox value={query} onChange={setQuery} placeholder={m.placeholder} testId="dynasties" />
      {inYear ? (
        <Box sx={{ display: 'grid', gap: 1.25 }} data-testid="dynasties-year">
          <Typography sx={{ fontWeight: 700 }}>
            {format(inYear.length ? m.inYear : m.noneInYear, { year: formatYear(year!, lang) })}
          </Typography>
          <Box sx={list}>{inYear.map(card)}</Box>
        </Box>
      ) : (
        <>
          <SearchResults
            result={result}
            loading={!data && !failed}
            failed={failed}
            testId="dynasties"
            render={() => null}
            empty={
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                  {(['all', ...ERAS] as const).map((e) => (
                    <Chip
                      key={e}
                      label={e === 'all' ? m.all : m[`era${e}`]}
                      onClick={() => set({ era: e })}
                      color={o.era === e ? 'primary' : 'default'}
                      data-testid={`dynasties-era-${e}`}
                    />
                  ))}
                </Box>
                <Box sx={list}>{shown.map(card)}</Box>
              </Box>
            }
          />
          {result.query.trim() && <Box sx={list}>{result.hits.map(card)}</Box>}
        </>
      )}
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
