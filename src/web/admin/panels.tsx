/** The dashboard's number panels: key figures, top tools, sources, task queue, storage. */
import {
  Box,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminOverview, QueueState, SourceCount, StorageSummary, ToolSummary } from '../../common/admin.js';
import { format } from '../i18n/index.js';
import type { AdminMessages } from './messages.js';
import { Empty } from './parts.js';
import { formatBytes, percent } from './series.js';

export function StatCard(props: { label: string; value: string; note: string; testId: string }) {
  return (
    <Box
      data-testid={props.testId}
      sx={{
        p: { xs: 1.75, md: 2.25 },
        border: 1,
        borderColor: 'line.main',
        borderRadius: 3,
        bgcolor: 'background.paper',
        height: '100%',
      }}
    >
      <Typography color="text.secondary" sx={{ fontSize: 13 }}>
        {props.label}
      </Typography>
      <Typography sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 700, lineHeight: 1.3, mt: 0.5 }}>
        {props.value}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: 12, mt: 0.25 }}>
        {props.note}
      </Typography>
    </Box>
  );
}

const number = (n: number) => n.toLocaleString();

export function StatCards(props: { data: AdminOverview; pv: number; uses: number; m: AdminMessages }) {
  const { data, m } = props;
  const rated = data.tools.filter((t) => t.ratings > 0);
  const ratingCount = rated.reduce((n, t) => n + t.ratings, 0);
  const avg = ratingCount ? rated.reduce((n, t) => n + t.score * t.ratings, 0) / ratingCount : 0;
  const s = data.storage;
  const cards = [
    { id: 'stat-pv', label: m.statPv, value: number(props.pv), note: m.inRange },
    { id: 'stat-uses', label: m.statUses, value: number(props.uses), note: m.inRange },
    {
      id: 'stat-ratings',
      label: m.statRatings,
      value: number(data.totals.ratings),
      note: ratingCount ? format(m.averageScore, { score: avg.toFixed(1) }) : m.allTime,
    },
    { id: 'stat-feedback', label: m.statFeedback, value: number(data.totals.feedback), note: m.allTime },
    {
      id: 'stat-storage',
      label: m.statStorage,
      value: formatBytes(s.usedBytes),
      note: s.maxBytes > 0 ? format(m.ofCap, { cap: formatBytes(s.maxBytes) }) : m.noCap,
    },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.25, md: 2 },
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
      }}
    >
      {cards.map((c, i) => (
        <Box key={c.id} sx={{ gridColumn: i === cards.length - 1 ? { xs: 'span 2', sm: 'auto' } : undefined }}>
          <StatCard testId={c.id} label={c.label} value={c.value} note={c.note} />
        </Box>
      ))}
    </Box>
  );
}

/** The tools with the most page views, each with a bar of its share. */
export function TopTools(props: { tools: ToolSummary[]; name: (slug: string) => string; m: AdminMessages }) {
  const { m } = props;
  const tools = props.tools.slice(0, 8);
  if (tools.length === 0) return <Empty text={m.noData} height={240} />;
  const most = Math.max(...tools.map((t) => t.pv), 1);
  return (
    <Stack sx={{ gap: 1.25 }} data-testid="top-tools">
      {tools.map((t) => (
        <Box key={t.tool}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, fontSize: 14 }}>
            <Typography noWrap sx={{ fontSize: 14, fontWeight: 600 }}>
              {props.name(t.tool)}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: 13, whiteSpace: 'nowrap' }}>
              {number(t.pv)} {m.views} · {number(t.uses)} {m.uses}
              {t.ratings > 0 ? ` · ${t.score.toFixed(1)}★` : ''}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={percent(t.pv, most)}
            sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'surface.soft' }}
          />
        </Box>
      ))}
    </Stack>
  );
}

