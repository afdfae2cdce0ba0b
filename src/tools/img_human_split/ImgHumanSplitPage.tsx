import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import {
  ChoiceChips,
  ColorField,
  coverage,
  FileInput,
  format,
  LoadingButton,
  Notice,
  OptionsPanel,
  renderPhoto,
  SliderField,
  ToolBody,
  useMessages,
  usePhotoAnalysis,
  useSaver,
  useToolOptions,
  VisionStatus,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { BACKGROUNDS, backgroundOf, outputFile, SCHEMA } from './img-human-split.js';

/** The on-screen preview is drawn smaller; the saved file is the photo's full size. */
const PREVIEW_SIDE = 1024;
const MODEL_SIDE = 512;

export default function ImgHumanSplitPage() {
  const m = useMessages(messages);
  const saver = useSaver();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [preview, setPreview] = useState<string | null>(null);
  const { input, file, progress, analysis } = usePhotoAnalysis({
    faces: false,
    maxSide: MODEL_SIDE,
    onNewPhoto: () => setPreview(null),
  });
  const result = analysis.result;
  const background = backgroundOf(values);
  const out = outputFile(file?.name.replace(/\.[^.]+$/, '') ?? '', values);

  // Redraw the preview when the result or the look changes.
  useEffect(() => {
    if (!file || !result) return;
    let live = true;
    let url: string | null = null;
    renderPhoto({
      blob: file,
      mask: result.mask,
      background,
      softness: values.soft,
      maxSide: PREVIEW_SIDE,
      type: out.type,
    })
      .then((r) => {
        if (!live) return;
        url = URL.createObjectURL(r.blob);
        setPreview(url);
      })
      .catch((error: unknown) => console.error('preview failed', error));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
    // background is derived from values.bg/values.color
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, result, values.bg, values.color, values.soft, out.type]);

  const save = () => {
    if (!file || !result) return;
    void saver.save(async () => {
      const full = await renderPhoto({
        blob: file,
        mask: result.mask,
        background,
        softness: values.soft,
        maxSide: Number.MAX_SAFE_INTEGER,
        type: out.type,
      });
      return [{ blob: full.blob, name: out.name }];
    });
  };

  const nobody = result !== null && coverage(result.mask) < 0.005;
  return (
    <ToolBody
      testId="img_human_split"
      data-ready={preview ? 'true' : 'false'}
      data-backend={result?.backend}
      data-ms={result ? Math.round(result.ms) : undefined}
    >
      <FileInput input={input} collapsed={file !== null} buttonText={m.upload} tip={m.tip} />
      {analysis.status === 'busy' && <VisionStatus progress={progress} />}
      {analysis.status === 'error' && <Notice severity="error">{m.failed}</Notice>}
      {nobody && <Notice>{m.nobody}</Notice>}
      {file && result && (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          }}
        >
          <Box
            component="section"
            aria-label={m.preview}
            sx={{
              borderRadius: 3,
              p: { xs: 1, md: 2 },
              minHeight: 200,
              display: 'grid',
              placeItems: 'center',
              // A checkerboard shows where the cut-out is transparent.
              backgroundColor: 'surface.soft',
              backgroundImage:
                'linear-gradient(45deg, rgba(0,0,0,.06) 25%, transparent 25%, transparent 75%, rgba(0,0,0,.06) 75%), linear-gradient(45deg, rgba(0,0,0,.06) 25%, transparent 25%, transparent 75%, rgba(0,0,0,.06) 75%)',
              backgroundSize: '20px 20px',
              backgroundPosition: '0 0, 10px 10px',
            }}
          >
            {preview && (
              <Box
                component="img"
                src={preview}
                alt={m.preview}
                data-testid="cutout-preview"
                sx={{ maxWidth: '100%', maxHeight: { xs: 420, md: 560 }, display: 'block' }}
              />
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <OptionsPanel onReset={reset} testId="cutout-options">
              <ChoiceChips
                label={m.background}
                value={values.bg}
                onChange={(bg) => set({ bg })}
                columns={3}
                choices={BACKGROUNDS.map((id) => ({ value: id, label: m[id] }))}
                testId="cutout-bg"
              />
              {values.bg === 'custom' && (
                <ColorField
                  label={m.color}
                  value={values.color}
                  onChange={(color) => set({ color })}
                  testId="cutout-color"
                />
              )}
              <SliderField
                label={m.soft}
                value={values.soft}
                min={0}
                max={100}
                display={(v) => `${v}`}
                onChange={(soft) => set({ soft })}
              />
            </OptionsPanel>
            <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>
              {format(m.size, { w: result.source.width, h: result.source.height, ms: Math.round(result.ms) })}
            </Typography>
            <LoadingButton
              variant="contained"
              size="large"
              startIcon={<SaveAltRounded />}
              loading={saver.saving}
              disabled={!preview}
              onClick={save}
              data-testid="cutout-save"
            >
              {values.bg === 'none' ? m.savePng : m.saveJpg}
            </LoadingButton>
            <Button startIcon={<ImageOutlined />} onClick={() => input.open()}>
              {m.change}
            </Button>
          </Box>
        </Box>
      )}
      {saver.ui}
    </ToolBody>
  );
}
