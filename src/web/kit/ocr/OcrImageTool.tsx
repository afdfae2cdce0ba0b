/**
 * The page frame of every OCR tool: an image chosen (upload, drop or paste) is shown and read at once in
 * the OCR Worker, with the first use's model download and the reading's progress; the tool renders what
 * was read (`children`), or the frame says why there is nothing. A browser that cannot run the Worker
 * (or a visit with `?server=1`) has the image read by the server's OCR task instead, and is told so.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import { format, useMessages } from '../../i18n/index.js';
import { FileInput, useFileInput } from '../inputs/FileInput.js';
import { Notice } from '../layout/Notice.js';
import { ToolBody } from '../layout/Split.js';
import { useToolRun } from '../run/use-tool-run.js';
import { JobFailed } from '../worker/protocol.js';
import { TaskFailure } from '../../tasks/client.js';
import type { TaskProgress } from '../../tasks/progress.js';
import { recognizeText, type OcrProgress, type OcrResponse } from './client.js';
import { canReadInBrowser, recognizeOnServer } from './server-read.js';
import { readQrCodes } from '../qr/reader.js';
import { ocrMessages } from './messages.js';
import type { EngineOptions } from './pipeline.js';
import type { Quad } from './raster.js';

export const OCR_MAX_MB = 20;

export interface OcrImageToolProps {
  /** `data-testid` of the frame; parts get `<testId>-preview`, `-status`, `-error`, `-none`, `-result`. */
  testId: string;
  uploadText?: string;
  tip?: ReactNode;
  /**
   * Regions to read again on their own after the first reading (a field the reader knows must be there,
   * e.g. beside another one); their texts arrive in the result's `regions`.
   */
  followUp?: (result: OcrResponse) => Quad[] | null;
  /** The tool's choice of engine options (contrast, detection size). */
  engine?: EngineOptions;
  /** Also read the image's QR codes (an invoice's): their texts arrive in the result's `qr`. */
  qr?: boolean;
  /** Several images at once: each is read in turn and handed to `onRead`; the last one is shown. */
  multiple?: boolean;
  onRead?: (result: OcrReading, file: File) => void;
  /** What was read, rendered by the tool (only when some text was found). */
  children: (result: OcrReading, image: { name: string }) => ReactNode;
}

/** A reading as the tools get it: the recognised text, and the QR codes' texts when asked for. */
export type OcrReading = OcrResponse & { qr?: string[] };

type Progress = OcrProgress | { stage: 'server'; task: TaskProgress };

function statusText(progress: Progress | null, m: typeof ocrMessages.zh): string {
  if (progress?.stage === 'server') {
    const { phase, percent, position } = progress.task;
    if (phase === 'uploading') return format(m.uploading, { percent });
    if (phase === 'queued') return position ? format(m.queuedAt, { n: position }) : m.queued;
    return m.serverReading;
  }
  if (!progress || progress.stage === 'detect') return m.detecting;
  if (progress.stage === 'load') {
    const mb = (n: number) => (n / 1_000_000).toFixed(1);
    return format(m.loading, { loaded: mb(progress.loaded), total: mb(progress.total) });
  }
  return format(m.recognizing, { done: progress.done, total: progress.total });
}

function progressValue(progress: Progress | null): number | undefined {
  if (progress?.stage === 'server') return progress.task.percent;
  if (progress?.stage === 'load') return (100 * progress.loaded) / progress.total;
  if (progress?.stage === 'recognize') return (100 * progress.done) / progress.total;
  return undefined;
}

