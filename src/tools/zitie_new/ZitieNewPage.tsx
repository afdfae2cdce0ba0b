import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import {
  ChoiceChips,
  format,
  getJson,
  Notice,
  NumberField,
  OptionsPanel,
  SwitchField,
  ToolBody,
  useDebounced,
  useMessages,
  useSaver,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { MAX_CHARS, ZITIE_PATH, type GlyphAnswer } from './api.js';
import { A4, flipPath, GRIDS, guideLines, layoutSheet, OPTIONS, sheetChars, type Ink, type Op } from './sheet.js';
import { GLYPH_PAD, sheetPdf } from './pdf.js';
import { messages } from './messages.js';

/** The first page as SVG, drawn from the same operations as the PDF. */
function Preview({ ops, grid, glyphs }: { ops: Op[]; grid: (typeof GRIDS)[number]; glyphs: Record<string, string[]> }) {
  const t = useTheme();
  const line = t.palette.error.light;
  const ink: Record<Ink, string> = {
    model: t.palette.text.primary,
    trace: t.palette.grey[300],
    done: t.palette.grey[500],
    new: t.palette.error.main,
  };
  const paths = useMemo(() => {
    const out: Record<string, string[]> = {};
    for (const [c, strokes] of Object.entries(glyphs)) out[c] = strokes.map(flipPath);
    return out;
  }, [glyphs]);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${A4.width} ${A4.height}`}
      data-testid="zitie-preview"
      sx={{
        width: '100%',
        maxWidth: 560,
        bgcolor: 'common.white',
        boxShadow: 2,
        borderRadius: 1,
        display: 'block',
        mx: 'auto',
      }}
    >
      {ops.map((op, i) => {
        if (op.kind === 'cell')
          return (
            <g key={i} stroke={line} fill="none">
              <rect x={op.x} y={op.y} width={op.size} height={op.size} strokeWidth={0.8} />
              {guideLines(grid).map(([x1, y1, x2, y2], j) => (
                <line
                  key={j}
                  x1={op.x + x1 * op.size}
                  y1={op.y + y1 * op.size}
                  x2={op.x + x2 * op.size}
                  y2={op.y + y2 * op.size}
                  strokeWidth={0.4}
                  strokeDasharray="2 2"
                />
              ))}
            </g>
          );
        const pad = op.size * GLYPH_PAD;
        const scale = (op.size - 2 * pad) / 1024;
        const last = op.strokes.length - 1;
        return (
          <g key={i} transform={`translate(${op.x + pad} ${op.y + pad}) scale(${scale})`} data-glyph={op.char}>
            {op.strokes.map((k, j) => (
              <path
                key={k}
                d={paths[op.char]?.[k] ?? ''}
                fill={ink[op.ink === 'new' ? (j === last ? 'new' : 'done') : op.ink]}
              />
            ))}
          </g>
        );
      })}
    </Box>
  );
}

/** 字帖生成: characters → an A4 copybook PDF with a live preview. */
export default function ZitieNewPage() {
  const m = useMessages(messages);
  const report = useUsageReport();
  const saver = useSaver();
  const { values: o, set, number } = useToolOptions(OPTIONS);
  const [text, setText] = useState('');
  const typed = useDebounced(text, 300);
  const { chars, dropped } = useMemo(() => sheetChars(typed, MAX_CHARS), [typed]);
  const [glyphs, setGlyphs] = useState<Record<string, string[]>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  useEffect(() => {
    const need = [...new Set(chars)].filter((c) => !(c in glyphs) && !missing.includes(c));
    if (!need.length) return;
    const controller = new AbortController();
    setState('loading');
    getJson<GlyphAnswer>(ZITIE_PATH, { chars: need.join('') }, controller.signal).then(
      (answer) => {
        setGlyphs((g) => ({ ...g, ...answer.glyphs }));
        setMissing((mi) => [...mi, ...answer.missing]);
        setState('idle');
      },
      () => !controller.signal.aborted && setState('failed'),
    );
    return () => controller.abort();
  }, [chars, glyphs, missing]);

  const drawn = chars.filter((c) => c in glyphs);
  const pages = useMemo(
    () => layoutSheet(drawn, (c) => glyphs[c]?.length ?? 0, o),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawn is derived from chars and glyphs
    [chars, glyphs, o],
  );
  const skipped = [...new Set(chars.filter((c) => missing.includes(c)))];
  const download = () =>
    saver.save(async () => {
      const bytes = await sheetPdf(pages, o.grid, glyphs);
      report(drawn.join(''));
      return [
        {
          blob: new Blob([bytes as BlobPart], { type: 'application/pdf' }),
          name: `字帖-${drawn.slice(0, 8).join('')}.pdf`,
        },
      ];
    });

  return (
    <ToolBody testId="zitie-tool">
      <TextField
        label={m.text}
        placeholder={m.placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { 'data-testid': 'zitie-input', maxLength: 400 } }}
      />
      <OptionsPanel columns={2}>
        <ChoiceChips
          label={m.grid}
          value={o.grid}
          onChange={(grid) => set({ grid })}
          columns={3}
          testId="zitie-grid"
          choices={GRIDS.map((g) => ({ value: g, label: m[g] }))}
        />
        <ChoiceChips
          label={m.cols}
          value={String(o.cols) as '6' | '8' | '10' | '12'}
          onChange={(v) => set({ cols: Number(v) })}
          columns={4}
          testId="zitie-cols"
          choices={(['6', '8', '10', '12'] as const).map((v) => ({ value: v, label: v }))}
        />
        <NumberField label={m.trace} testId="zitie-trace" {...number('trace')} />
        <NumberField label={m.rows} testId="zitie-rows" {...number('rows')} />
        <SwitchField
          label={m.order}
          hint={m.orderHint}
          checked={o.order}
          onChange={(order) => set({ order })}
          testId="zitie-order"
        />
      </OptionsPanel>
      {state === 'failed' && <Notice severity="error">{m.failed}</Notice>}
      {skipped.length > 0 && (
        <Notice severity="warning" testId="zitie-missing">
          {format(m.missing, { chars: skipped.join('') })}
        </Notice>
      )}
      {dropped > 0 && <Notice severity="warning">{format(m.dropped, { max: MAX_CHARS, n: dropped })}</Notice>}
      {pages.length > 0 ? (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              size="large"
              startIcon={<DownloadIcon />}
              onClick={download}
              disabled={saver.saving}
              data-testid="zitie-download"
            >
              {m.download}
            </Button>
            <Typography data-testid="zitie-pages" sx={{ fontSize: 13.5, color: 'text.secondary' }}>
              {format(m.preview, { n: pages.length })}
            </Typography>
          </Box>
          <Preview ops={pages[0]!} grid={o.grid} glyphs={glyphs} />
        </>
      ) : (
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
          {state === 'loading' ? m.loading : m.empty}
        </Typography>
      )}
      {saver.ui}
      <Notice>{m.source}</Notice>
    </ToolBody>
  );
}
