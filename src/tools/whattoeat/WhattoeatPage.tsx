import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CasinoOutlinedIcon from '@mui/icons-material/CasinoOutlined';
import { FieldLabel, format, Notice, ToolBody, useLazyData, useMessages, useUsageReport } from '../../web/kit/index.js';
import { candidates, DISH_CATEGORIES, drawDish, loadDishes, stars, type Dish, type DishCategory } from './dishes.js';
import { messages } from './messages.js';

/** Names flicker past this many times before the draw settles. */
const FLICKERS = 8;

/** 今天吃什么: draw a dish, by kind. */
export default function WhattoeatPage() {
  const m = useMessages(messages);
  const report = useUsageReport();
  const { data, failed } = useLazyData(loadDishes);
  const [kinds, setKinds] = useState<DishCategory[]>([]);
  const [dish, setDish] = useState<Dish | null>(null);
  const [rolling, setRolling] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const list = useMemo(() => (data ? candidates(data, kinds) : []), [data, kinds]);
  useEffect(() => () => clearInterval(timer.current), []);

  const toggle = (k: DishCategory) => setKinds(kinds.includes(k) ? kinds.filter((x) => x !== k) : [...kinds, k]);
  const draw = () => {
    if (!list.length) return;
    const final = drawDish(list, dish?.name ?? null)!;
    let n = 0;
    setRolling(true);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      n += 1;
      if (n < FLICKERS) return setDish(drawDish(list, null));
      clearInterval(timer.current);
      setDish(final);
      setRolling(false);
      report(final.name);
    }, 60);
  };

  return (
    <ToolBody testId="whattoeat-tool">
      <Box>
        <FieldLabel>{m.kinds}</FieldLabel>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {DISH_CATEGORIES.map((k) => (
            <Chip
              key={k}
              label={m[k]}
              color={kinds.includes(k) ? 'primary' : 'default'}
              variant={kinds.includes(k) ? 'filled' : 'outlined'}
              onClick={() => toggle(k)}
              data-testid={`whattoeat-kind-${k}`}
            />
          ))}
        </Box>
      </Box>
      <Box
        data-testid="whattoeat-card"
        data-state={rolling ? 'rolling' : dish ? 'picked' : 'idle'}
        sx={{
          borderRadius: 3,
          bgcolor: 'surface.soft',
          p: { xs: 3, md: 5 },
          minHeight: { xs: 180, md: 220 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          textAlign: 'center',
        }}
      >
        <Typography
          data-testid="whattoeat-dish"
          sx={{
            fontSize: { xs: 34, md: 48 },
            fontWeight: 800,
            color: dish ? 'accent.orange' : 'text.secondary',
            opacity: rolling ? 0.6 : 1,
          }}
        >
          {dish?.name ?? m.question}
        </Typography>
        {dish && !rolling && (
          <Typography data-testid="whattoeat-about" sx={{ fontSize: 14.5, color: 'text.secondary' }}>
            {m[dish.category]}
            {dish.difficulty !== null && ` · ${m.difficulty} ${stars(dish.difficulty)}`}
          </Typography>
        )}
        <Button
          variant="contained"
          size="large"
          startIcon={<CasinoOutlinedIcon />}
          onClick={draw}
          disabled={!list.length || rolling}
          data-testid="whattoeat-draw"
          sx={{ mt: 1.5, px: 5 }}
        >
          {dish ? m.again : m.draw}
        </Button>
      </Box>
      {failed && <Notice severity="error">{m.failed}</Notice>}
      {!data && !failed && <Typography sx={{ color: 'text.secondary' }}>{m.loading}</Typography>}
      {data && (
        <Box>
          <Typography data-testid="whattoeat-count" sx={{ fontWeight: 600, mb: 1 }}>
            {format(m.count, { n: list.length })}
          </Typography>
          <Box data-testid="whattoeat-menu" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {list.map((d) => (
              <Chip key={d.name} label={d.name} size="small" variant="outlined" onClick={() => setDish(d)} />
            ))}
          </Box>
        </Box>
      )}
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