export function SourcesTable(props: { sources: SourceCount[]; label: (source: string) => string; m: AdminMessages }) {
  const { m } = props;
  if (props.sources.length === 0) return null;
  return (
    <TableContainer sx={{ maxHeight: 220 }}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.source}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.callfrom}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }} align="right">
              {m.visits}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.sources.slice(0, 20).map((s) => (
            <TableRow key={`${s.source} ${s.callfrom}`}>
              <TableCell>{props.label(s.source)}</TableCell>
              <TableCell>{s.callfrom || m.none}</TableCell>
              <TableCell align="right">{number(s.visits)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const STATE_ORDER = ['queued', 'running', 'failed', 'done', 'canceled'];
const STATE_COLOUR: Record<string, 'default' | 'primary' | 'warning' | 'error' | 'success'> = {
  queued: 'warning',
  running: 'primary',
  failed: 'error',
  done: 'success',
  canceled: 'default',
};

export function QueuePanel(props: { queue: QueueState; name: (slug: string) => string; m: AdminMessages }) {
  const { queue, m } = props;
  if (!queue.available) return <Empty text={m.queueNone} />;
  const stateLabel = (s: string) => (m as Record<string, string>)[`state_${s}`] ?? s;
  const states = [...new Set([...STATE_ORDER, ...Object.keys(queue.byState)])].filter((s) => s in queue.byState);
  const tools = [...new Set(queue.byTool.map((r) => r.tool))];
  return (
    <Stack sx={{ gap: 1.5 }} data-testid="queue">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {states.map((s) => (
          <Chip
            key={s}
            color={STATE_COLOUR[s] ?? 'default'}
            variant={queue.byState[s] ? 'filled' : 'outlined'}
            label={`${stateLabel(s)} ${number(queue.byState[s])}`}
            size="small"
          />
        ))}
      </Stack>
      {tools.length === 0 ? (
        <Empty text={m.queueEmpty} height={80} />
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{m.tool}</TableCell>
                {['queued', 'running', 'failed'].map((s) => (
                  <TableCell key={s} align="right">
                    {stateLabel(s)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {tools.map((tool) => (
                <TableRow key={tool}>
                  <TableCell>{props.name(tool)}</TableCell>
                  {['queued', 'running', 'failed'].map((s) => (
                    <TableCell key={s} align="right">
                      {number(queue.byTool.find((r) => r.tool === tool && r.state === s)?.count ?? 0)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

export function StoragePanel(props: { storage: StorageSummary; m: AdminMessages }) {
  const { storage: s, m } = props;
  const share = s.maxBytes > 0 ? percent(s.usedBytes, s.maxBytes) : 0;
  const folders = Object.entries(s.byFolder).sort((a, b) => b[1] - a[1]);
  return (
    <Stack sx={{ gap: 1.5 }} data-testid="storage">
      <Typography sx={{ fontSize: 14 }}>
        {format(m.storageUsed, {
          used: formatBytes(s.usedBytes),
          cap: s.maxBytes > 0 ? formatBytes(s.maxBytes) : m.noCap,
        })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, share)}
        color={share >= 90 ? 'error' : share >= 70 ? 'warning' : 'primary'}
        sx={{ height: 10, borderRadius: 5, bgcolor: 'surface.soft' }}
      />
      {s.freeBytes !== null && (
        <Typography color="text.secondary" sx={{ fontSize: 13 }}>
          {format(m.storageFree, { free: formatBytes(s.freeBytes), min: formatBytes(s.minFreeBytes) })}
        </Typography>
      )}
      {folders.length > 0 && (
        <Stack sx={{ gap: 0.5 }}>
          {folders.map(([folder, bytes]) => (
            <Stack key={folder} direction="row" sx={{ justifyContent: 'space-between', fontSize: 13 }}>
              <Typography sx={{ fontSize: 13, fontFamily: 'monospace' }}>{folder}/</Typography>
              <Typography color="text.secondary" sx={{ fontSize: 13 }}>
                {formatBytes(bytes)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
