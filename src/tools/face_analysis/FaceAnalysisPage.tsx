import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import {
  canvasToBlob,
  FileInput,
  format,
  loadBitmap,
  LoadingButton,
  makeCanvas,
  Notice,
  ToolBody,
  useFacePhoto,
  useMessages,
  useSaver,
  VisionStatus,
  PhotoColumns,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { labelAt, markScale, reportFaces, type FaceReport } from './face-analysis.js';

/** The copy of the photo the models see (faces down to about 20 px across are found). */
const MODEL_SIDE = 1600;
/** The marked photo saved is at most this size on the long side. */
const SAVE_SIDE = 2048;

async function markedPhoto(file: File, faces: FaceReport[], colours: { box: string; text: string }): Promise<Blob> {
  const bitmap = await loadBitmap(file);
  const k = Math.min(1, SAVE_SIDE / Math.max(bitmap.width, bitmap.height));
  const { canvas, ctx } = makeCanvas(bitmap.width * k, bitmap.height * k);
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const { line, font } = markScale(canvas.width, canvas.height);
  ctx.lineWidth = line;
  ctx.font = `600 ${font}px sans-serif`;
  ctx.textBaseline = 'top';
  for (const f of faces) {
    const [x, y, w, h] = f.box.map((v) => v * k) as [number, number, number, number];
    ctx.strokeStyle = colours.box;
    ctx.strokeRect(x, y, w, h);
    const label = String(f.n);
    const at = labelAt([x, y], font);
    const pad = font * 0.25;
    ctx.fillStyle = colours.box;
    ctx.fillRect(at.x, at.y, ctx.measureText(label).width + pad * 2, font * 1.4);
    ctx.fillStyle = colours.text;
    ctx.fillText(label, at.x + pad, at.y + font * 0.2);
  }
  return canvasToBlob(canvas, 'image/png');
}

export default function FaceAnalysisPage() {
  const m = useMessages(messages);
  const theme = useTheme();
  const saver = useSaver();
  const [url, setUrl] = useState<string | null>(null);
  const { input, file, progress, analysis } = useFacePhoto({ attributes: true, maxSide: MODEL_SIDE });
  const result = analysis.result;
  const faces = useMemo(() => (result ? reportFaces(result.faces) : []), [result]);

  useEffect(() => {
    if (!file) return;
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);

  const save = () => {
    if (!file) return;
    void saver.save(async () => [
      {
        blob: await markedPhoto(file, faces, {
          box: theme.palette.primary.main,
          text: theme.palette.primary.contrastText,
        }),
        name: `${file.name.replace(/\.[^.]+$/, '')}-faces.png`,
      },
    ]);
  };

  const source = result?.source;
  const marks = source ? markScale(source.width, source.height) : null;
  return (
    <ToolBody
      testId="face_analysis"
      data-ready={result ? 'true' : 'false'}
      data-faces={result ? faces.length : undefined}
      data-backend={result?.backend}
      data-ms={result ? Math.round(result.ms) : undefined}
    >
      <FileInput input={input} collapsed={file !== null} buttonText={m.upload} tip={m.tip} />
      {analysis.status === 'busy' && <VisionStatus progress={progress} />}
      {analysis.status === 'error' && <Notice severity="error">{m.failed}</Notice>}
      {result && faces.length === 0 && <Notice testId="no-face">{m.none}</Notice>}
      {file && url && (
        <PhotoColumns
          label={m.preview}
          preview={
            <>
              <Box sx={{ position: 'relative', display: 'inline-block', maxWidth: '100%' }}>
                <Box
                  component="img"
                  src={url}
                  alt={m.preview}
                  sx={{ display: 'block', maxWidth: '100%', maxHeight: { xs: 440, md: 600 }, borderRadius: 2 }}
                />
                {source && marks && (
                  <Box
                    component="svg"
                    viewBox={`0 0 ${source.width} ${source.height}`}
                    preserveAspectRatio="none"
                    aria-hidden
                    sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
                  >
                    {faces.map((f) => {
                      const at = labelAt(f.box, marks.font);
                      return (
                        <g key={f.n} data-testid="face-box">
                          <Box
                            component="rect"
                            x={f.box[0]}
                            y={f.box[1]}
                            width={f.box[2]}
                            height={f.box[3]}
                            rx={marks.line * 2}
                            sx={{ fill: 'none', stroke: (t) => t.palette.primary.main, strokeWidth: marks.line }}
                          />
                          <Box
                            component="rect"
                            x={at.x}
                            y={at.y}
                            width={marks.font * (f.n > 9 ? 1.6 : 1.1)}
                            height={marks.font * 1.4}
                            rx={marks.line}
                            sx={{ fill: (t) => t.palette.primary.main }}
                          />
                          <Box
                            component="text"
                            x={at.x + marks.font * 0.25}
                            y={at.y + marks.font * 1.1}
                            fontSize={marks.font}
                            fontWeight={700}
                            sx={{ fill: (t) => t.palette.primary.contrastText }}
                          >
                            {f.n}
                          </Box>
                        </g>
                      );
                    })}
                  </Box>
                )}
              </Box>
            </>
          }
          side={
            <>
              {result && faces.length > 0 && (
                <Typography sx={{ fontWeight: 600 }} data-testid="face-count">
                  {format(m.found, { n: faces.length })}
                </Typography>
              )}
              <Box sx={{ display: 'grid', gap: 1 }} data-testid="face-list">
                {faces.map((f) => (
                  <Box
                    key={f.n}
                    data-testid="face-card"
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'grid', gap: 0.5 }}
                  >
                    <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
                      {format(m.face, { n: f.n })}
                    </Typography>
                    <Row label={m.age} testId="face-age">
                      {f.age ? format(m.ageValue, { age: f.age.value, low: f.age.low, high: f.age.high }) : m.unknown}
                    </Row>
                    <Row label={m.gender} testId="face-gender">
                      {f.gender ? `${m[f.gender.value]} · ${format(m.sure, { p: f.gender.percent })}` : m.unknown}
                    </Row>
                    <Row label={m.expression} testId="face-expression">
                      {f.expressions.length
                        ? f.expressions.map((e) => `${m[e.expression]} ${e.percent}%`).join(' · ')
                        : m.unknown}
                    </Row>
                  </Box>
                ))}
              </Box>
              {result && faces.length > 0 && <Notice>{m.honest}</Notice>}
              {result && (
                <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>
                  {format(m.timing, {
                    w: result.source.width,
                    h: result.source.height,
                    s: (result.ms / 1000).toFixed(1),
                  })}
                </Typography>
              )}
              <LoadingButton
                variant="contained"
                size="large"
                startIcon={<SaveAltRounded />}
                loading={saver.saving}
                disabled={!result || faces.length === 0}
                onClick={save}
                data-testid="face-save"
              >
                {m.save}
              </LoadingButton>
              <Button startIcon={<ImageOutlined />} onClick={() => input.open()}>
                {m.change}
              </Button>
            </>
          }
        />
      )}
      {saver.ui}
    </ToolBody>
  );
}

function Row(props: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, fontSize: 14 }}>
      <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary', minWidth: 88 }}>
        {props.label}
      </Typography>
      <Typography component="span" sx={{ fontSize: 14 }} data-testid={props.testId}>
        {props.children}
      </Typography>
    </Box>
  );
}
