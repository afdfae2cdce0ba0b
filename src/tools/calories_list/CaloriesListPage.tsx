import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  format,
  Notice,
  SearchBox,
  SelectField,
  ToolBody,
  useChineseSearch,
  useI18n,
  useLazyData,
  useMessages,
  useSettledReport,
} from '../../web/kit/index.js';
import { FOOD_GROUPS, foodKeys, loadFoods, type FoodGroup } from '../../common/food/food.js';
import { foodMessages } from '../../common/food/messages.js';
import { energyBand, tableRows, type SortKey } from './table.js';
import { messages } from './messages.js';

const BAND_COLOR = { low: 'accent.green', medium: 'accent.orange', high: 'error.main' } as const;

/** 食物热量表: the food table by group, searchable and sortable. */
export default function CaloriesListPage() {
  const m = { ...useMessages(foodMessages), ...useMessages(messages) };
  const { lang } = useI18n();
  const [group, setGroup] = useState<FoodGroup | 'all'>('all');
  const [sort, setSort] = useState<SortKey>('table');
  const [query, setQuery] = useState('');
  const { data, failed } = useLazyData(loadFoods);
  const found = useChineseSearch(data, foodKeys, query, 600);
  const rows = useMemo(
    () => tableRows(query.trim() ? found.hits : (data ?? []), group, query.trim() ? 'table' : sort),
    [data, found.hits, group, sort, query],
  );
  useSettledReport(query.trim() || group !== 'all' ? `${group}:${query}` : null);
  const groups = [{ id: 'all' as const, label: m.all }, ...FOOD_GROUPS.map((g) => ({ id: g.id, label: g[lang] }))];
  const cell = { px: { xs: 1, md: 2 }, py: 1 };

  return (
    <ToolBody testId="calories-list-tool">
      <SearchBox value={query} onChange={setQuery} placeholder={m.placeholder} testId="calories-list" />
      <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5, flexWrap: { md: 'wrap' } }}>
        {groups.map((g) => (
          <Chip
            key={g.id}
            label={g.label}
            color={group === g.id ? 'primary' : 'default'}
            variant={group === g.id ? 'filled' : 'outlined'}
            onClick={() => setGroup(g.id)}
            data-testid={`calories-list-group-${g.id}`}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography data-testid="calories-list-count" sx={{ fontSize: 13.5, color: 'text.secondary' }}>
          {failed ? '' : format(m.rows, { n: rows.length })}
        </Typography>
        <Box sx={{ width: 190 }}>
          <SelectField
            label={m.sort}
            value={sort}
            onChange={setSort}
            testId="calories-list-sort"
            items={(['table', 'kcalAsc', 'kcalDesc', 'proteinDesc'] as const).map((v) => ({
              value: v,
              label: m[`sort${v[0].toUpperCase()}${v.slice(1)}` as 'sortTable'],
            }))}
          />
        </Box>
      </Box>
      <Box sx={{ border: 1, borderColor: 'line.main', borderRadius: 2.5, overflow: 'hidden' }}>
        <Table size="small" stickyHeader data-testid="calories-list-table">
          <TableHead>
            <TableRow>
              {[m.food, m.kcal, m.protein, m.fat, m.carbs].map((h, i) => (
                <TableCell
                  key={h}
                  align={i ? 'right' : 'left'}
                  sx={{ ...cell, bgcolor: 'surface.soft', fontWeight: 600 }}
                >
                  {h}
                </TableCell>
              ))}
              <TableCell
                align="right"
                sx={{ ...cell, bgcolor: 'surface.soft', fontWeight: 600, display: { xs: 'none', sm: 'table-cell' } }}
              >
                {m.fiber}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((f) => (
              <TableRow key={f.name} hover>
                <TableCell sx={cell}>{f.name}</TableCell>
                <TableCell align="right" sx={{ ...cell, fontWeight: 700, color: BAND_COLOR[energyBand(f.kcal)] }}>
                  {f.kcal}
                </TableCell>
                <TableCell align="right" sx={cell}>
                  {f.protein}
                </TableCell>
                <TableCell align="right" sx={cell}>
                  {f.fat}
                </TableCell>
                <TableCell align="right" sx={cell}>
                  {f.carbs}
                </TableCell>
                <TableCell align="right" sx={{ ...cell, display: { xs: 'none', sm: 'table-cell' } }}>
                  {f.fiber}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {failed && <Notice severity="error">{m.failed}</Notice>}
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
