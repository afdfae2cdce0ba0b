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
import { countryKeys, loadCountries, NOTES, REGIONS, type Country } from './capital.js';
import { messages } from './messages.js';

const OPTIONS = defineOptions({ region: opt.choice(['all', ...REGIONS], 'all') });
const list = { display: 'grid', gap: 1.25, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/** 各国首都: search countries and capitals, or browse by continent. */
export default function CapitalPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const { values: o, set } = useToolOptions(OPTIONS);
  const [query, setQuery] = useState('');
  const { data, failed } = useLazyData(loadCountries);
  const result = useChineseSearch(data, countryKeys, query, 30);
  useSettledReport(result.hits.length > 0 ? result.query : null);

  const card = (c: Country) => (
    <ItemCard
      key={c.code}
      testId="capital-hit"
      title={
        <>
          {c.zh}{' '}
          <Typography component="span" sx={{ fontSize: 14, color: 'text.secondary' }}>
            {c.en}
          </Typography>
        </>
      }
      badge={<Chip size="small" label={m[c.region]} />}
    >
      <Box sx={{ color: 'text.primary', fontSize: 15 }}>
        {m.capital}：
        {c.capitalZh.map((z, i) => (
          <Box component="span" key={z} sx={{ mr: 1.5 }}>
            <b>{z}</b> {c.capitalEn[i]}
          </Box>
        ))}
      </Box>
      {NOTES[c.code] && <Box sx={{ mt: 0.5 }}>{NOTES[c.code]![lang === 'en' ? 'en' : 'zh']}</Box>}
    </ItemCard>
  );
  const shown = data?.filter((c) => o.region === 'all' || c.region === o.region) ?? [];
  const browse = (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {(['all', ...REGIONS] as const).map((r) => (
          <Chip
            key={r}
            label={m[r]}
            onClick={() => set({ region: r })}
            color={o.region === r ? 'primary' : 'default'}
            data-testid={`capital-region-${r}`}
          />
        ))}
      </Box>
      <Typography data-testid="capital-count" sx={{ fontSize: 13.5, color: 'text.secondary' }}>
        {format(m.count, { n: shown.length })}
      </Typography>
      <Box sx={list}>{shown.map(card)}</Box>
    </Box>
  );

  return (
    <ToolBody testId="capital-tool">
      <SearchBox value={query} onChange={setQuery} placeholder={m.placeholder} testId="capital" />
      <SearchResults
        result={result}
        loading={!data && !failed}
        failed={failed}
        empty={browse}
        testId="capital"
        render={() => null}
      />
      {result.query.trim() && <Box sx={list}>{result.hits.map(card)}</Box>}
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
