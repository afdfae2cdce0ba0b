/**
 * A tool that turns one picture into another pixel by pixel (black and white, pixelate, ...): the upload,
 * a live preview (hold to compare with the original), the tool's options, and saving as PNG or JPEG
 * through the one save helper. The filter is the tool's pure function of ImageData. `PixelFilterPage` is a
 * whole page of such a tool: its options schema, the filter and the option controls.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import { format, useMessages } from '../../i18n/index.js';
import { LoadingButton } from '../../ui/LoadingButton.js';
import { useSaver } from '../../save/Saver.js';
import { FileInput } from '../inputs/FileInput.js';
import { useImageUpload } from '../inputs/use-image-upload.js';
import { Notice } from '../layout/Notice.js';
import { useUsageReport } from '../run/use-usage-report.js';
import { canvasToBlob, makeCanvas } from '../canvas/canvas.js';
import { Split, ToolBody } from '../layout/Split.js';
import { OptionsPanel } from '../options/controls.js';
import type { Schema, Values } from '../options/schema.js';
import { useToolOptions, type ToolOptions } from '../options/use-tool-options.js';
import { imageToolMessages } from './image-tool-messages.js';

export interface PixelImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export function PixelFilterTool(props: {
  testId: string;
  /** The result for the current options (pure; called again when `filterKey` changes). */
  filter: (image: PixelImage) => PixelImage;
  filterKey: string;
  options: ReactNode;
  /** Appended to the file name: photo-<suffix>.png */
  suffix: string;
  /** Longest side processed (larger pictures are scaled down first). */
  maxSide?: number;
}) {
  const m = useMessages(imageToolMessages);
  const saver = useSaver();
  const report = useUsageReport();
  const { filter, filterKey, maxSide = 4096 } = props;
  const { input, file, canvas: picture, shrunk, failed, stem: stemOf } = useImageUpload(maxSide);
  const source = useMemo(() => {
    if (!picture) return null;
    const img = picture.getContext('2d')!.getImageData(0, 0, picture.width, picture.height);
    return { data: img.data, width: img.width, height: img.height, shrunk };
  }, [picture, shrunk]);
  const [showOriginal, setShowOriginal] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);

  const key = useDeferredValue(filterKey);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the filter's options
  const result = useMemo(() => (source ? filter(source) : null), [source, key]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const shown = showOriginal ? source : result;
    if (!canvas || !shown) return;
    canvas.width = shown.width;
    canvas.height = shown.height;
    canvas
      .getContext('2d')
      ?.putImageData(new ImageData(new Uint8ClampedArray(shown.data), shown.width, shown.height), 0, 0);
  }, [result, source, showOriginal]);

  const stem = stemOf('image') + '-' + props.suffix;
  const save = (type: 'png' | 'jpeg') => {
    if (!result) return;
    report(`${file?.name}:${file?.size}:${filterKey}`);
    void saver.save(async () => {
      const { canvas, ctx } = makeCanvas(result.width, result.height);
      if (type === 'jpeg') {
        ctx.fillStyle = 'white';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        const { canvas: layer } = makeCanvas(result.width, result.height);
        layer
          .getContext('2d')!
          .putImageData(new ImageData(new Uint8ClampedArray(result.data), result.width, result.height), 0, 0);
        ctx.drawImage(layer, 0, 0);
      } else {
        ctx.putImageData(new ImageData(new Uint8ClampedArray(result.data), result.width, result.height), 0, 0);
      }
      const blob = await canvasToBlob(canvas, `image/${type}`, 0.92);
      return [{ blob, name: `${stem}.${type === 'jpeg' ? 'jpg' : 'png'}` }];
    });
  };

  return (
    <Box data-testid={props.testId} data-ready={result ? '1' : undefined} sx={{ display: 'grid', gap: 2 }}>
      <FileInput input={input} collapsed={source !== null} buttonText={m.upload} tip={m.tip} />
      {failed && <Notice testId="image-unreadable">{m.unreadable}</Notice>}
      {source && (
        <Split panel>
          <Box
            component="section"
            aria-label={m.result}
            sx={{
              bgcolor: 'surface.soft',
              borderRadius: 3,
              p: { xs: 1.5, md: 2 },
              display: 'grid',
              gap: 1.25,
              justifyItems: 'center',
            }}
          >
            <Box
              component="canvas"
              ref={canvasRef}
              data-testid="filter-preview"
              onPointerDown={() => setShowOriginal(true)}
              onPointerUp={() => setShowOriginal(false)}
              onPointerLeave={() => setShowOriginal(false)}
              onContextMenu={(e: React.MouseEvent) => e.preventDefault()}
              sx={{
                display: 'block',
                maxWidth: '100%',
                maxHeight: { xs: '56vh', md: '62vh' },
                width: 'auto',
                height: 'auto',
                borderRadius: 2,
                boxShadow: 1,
                touchAction: 'none',
                userSelect: 'none',
                cursor: 'pointer',
                imageRendering: 'auto',
              }}
            />
            <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>
              {m.original} · {format(m.size, { w: source.width, h: source.height })}
            </Typography>
            {source.shrunk && <Notice>{format(m.shrunk, { w: source.width, h: source.height })}</Notice>}
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {props.options}
            <Box sx={{ display: 'flex', gap: 1.25, flexWrap: 'wrap', '& > button': { flex: '1 1 130px' } }}>
              <LoadingButton
                variant="contained"
                size="large"
                startIcon={<SaveAltRounded />}
                loading={saver.saving}
                disabled={!result}
                onClick={() => save('png')}
                data-testid="save-png"
              >
                {m.savePng}
              </LoadingButton>
              <Button
                variant="outlined"
                size="large"
                disabled={!result || saver.saving}
                onClick={() => save('jpeg')}
                data-testid="save-jpeg"
              >
                {m.saveJpeg}
              </Button>
            </Box>
            <Button startIcon={<ImageOutlined />} onClick={() => input.open()} data-testid="change-image">
              {m.change}
            </Button>
          </Box>
        </Split>
      )}
      {saver.ui}
    </Box>
  );
}

/**
 * A whole pixel-filter page: the tool's options (URL and storage), the filter applied with them, and the
 * option controls in a panel with a reset. Test ids: `<testId>-page`, `<testId>-tool`, `<testId>-options`.
 */
export function PixelFilterPage<S extends Schema>(props: {
  schema: S;
  testId: string;
  suffix: string;
  filter: (image: PixelImage, values: Values<S>) => PixelImage;
  /** The option controls (inside the panel). */
  controls: (options: ToolOptions<S>) => ReactNode;
}) {
  const options = useToolOptions(props.schema);
  const { values, reset } = options;
  return (
    <ToolBody testId={`${props.testId}-page`}>
      <PixelFilterTool
        testId={`${props.testId}-tool`}
        suffix={props.suffix}
        filter={(img) => props.filter(img, values)}
        filterKey={JSON.stringify(values)}
        options={
          <OptionsPanel onReset={reset} testId={`${props.testId}-options`}>
            {props.controls(options)}
          </OptionsPanel>
        }
      />
    </ToolBody>
  );
}
