/** The dashboard's charts (MUI X Charts, loaded only on /admin). Colours come from the theme's accents. */
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ACCENTS } from '../theme.js';
import type { SourceCount } from '../../common/admin.js';
import { shortDay, type Series } from './series.js';
import { Empty } from './parts.js';

const HEIGHT = 280;

function useColours(): string[] {
  const { palette } = useTheme();
  return ACCENTS.map((a) => palette.accent[a]);
}

const legend = { position: { vertical: 'bottom', horizontal: 'center' }, direction: 'horizontal' } as const;

/** About seven day labels whatever the range: each label is then readable on a phone too. */
function dayAxis(days: string[], scaleType: 'point' | 'band') {
  const step = Math.max(1, Math.ceil(days.length / 7));
  const every = (_value: unknown, index: number) => index % step === 0;
  // Room for CJK fonts' taller line box: with less, the labels are shortened to nothing.
  return [{ scaleType, data: days.map(shortDay), tickInterval: every, height: 34 }];
}

type DailyProps = { days: string[]; series: Series[]; label: (key: string) => string; empty: string };

/** What the day charts share: size, axes, grid, legend, and each series' label and colour. */
function useDaily(props: DailyProps, scaleType: 'point' | 'band') {
  const colours = useColours();
  return {
    chart: {
      height: HEIGHT,
      margin: { left: 0, right: 12, top: 12 },
      xAxis: dayAxis(props.days, scaleType),
      yAxis: [{ width: 44, tickMinStep: 1 }],
      grid: { horizontal: true },
      slotProps: { legend },
    },
    series: props.series.map((s, i) => ({
      id: s.key,
      data: s.data,
      label: props.label(s.key),
      color: colours[i % colours.length],
    })),
  };
}

/** One line per series over the days (page views: top tools and the rest). */
export function DailyLines(props: DailyProps) {
  const { chart, series } = useDaily(props, 'point');
  if (props.series.length === 0) return <Empty text={props.empty} height={HEIGHT} />;
  const marks = props.days.length <= 14;
  return <LineChart {...chart} series={series.map((s) => ({ ...s, showMark: marks, curve: 'monotoneX' as const }))} />;
}

/** Stacked bars per day (tool uses by tool). */
export function DailyBars(props: DailyProps) {
  const { chart, series } = useDaily(props, 'band');
  if (props.series.length === 0) return <Empty text={props.empty} height={HEIGHT} />;
  return <BarChart {...chart} series={series.map((s) => ({ ...s, stack: 'uses' }))} />;
}

/** Visits by entry source, the biggest six and the rest. */
export function SourcesPie(props: {
  sources: SourceCount[];
  label: (source: string) => string;
  other: string;
  empty: string;
}) {
  const colours = useColours();
  const bySource = new Map<string, number>();
  for (const s of props.sources) bySource.set(s.source, (bySource.get(s.source) ?? 0) + s.visits);
  const ranked = [...bySource].sort((a, b) => b[1] - a[1]);
  const shown = ranked.slice(0, 6);
  const rest = ranked.slice(6).reduce((n, [, v]) => n + v, 0);
  const data = [
    ...shown.map(([source, value], i) => ({ id: source || '-', value, label: props.label(source), color: colours[i] })),
    ...(rest > 0 ? [{ id: '__rest__', value: rest, label: props.other, color: colours[6] }] : []),
  ];
  if (data.length === 0) return <Empty text={props.empty} height={240} />;
  return (
    <PieChart
      height={240}
      series={[{ data, innerRadius: 56, outerRadius: 96, paddingAngle: 2, cornerRadius: 4 }]}
      slotProps={{ legend: { direction: 'vertical' } }}
    />
  );
}

/** How many ratings gave 1 to 5 stars. */
export function StarBars(props: { stars: number[]; label: (n: number) => string; empty: string }) {
  const { palette } = useTheme();
  if (props.stars.every((n) => n === 0)) return <Empty text={props.empty} height={220} />;
  return (
    <BarChart
      height={220}
      layout="horizontal"
      margin={{ left: 0, right: 16, top: 8, bottom: 8 }}
      yAxis={[{ scaleType: 'band', data: [5, 4, 3, 2, 1].map(props.label), width: 56 }]}
      xAxis={[{ tickMinStep: 1, height: 34 }]}
      series={[{ data: [...props.stars].reverse(), color: palette.accent.orange }]}
      grid={{ vertical: true }}
      hideLegend
    />
  );
}
