import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  format,
  ItemCard,
  Notice,
  SearchBox,
  SearchResults,
  Split,
  StatGrid,
  ToolBody,
  useChineseSearch,
  useI18n,
  useLazyData,
  useMessages,
  useSettledReport,
} from '../../web/kit/index.js';
import { foodKeys, forGrams, groupLabel, loadFoods, quickGrams, toKj, type Food } from '../../common/food/food.js';
import { foodMessages } from '../../common/food/messages.js';
import { parseGrams, POPULAR } from './calories.js';
import { messages } from './messages.js';

/** 卡路里查询: find a food, then work out a portion. */
export default function CaloriesPage() {
  const m = { ...useMessages(foodMessages), ...useMessages(messages) };
  const { lang } = useI18n();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Food | null>(null);
  const [grams, setGrams] = useState('100');
  const { data, failed } = useLazyData(loadFoods);
  const result = useChineseSearch(data, foodKeys, query, 40);
  const popular = useMemo(() => data?.filter((f) => POPULAR.includes(f.name)) ?? [], [data]);
  const amount = parseGrams(grams);
  useSettledReport(picked && amount ? `${picked.name}:${amount}` : null);

  const card = (f: Food) => (
    <ItemCard
      key={f.name}
      title={f.name}
      testId="calories-hit"
      selected={picked?.name === f.name}
      onClick={() => setPicked(f)}
      badge={
        <Typography
          sx={{ fontWeight: 700, color: 'accent.orange', whiteSpace: 'nowrap' }}
        >{`${f.kcal} ${m.kcal}`}</Typography>
      }
    >
      {`${m.per100} · ${groupLabel(f.group, lang)} · ${m.protein} ${f.protein} · ${m.fat} ${f.fat} · ${m.carbs} ${f.carbs}`}
      {f.aliases.length > 0 && ` · ${format(m.aliases, { names: f.aliases.join('、') })}`}
    </ItemCard>
  );
  const portion = picked && amount ? forGrams(picked, amount) : null;

  return (
    <ToolBody testId="calories-tool">
      <SearchBox value={query} onChange={setQuery} placeholder={m.placeholder} testId="calories" />
      <Split ratio="1fr 400px">
        <SearchResults
          result={result}
          loading={!data && !failed}
          failed={failed}
          testId="calories"
          render={card}
          empty={
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Typography sx={{ fontSize: 13.5, color: 'text.secondary' }}>{m.popular}</Typography>
              {popular.map(card)}
            </Box>
          }
        />
        <Box
          data-testid="calories-detail"
          sx={{ position: { md: 'sticky' }, top: 16, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {!picked || !portion ? (
            <Notice>{picked ? m.amountInvalid : m.pick}</Notice>
          ) : (
            <StatGrid
              testId="calories-portion"
              headline={{
                id: 'calories-total',
                label: `${picked.name} · ${amount} ${m.grams}`,
                value: `${portion.kcal} ${m.kcal}`,
                detail: `${toKj(portion.kcal)} ${m.kj}`,
              }}
              stats={[
                { id: 'protein', label: m.protein, value: `${portion.protein} ${m.grams}`, accent: 'blue' },
                { id: 'fat', label: m.fat, value: `${portion.fat} ${m.grams}`, accent: 'orange' },
                { id: 'carbs', label: m.carbs, value: `${portion.carbs} ${m.grams}`, accent: 'green' },
              ]}
            />
          )}
          {picked && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <TextField
                size="small"
                label={m.amount}
                value={grams}
                onChange={(e) => setGrams(e.target.value)}
                error={amount === null}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'calories-grams' } }}
                sx={{ width: 130 }}
              />
              {quickGrams(picked).map((g) => (
                <Chip
                  key={g}
                  label={`${g} ${m.grams}`}
                  size="small"
                  variant={amount === g ? 'filled' : 'outlined'}
                  onClick={() => setGrams(String(g))}
                />
              ))}
            </Box>
          )}
        </Box>
      </Split>
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
