import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import CropFreeRounded from '@mui/icons-material/CropFreeRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import {
  ChoiceChips,
  FileInput,
  format,
  IMAGE_ACCEPT,
  LoadingButton,
  Notice,
  OptionsPanel,
  ToolBody,
  useFileInput,
  useMessages,
  useSaver,
  useToolOptions,
} from '../../web/kit/index.js';
import { CvStatus, cvMessages, insetQuad, PageCorners, ScanLookFields, usePageScan } from '../../web/kit/cv.js';
import { messages } from './messages.js';
import { MIME, scanFileName, SCHEMA } from './doc-wrap.js';

export default function DocWrapPage() {
  const m = useMessages(messages);
  const c = useMessages(cvMessages);
  const saver = useSaver();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [file, setFile] = useState<File | null>(null);
  const input = useFileInput({ accept: IMAGE_ACCEPT, maxSizeMb: 30, onFiles: ([f]) => f && setFile(f) });
  const scan = usePageScan(file, values);
  const { photo, quad, preview } = scan;
  const phase = scan.failed ? 'error' : preview && !scan.step ? 'ready' : file ? 'busy' : 'idle';

  return (
    <ToolBody testId="doc_wrap" data-phase={phase}>
      <FileInput input={input} collapsed={file !== null} buttonText={m.upload} tip={m.tip} />
      {scan.failed && (
        <Notice severity="error" testId="doc-wrap-error">
          {c.failed}
        </Notice>
      )}
      {file && !photo && !scan.failed && <CvStatus progress={scan.progress} step="outline" />}
      {file && photo && quad && (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          <Box
            component="section"
            aria-label={c.cornersLabel}
            sx={{ bgcolor: 'surface.soft', borderRadius: 3, p: 1.5 }}
          >
            <Typography sx={{ fontSize: 13.5, color: 'text.secondary', mb: 1, textAlign: 'center' }}>
              {c.corners}
            </Typography>
            <PageCorners
              src={photo.url}
              width={photo.width}
              height={photo.height}
              quad={quad}
              onChange={scan.setQuad}
              onCommit={scan.commitQuad}
              maxHeight={480}
              testId="doc-wrap-corners"
            />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', mt: 1.5, flexWrap: 'wrap' }}>
              <Button
                size="small"
                startIcon={<AutoFixHighRounded />}
                disabled={!scan.detected}
                onClick={() => scan.detected && scan.commitQuad(scan.detected)}
                data-testid="doc-wrap-auto"
              >
                {c.auto}
              </Button>
              <Button
                size="small"
                startIcon={<CropFreeRounded />}
                onClick={() => scan.commitQuad(insetQuad(photo.width, photo.height))}
                data-testid="doc-wrap-whole"
              >
                {c.whole}
              </Button>
              <Button size="small" startIcon={<ImageOutlined />} onClick={input.open}>
                {m.change}
              </Button>
            </Box>
            {!scan.detected && (
              <Notice severity="info" testId="doc-wrap-no-outline">
                {c.noOutline}
              </Notice>
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box
              component="section"
              aria-label={c.result}
              sx={{ bgcolor: 'surface.soft', borderRadius: 3, p: 1.5, display: 'grid', placeItems: 'center' }}
            >
              {preview && (
                <Box
                  component="img"
                  src={preview.url}
                  alt={c.result}
                  data-testid="doc-wrap-preview"
                  data-width={preview.width}
                  data-height={preview.height}
                  sx={{
                    display: 'block',
                    maxWidth: '100%',
                    maxHeight: { xs: 420, md: 480 },
                    boxShadow: 2,
                    opacity: scan.step ? 0.5 : 1,
                    transition: 'opacity 0.2s',
                  }}
                />
              )}
              {scan.step && <CvStatus progress={scan.progress} step="render" testId="doc-wrap-rendering" />}
              {preview && (
                <Typography sx={{ fontSize: 12.5, color: 'text.secondary', mt: 1 }}>
                  {format(m.detail, { skew: Math.abs(preview.skew).toFixed(1) })}
                </Typography>
              )}
            </Box>
            <OptionsPanel onReset={reset} testId="doc-wrap-options">
              <ScanLookFields look={values} onChange={set} testId="doc-wrap" />
              <ChoiceChips
                label={m.format}
                value={values.format}
                onChange={(f) => set({ format: f })}
                columns={2}
                testId="doc-wrap-format"
                choices={[
                  { value: 'jpeg', label: 'JPG' },
                  { value: 'png', label: 'PNG' },
                ]}
              />
            </OptionsPanel>
            <LoadingButton
              variant="contained"
              size="large"
              startIcon={<SaveAltRounded />}
              loading={saver.saving}
              disabled={!preview}
              onClick={() =>
                void saver.save(async () => {
                  const page = await scan.render(MIME[values.format]);
                  return [{ blob: page.blob, name: scanFileName(file.name, values.format) }];
                })
              }
              data-testid="doc-wrap-save"
            >
              {m.save}
            </LoadingButton>
          </Box>
        </Box>
      )}
      {saver.ui}
    </ToolBody>
  );
}