export function OcrImageTool(props: OcrImageToolProps) {
  const { testId, uploadText, tip, followUp, engine, qr, multiple, onRead, children } = props;
  const m = useMessages(ocrMessages);
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [batch, setBatch] = useState<{ at: number; of: number } | null>(null);
  // Decided after hydration (the pre-rendered page cannot know the browser).
  const [onServer, setOnServer] = useState(false);
  useEffect(() => {
    setOnServer(new URLSearchParams(window.location.search).get('server') === '1' || !canReadInBrowser());
  }, []);
  const readOne = async (file: File, signal: AbortSignal): Promise<OcrReading> => {
    setProgress(null);
    const codes = qr ? readQrCodes(file, signal).then((r) => r.codes.map((c) => c.text)) : undefined;
    // A QR code that cannot be read is no reason to fail the text's reading.
    const qrTexts = async () => (codes ? { qr: await codes.catch(() => [] as string[]) } : {});
    if (onServer) {
      const onProgress = (task: TaskProgress) => setProgress({ stage: 'server', task });
      return { ...(await recognizeOnServer(file, { signal, onProgress }, engine)), ...(await qrTexts()) };
    }
    const result = await recognizeText(file, { signal, engine, onProgress: setProgress });
    const regions = followUp?.(result);
    if (!regions?.length) return { ...result, ...(await qrTexts()) };
    const again = await recognizeText(file, { signal, regions, rotation: result.rotation });
    return { ...result, regions: again.regions, ms: result.ms + again.ms, ...(await qrTexts()) };
  };
  const read = useToolRun(async (files: File[], { signal }) => {
    let last: OcrReading | undefined;
    for (const [i, file] of files.entries()) {
      setBatch(files.length > 1 ? { at: i + 1, of: files.length } : null);
      if (i > 0) setImage({ file, url: URL.createObjectURL(file) });
      last = await readOne(file, signal);
      if (!signal.aborted) onRead?.(last, file);
    }
    return last!;
  });
  const busy = read.status === 'busy';
  const input = useFileInput({
    accept: 'image/*',
    maxSizeMb: OCR_MAX_MB,
    multiple,
    onFiles: (files) => {
      if (!files[0]) return;
      setImage({ file: files[0], url: URL.createObjectURL(files[0]) });
      void read.run(files);
    },
  });
  useEffect(
    () => () => {
      if (image) URL.revokeObjectURL(image.url);
    },
    [image],
  );
  const result = read.result;
  const found = result !== null && result.lines.length > 0;
  const modelFailed = read.error instanceof JobFailed && read.error.code === 'model';
  const serverFailed = read.error instanceof TaskFailure ? read.error.message : null;
  const phase = busy ? 'reading' : read.status === 'error' ? 'error' : result ? (found ? 'result' : 'none') : 'idle';
  const value = progressValue(progress);

  return (
    <ToolBody testId={testId} data-phase={phase}>
      <FileInput
        input={input}
        collapsed={image !== null}
        buttonText={uploadText ?? m.upload}
        tip={onServer ? m.serverTip : (tip ?? m.tip)}
      />
      {onServer && (
        <Notice severity="info" testId={`${testId}-server`}>
          {m.serverNote}
        </Notice>
      )}
      {image && (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
          }}
        >
          <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
            <Box
              sx={{
                bgcolor: 'surface.soft',
                borderRadius: 3,
                p: 1.5,
                display: 'flex',
                justifyContent: 'center',
              }}
            >
              <Box
                component="img"
                src={image.url}
                alt={m.preview}
                data-testid={`${testId}-preview`}
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: { xs: 220, md: 420 },
                  objectFit: 'contain',
                  borderRadius: 1.5,
                }}
              />
            </Box>
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', mt: 1.5, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<ImageOutlined />}
                onClick={input.open}
                disabled={busy || input.busy}
                data-testid={`${testId}-change`}
                sx={{ borderRadius: 6 }}
              >
                {m.change}
              </Button>
              {read.status === 'error' && (
                <Button
                  variant="contained"
                  startIcon={<ReplayRounded />}
                  onClick={() => void read.run([image.file])}
                  data-testid={`${testId}-again`}
                  sx={{ borderRadius: 6 }}
                >
                  {m.again}
                </Button>
              )}
            </Box>
          </Box>
          <Box aria-live="polite" sx={{ minWidth: 0 }}>
            {busy && (
              <Box role="status" data-testid={`${testId}-status`} sx={{ py: 1 }}>
                <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}>
                  {batch && format(m.batch, batch)}
                  {statusText(progress, m)}
                </Typography>
                <LinearProgress
                  variant={value === undefined ? 'indeterminate' : 'determinate'}
                  value={value}
                  sx={{ borderRadius: 1, height: 6 }}
                />
              </Box>
            )}
            {phase === 'error' && (
              <Notice severity="error" testId={`${testId}-error`}>
                <strong>{modelFailed ? m.modelError : m.error}</strong>{' '}
                {serverFailed ?? (modelFailed ? m.modelErrorHint : m.errorHint)}
              </Notice>
            )}
            {phase === 'none' && (
              <Notice severity="warning" testId={`${testId}-none`}>
                <strong>{m.none}</strong> {m.noneHint}
              </Notice>
            )}
            {phase === 'result' && result && (
              <Box
                data-testid={`${testId}-result`}
                data-ms={Math.round(result.ms)}
                data-load-ms={Math.round(result.loadMs)}
              >
                {children(result, { name: image.file.name })}
                <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 1.5 }}>
                  {format(m.took, { seconds: ((result.loadMs + result.ms) / 1000).toFixed(1) })}
                </Typography>
              </Box>
            )}
          </Box>
        </Box>
      )}
    </ToolBody>
  );
}
