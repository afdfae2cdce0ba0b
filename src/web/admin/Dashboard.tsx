import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  AppBar,
  Box,
  Button,
  Container,
  Divider,
  LinearProgress,
  ListSubheader,
  Menu,
  MenuItem,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
} from '@mui/material';
import Download from '@mui/icons-material/Download';
import Logout from '@mui/icons-material/Logout';
import Translate from '@mui/icons-material/Translate';
import { lastDays, type AdminOverview, type ExportKind } from '../../common/admin.js';
import { format, useI18n, useMessages } from '../i18n/index.js';
import { adminMessages } from './messages.js';
import { exportUrl, loadOverview, logout } from './api.js';
import { OTHER, sum, topSeries } from './series.js';
import { DailyBars, DailyLines, SourcesPie, StarBars } from './charts.js';
import { QueuePanel, SourcesTable, StatCards, StoragePanel, TopTools } from './panels.js';
import { FeedbackPanel } from './FeedbackPanel.js';
import { CenteredMessage, Panel } from './parts.js';

const RANGES = [7, 30, 90] as const;
type RangeDays = (typeof RANGES)[number];

export function Dashboard(props: { onSignedOut: () => void }) {
  const m = useMessages(adminMessages);
  const { lang, setLang } = useI18n();
  const [days, setDays] = useState<RangeDays>(30);
  const [data, setData] = useState<AdminOverview | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [exportMenu, setExportMenu] = useState<HTMLElement | null>(null);
  const [feedbackQuery, setFeedbackQuery] = useState('');
  const range = useMemo(() => lastDays(days, new Date().toISOString().slice(0, 10)), [days]);

  const load = useCallback(() => {
    setLoading(true);
    loadOverview(range).then(
      (d) => {
        setData(d);
        setError('');
        setLoading(false);
      },
      (e: Error & { status?: number }) => {
        if (e.status === 401) props.onSignedOut();
        setError(e.message);
        setLoading(false);
      },
    );
  }, [range, props]);
  useEffect(load, [load]);

  const toolName = useCallback(
    (slug: string) => (slug === OTHER ? m.other : (data?.toolNames[slug]?.[lang] ?? slug)),
    [data, lang, m],
  );
  const sourceName = useCallback((source: string) => source || m.direct, [m]);
  const pvSeries = useMemo(() => (data ? topSeries(data.pvByDay, data.days, 5) : []), [data]);
  const usesSeries = useMemo(() => (data ? topSeries(data.usesByDay, data.days, 5) : []), [data]);

  async function signOut() {
    await logout().catch(() => undefined);
    props.onSignedOut();
  }

  const exports: [ExportKind, string][] = [
    ['pv', m.exportPv],
    ['uses', m.exportUses],
    ['sources', m.exportSources],
    ['tools', m.exportTools],
    ['feedback', m.exportFeedback],
  ];

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'surface.soft' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'line.main' }}>
        <Toolbar sx={{ gap: 1.5, flexWrap: 'wrap', py: { xs: 1, md: 0 } }}>
          <Box sx={{ mr: 'auto', minWidth: 0 }}>
            <Typography color="text.secondary" sx={{ fontSize: 12, lineHeight: 1.2 }}>
              {m.siteName}
            </Typography>
            <Typography component="h1" sx={{ fontSize: 18, fontWeight: 700, lineHeight: 1.3 }}>
              {m.title}
            </Typography>
          </Box>
          <Button
            size="small"
            startIcon={<Download />}
            onClick={(e) => setExportMenu(e.currentTarget)}
            data-testid="export-button"
          >
            {m.exportCsv}
          </Button>
          <Button size="small" startIcon={<Translate />} onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}>
            {m.language}
          </Button>
          <Button size="small" color="inherit" startIcon={<Logout />} onClick={signOut} data-testid="logout">
            {m.logout}
          </Button>
        </Toolbar>
        {loading && <LinearProgress sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 2 }} />}
      </AppBar>
      <Menu anchorEl={exportMenu} open={Boolean(exportMenu)} onClose={() => setExportMenu(null)}>
        <ListSubheader sx={{ lineHeight: '32px' }}>
          {range.from} – {range.to}
        </ListSubheader>
        {exports.map(([kind, label]) => [
          kind === 'feedback' && <Divider key="divider" />,
          <MenuItem
            key={kind}
            component="a"
            href={exportUrl(kind, range, feedbackQuery)}
            download
            onClick={() => setExportMenu(null)}
            data-testid={`export-${kind}`}
          >
            {label}
          </MenuItem>,
        ])}
      </Menu>

      <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
        <Stack sx={{ gap: { xs: 1.5, md: 2.5 } }}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          >
            <ToggleButtonGroup
              size="small"
              exclusive
              value={days}
              onChange={(_e, v: RangeDays | null) => v && setDays(v)}
              aria-label={m.rangeLabel}
              sx={{ bgcolor: 'background.paper' }}
            >
              {RANGES.map((d) => (
                <ToggleButton key={d} value={d} sx={{ px: 1.75 }}>
                  {m[`range${d}`]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography color="text.secondary" sx={{ fontSize: 13 }}>
              {range.from} – {range.to} (UTC)
            </Typography>
          </Stack>

          {error && !data && (
            <Alert severity="error" action={<Button onClick={load}>{m.retry}</Button>}>
              {format(m.loadFailed, { reason: error })}
            </Alert>
          )}
          {!data && !error && <CenteredMessage text={m.loading} busy />}
          {data && (
            <>
              <StatCards data={data} pv={sum(data.pvByDay)} uses={sum(data.usesByDay)} m={m} />
              <Grid2 main={8}>
                <Panel title={m.pvChart} testId="pv-chart">
                  <DailyLines days={data.days} series={pvSeries} label={toolName} empty={m.noData} />
                </Panel>
                <Panel title={m.topTools}>
                  <TopTools tools={data.tools} name={toolName} m={m} />
                </Panel>
              </Grid2>
              <Grid2 main={6}>
                <Panel title={m.usesChart} testId="uses-chart">
                  <DailyBars days={data.days} series={usesSeries} label={toolName} empty={m.noData} />
                </Panel>
                <Panel title={m.sources} testId="sources-chart">
                  <Stack sx={{ gap: 1 }}>
                    <SourcesPie sources={data.sources} label={sourceName} other={m.other} empty={m.noData} />
                    <SourcesTable sources={data.sources} label={sourceName} m={m} />
                  </Stack>
                </Panel>
              </Grid2>
              <Box
                sx={{
                  display: 'grid',
                  gap: { xs: 1.5, md: 2.5 },
                  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
                }}
              >
                <Panel title={m.stars} testId="stars-chart">
                  <StarBars stars={data.stars} label={(n) => format(m.starN, { n })} empty={m.noData} />
                </Panel>
                <Panel title={m.queue}>
                  <QueuePanel queue={data.queue} name={toolName} m={m} />
                </Panel>
                <Panel title={m.storage}>
                  <StoragePanel storage={data.storage} m={m} />
                </Panel>
              </Box>
              <Panel title={m.feedback}>
                <FeedbackPanel m={m} onQuery={setFeedbackQuery} />
              </Panel>
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

/** Two panels side by side on wide screens (`main` of 12 columns for the first), stacked on phones. */
function Grid2(props: { main: number; children: [React.ReactNode, React.ReactNode] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2.5 },
        gridTemplateColumns: { xs: '1fr', lg: `${props.main}fr ${12 - props.main}fr` },
        '& > *': { minWidth: 0 },
      }}
    >
      {props.children}
    </Box>
  );
}
