import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FitScreenRounded from '@mui/icons-material/FitScreenRounded';
import { Markmap } from 'markmap-view';
import {
  ChoiceChips,
  createWorkerClient,
  Examples,
  format,
  inputKey,
  OptionsPanel,
  SelectField,
  Split,
  svgToPng,
  SwitchField,
  TextInput,
  ToolBody,
  useI18n,
  useLiveTransform,
  useMessages,
  useSaver,
  useSettledReport,
  useToast,
  useToolOptions,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { EXAMPLES } from './examples.js';
import { exportSvg } from './export.js';
import { buildMindMap, fileStem, SCHEMA, type MindMap } from './mindmap.js';

const worker = createWorkerClient<{ text: string; lang: 'zh' | 'en' }, MindMap>(
  () => new Worker(new URL('./mindmap.worker.ts', import.meta.url), { type: 'module' }),
);
/** Outlines longer than this are parsed in the Worker (thousands of nodes take a noticeable time). */
const WORKER_FROM = 10_000;

/** 便捷思维导图: Markdown outline → mind map (markmap), live; export SVG or PNG. */
export default function MarkmapPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const theme = useTheme();
  const toast = useToast();
  const saver = useSaver();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [text, setText] = useState('');
  const live = useLiveTransform(text, {
    size: text.length,
    isEmpty: (t) => t.trim() === '',
    transform: (t, signal) =>
      t.length > WORKER_FROM ? worker.call({ text: t, lang }, { signal }) : buildMindMap(t, lang),
    deps: lang,
  });
  const map = live.outcome?.ok ? live.outcome.value : null;
  const svgRef = useRef<SVGSVGElement>(null);
  const mmRef = useRef<Markmap | null>(null);
  const reportNow = useSettledReport(map ? inputKey(live.source, values) : null);
  const primary = theme.palette.primary.main;

  useEffect(() => {
    if (!svgRef.current || !map) return;
    const opts = {
      initialExpandLevel: values.expand === 0 ? -1 : values.expand,
      duration: 300,
      ...(values.colorful ? {} : { color: () => primary }),
    };
    if (!mmRef.current) mmRef.current = Markmap.create(svgRef.current, opts, map.root);
    else void mmRef.current.setData(map.root, opts).then(() => mmRef.current?.fit());
  }, [map, values.expand, values.colorful, primary]);
  useEffect(() => () => mmRef.current?.destroy(), []);

  const save = (kind: 'svg' | 'png') => {
    const svg = svgRef.current;
    if (!svg || !map) return;
    reportNow();
    const stem = fileStem(map, 'mindmap');
    const white = theme.palette.background.paper;
    void saver
      .save(async () => {
        if (kind === 'svg') {
          const out = exportSvg(svg, white, false);
          return [{ blob: new Blob([out.svg], { type: 'image/svg+xml' }), name: `${stem}.svg` }];
        }
        const scale = Number(values.scale);
        const out = exportSvg(svg, white, true);
        return [{ blob: await svgToPng(out.svg, out.width * scale, out.height * scale), name: `${stem}.png` }];
      })
      .catch(() => toast(m.exportFailed));
  };

  return (
    <ToolBody testId="markmap-tool" data-state={map ? 'ok' : live.outcome ? 'error' : 'empty'} data-nodes={map?.nodes}>
      <OptionsPanel onReset={reset} columns={3}>
        <ChoiceChips
          label={m.expand}
          value={String(values.expand)}
          onChange={(v) => set({ expand: Number(v) })}
          columns={4}
          testId="mm-expand"
          choices={[
            { value: '0', label: m.expandAll },
            { value: '1', label: '1' },
            { value: '2', label: '2' },
            { value: '3', label: '3' },
          ]}
        />
        <SwitchField
          label={m.colorful}
          checked={values.colorful}
          onChange={(colorful) => set({ colorful })}
          testId="mm-colorful"
        />
        <SelectField
          label={m.scale}
          value={values.scale}
          onChange={(scale) => set({ scale })}
          items={[
            { value: '1', label: '1×' },
            { value: '2', label: '2×' },
            { value: '3', label: '3×' },
          ]}
          testId="mm-scale"
        />
      </OptionsPanel>
      <Split ratio="2fr 3fr">
        <TextInput
          value={text}
          onChange={setText}
          label={m.inputLabel}
          placeholder={m.placeholder}
          rows={18}
          monospace
          testId="mm-input"
          examples={
            <Examples
              items={[
                { label: m.examplePlan, apply: () => setText(EXAMPLES.plan) },
                { label: m.exampleBook, apply: () => setText(EXAMPLES.book) },
                { label: m.exampleTrip, apply: () => setText(EXAMPLES.trip) },
              ]}
            />
          }
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontSize: 14, fontWeight: 700, mb: 1 }}>
            {m.map}
            {map && (
              <Box component="span" data-testid="mm-stats" sx={{ ml: 1, fontWeight: 400, color: 'text.secondary' }}>
                {format(m.stats, { nodes: map.nodes, depth: map.depth })}
              </Box>
            )}
          </Typography>
          <Box
            sx={{
              border: 1,
              borderColor: live.outcome && !live.outcome.ok ? 'error.light' : 'line.main',
              borderRadius: 3,
              overflow: 'hidden',
            }}
          >
            <Box sx={{ position: 'relative', height: { xs: 360, md: 520 }, bgcolor: 'background.paper' }}>
              <svg
                ref={svgRef}
                data-testid="mm-svg"
                style={{ width: '100%', height: '100%', display: map ? 'block' : 'none' }}
              />
              {!map && (
                <Box
                  data-testid="mm-message"
                  sx={{ position: 'absolute', inset: 0, p: 2, color: live.outcome ? 'error.main' : 'text.disabled' }}
                >
                  {live.outcome && !live.outcome.ok ? live.outcome.message : m.hint}
                </Box>
              )}
            </Box>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 1,
                borderTop: 1,
                borderColor: 'line.main',
                bgcolor: 'surface.subtle',
              }}
            >
              <Typography sx={{ fontSize: 12, color: 'text.secondary', mr: 'auto' }}>{m.hint}</Typography>
              <Button
                size="small"
                startIcon={<FitScreenRounded />}
                disabled={!map}
                onClick={() => void mmRef.current?.fit()}
              >
                {m.fit}
              </Button>
              <Button
                size="small"
                startIcon={<FileDownloadOutlined />}
                disabled={!map}
                onClick={() => save('svg')}
                data-testid="mm-export-svg"
              >
                {m.exportSvg}
              </Button>
              <Button
                size="small"
                variant="contained"
                disableElevation
                startIcon={<FileDownloadOutlined />}
                disabled={!map}
                onClick={() => save('png')}
                data-testid="mm-export-png"
              >
                {m.exportPng}
              </Button>
            </Box>
          </Box>
        </Box>
      </Split>
      {saver.ui}
    </ToolBody>
  );
}
