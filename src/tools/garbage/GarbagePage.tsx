import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  Examples,
  ItemCard,
  Notice,
  SearchBox,
  SearchResults,
  ToolBody,
  useChineseSearch,
  useLazyData,
  useMessages,
  useSettledReport,
} from '../../web/kit/index.js';
import { CATEGORIES, garbageKeys, loadGarbage, type GarbageCategory } from './garbage.js';
import { messages } from './messages.js';

/** The national bin colours, from the theme's accents. */
const COLOR: Record<GarbageCategory, string> = {
  recyclable: 'accent.blue',
  hazardous: 'error.main',
  kitchen: 'accent.green',
  other: 'accent.slate',
};
const EXAMPLES = ['电池', '香蕉皮', '外卖盒', 'kqsp'];

/** 垃圾分类查询: type an item, see its bin. */
export default function GarbagePage() {
  const m = useMessages(messages);
  const [query, setQuery] = useState('');
  const { data, failed } = useLazyData(loadGarbage);
  const result = useChineseSearch(data, garbageKeys, query, 30);
  useSettledReport(result.hits.length > 0 ? result.query : null);

  const badge = (c: GarbageCategory) => (
    <Chip label={m[c]} size="small" sx={{ bgcolor: COLOR[c], color: 'common.white', fontWeight: 600 }} />
  );
  const categories = (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {CATEGORIES.map((c) => (
        <Box
          key={c}
          data-testid={`garbage-cat-${c}`}
          sx={{ borderRadius: 2.5, p: 2, bgcolor: 'surface.soft', borderLeft: 5, borderColor: COLOR[c] }}
        >
          <Typography sx={{ fontWeight: 700, color: COLOR[c] }}>
            {m[c]}{' '}
            {m[`${c}Alias`] && (
              <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
                （{m[`${c}Alias`]}）
              </Typography>
            )}
          </Typography>
          <Typography sx={{ fontSize: 14, mt: 0.5 }}>{m[`${c}Desc`]}</Typography>
          <Typography sx={{ fontSize: 13, mt: 0.5, color: 'text.secondary' }}>{m[`${c}Tip`]}</Typography>
        </Box>
      ))}
    </Box>
  );

  return (
    <ToolBody testId="garbage-tool">
      <SearchBox value={query} onChange={setQuery} placeholder={m.placeholder} testId="garbage" />
      <Examples items={EXAMPLES.map((e) => ({ label: e, apply: () => setQuery(e) }))} testId="garbage-example" />
      <SearchResults
        result={result}
        loading={!data && !failed}
        failed={failed}
        empty={categories}
        testId="garbage"
        render={(item) => (
          <ItemCard key={item.name} title={item.name} badge={badge(item.category)} testId="garbage-hit">
            {m[`${item.category}Tip`]}
          </ItemCard>
        )}
      />
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
