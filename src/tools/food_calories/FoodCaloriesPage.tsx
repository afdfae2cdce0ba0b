import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  ChoiceChips,
  format,
  ItemCard,
  Notice,
  NumberField,
  OptionsPanel,
  SearchBox,
  SearchResults,
  SelectField,
  Split,
  StatGrid,
  ToolBody,
  useChineseSearch,
  useLazyData,
  useMessages,
  useSettledReport,
  useToolOptions,
} from '../../web/kit/index.js';
import { dailyNeed, foodKeys, forGrams, loadFoods } from '../../common/food/food.js';
import { foodMessages } from '../../common/food/messages.js';
import { addItem, balance, mealTotal, PERSON, type MealItem } from './meal.js';
import { messages } from './messages.js';

const ACTIVITIES = ['sedentary', 'light', 'moderate', 'active', 'veryActive'] as const;

/** 卡路里查询: a day's foods against the daily need. */
export default function FoodCaloriesPage() {
  const m = { ...useMessages(foodMessages), ...useMessages(messages) };
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<MealItem[]>([]);
  const { values: p, set, number } = useToolOptions(PERSON);
  const { data, failed } = useLazyData(loadFoods);
  const result = useChineseSearch(data, foodKeys, query, 20);
  const total = mealTotal(items);
  const need = dailyNeed({ sex: p.sex, age: p.age, heightCm: p.height, weightKg: p.weight, activity: p.activity });
  const { percent, left } = balance(total.kcal, need?.need ?? null);
  useSettledReport(items.length ? items.map((i) => `${i.food.name}${i.grams}`).join() : null);
  const setGrams = (at: number, g: number) => setItems(items.map((it, i) => (i === at ? { ...it, grams: g } : it)));

  return (
    <ToolBody testId="food-calories-tool">
      <Notice severity="warning" testId="food-calories-photo">
        {m.photo}
      </Notice>
      <Split ratio="1fr 1fr">
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <SearchBox value={query} onChange={setQuery} placeholder={m.placeholder} testId="food-calories" />
          <SearchResults
            result={result}
            loading={!data && !failed}
            failed={failed}
            testId="food-calories"
            render={(f) => (
              <ItemCard
                key={f.name}
                title={f.name}
                testId="food-calories-hit"
                onClick={() => setItems(addItem(items, f))}
                badge={
                  <Typography
                    sx={{ color: 'accent.orange', fontWeight: 700, whiteSpace: 'nowrap' }}
                  >{`+ ${f.kcal} ${m.kcal}/100${m.grams}`}</Typography>
                }
              />
            )}
          />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <StatGrid
            testId="food-calories-total"
            headline={{
              id: 'food-calories-kcal',
              label: m.total,
              value: `${total.kcal} ${m.kcal}`,
              detail: need
                ? `${m.need} ${need.need} ${m.kcal} · ${left! >= 0 ? format(m.left, { n: left! }) : format(m.over, { n: -left! })}`
                : undefined,
            }}
            stats={[
              { id: 'protein', label: m.protein, value: `${total.protein} ${m.grams}`, accent: 'blue' },
              { id: 'fat', label: m.fat, value: `${total.fat} ${m.grams}`, accent: 'orange' },
              { id: 'carbs', label: m.carbs, value: `${total.carbs} ${m.grams}`, accent: 'green' },
            ]}
          />
          {need && (
            <LinearProgress
              variant="determinate"
              value={Math.min(100, percent)}
              color={percent > 100 ? 'error' : 'primary'}
              sx={{ height: 8, borderRadius: 4 }}
            />
          )}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{m.meal}</Typography>
            {items.length > 0 && (
              <Button size="small" onClick={() => setItems([])}>
                {m.clearAll}
              </Button>
            )}
          </Box>
          {items.length === 0 && <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{m.empty}</Typography>}
          {items.map((it, i) => (
            <Box
              key={it.food.name}
              data-testid="food-calories-item"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'line.light',
              }}
            >
              <Typography sx={{ flex: 1, minWidth: 0, fontSize: 14.5 }}>{it.food.name}</Typography>
              <TextField
                size="small"
                type="number"
                value={it.grams}
                onChange={(e) => setGrams(i, Math.max(0, Number(e.target.value) || 0))}
                slotProps={{
                  htmlInput: { min: 0, max: 5000, 'aria-label': m.grams },
                  input: { endAdornment: m.grams },
                }}
                sx={{ width: 110 }}
              />
              <Typography sx={{ width: 72, textAlign: 'right', fontWeight: 600 }}>
                {forGrams(it.food, it.grams).kcal}
              </Typography>
              <IconButton size="small" aria-label={m.remove} onClick={() => setItems(items.filter((_, j) => j !== i))}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
          <OptionsPanel title={m.you} columns={2}>
            <ChoiceChips
              value={p.sex}
              onChange={(v) => set({ sex: v })}
              choices={[
                { value: 'female', label: m.female },
                { value: 'male', label: m.male },
              ]}
            />
            <NumberField label={m.age} unit={m.years} {...number('age')} />
            <NumberField label={m.height} unit={m.cm} {...number('height')} />
            <NumberField label={m.weight} unit={m.kg} {...number('weight')} />
            <SelectField
              label={m.activity}
              value={p.activity}
              onChange={(v) => set({ activity: v })}
              items={ACTIVITIES.map((a) => ({ value: a, label: m[a] }))}
            />
          </OptionsPanel>
          {need && (
            <Typography
              sx={{ fontSize: 13, color: 'text.secondary' }}
            >{`${format(m.bmr, { n: need.bmr })} · ${m.needNote}`}</Typography>
          )}
        </Box>
      </Split>
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
