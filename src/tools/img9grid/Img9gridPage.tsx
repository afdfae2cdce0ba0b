import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import {
  canvasToBlob,
  ChoiceChips,
  FileInput,
  format,
  LoadingButton,
  makeCanvas,
  Notice,
  OptionsPanel,
  SliderField,
  ToolBody,
  useImageUpload,
  useMessages,
  useSaver,
  useToolOptions,
  useUsageReport,
  Split,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { cropRect, GRID_IDS, GRIDS, pieceName, pieces, SCHEMA } from './grid.js';

export default function Img9gridPage() {
  const m = useMessages(messages);
  const saver = useSaver();
  const report = useUsageReport();
  const { values, set, reset } = useToolOptions(SCHEMA);
  // Phone photos (up to 48 MP) keep their full size.
  const { input, file, canvas: picture, failed, stem: stemOf } = useImageUpload(8192);
  const [urls, setUrls] = useState<string[]>([]);

  const crop = useMemo(
    () => (picture ? cropRect(picture.width, picture.height, values.grid, values.x, values.y) : null),
    [picture, values.grid, values.x, values.y],
  );
  const list = useMemo(() => (crop ? pieces(crop, values.grid) : []), [crop, values.grid]);

  // Small previews of each piece, in order.
  useEffect(() => {
    if (!picture || list.length === 0) return;
    let live = true;
    const made: string[] = [];
    void Promise.all(
      list.map(async (p) => {
        const side = Math.min(240, Math.round(p.w));
        const { canvas, ctx } = makeCanvas(side, side);
        ctx.drawImage(picture, p.x, p.y, p.w, p.h, 0, 0, side, side);
        const url = URL.createObjectURL(await canvasToBlob(canvas, 'image/jpeg', 0.8));
        made.push(url);
        return url;
      }),
    ).then((u) => live && setUrls(u));
    return () => {
      live = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [picture, list]);

  const stem = stemOf('grid');
  const saveAll = () => {
    if (!picture) return;
    report(`${file?.name}:${file?.size}:${values.grid}:${values.x}:${values.y}`);
    void saver.save(
      () =>
        Promise.all(
          list.map(async (p, i) => {
            const side = Math.round(p.w);
            const { canvas, ctx } = makeCanvas(side, side);
            if (values.format === 'jpeg') {
              ctx.fillStyle = 'white';
              ctx.fillRect(0, 0, side, side);
            }
            ctx.drawImage(picture, p.x, p.y, p.w, p.h, 0, 0, side, side);
            return {
              blob: await canvasToBlob(canvas, `image/${values.format}`, 0.92),
              name: pieceName(stem, i, values.format),
            };
          }),
        ),
      `${stem}-${values.grid}.zip`,
    );
  };
  const [rows, cols] = GRIDS[values.grid];

  return (
    <ToolBody testId="img9grid" data-pieces={urls.length}>
      <FileInput input={input} collapsed={picture !== null} buttonText={m.upload} tip={m.tip} />
      {failed && <Notice>{m.unreadable}</Notice>}
      {picture && crop && (
        <Split panel>
          <Box
            component="section"
            aria-label={m.preview}
            sx={{ bgcolor: 'surface.soft', borderRadius: 3, p: { xs: 1.5, md: 2.5 } }}
          >
            <Box
              data-testid="grid-preview"
              sx={{
                display: 'grid',
                gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
                gap: '4px',
                maxWidth: cols === 3 && rows === 1 ? 720 : 480,
                mx: 'auto',
              }}
            >
              {urls.map((url, i) => (
                <Box
                  key={url}
                  sx={{
                    position: 'relative',
                    aspectRatio: '1',
                    borderRadius: 1,
                    overflow: 'hidden',
                    bgcolor: 'background.paper',
                  }}
                >
                  <Box component="img" src={url} alt="" sx={{ width: '100%', height: '100%', display: 'block' }} />
                  <Box
                    sx={{
                      position: 'absolute',
                      left: 6,
                      top: 6,
                      minWidth: 22,
                      height: 22,
                      px: 0.5,
                      borderRadius: 11,
                      bgcolor: 'surface.dark',
                      color: 'common.white',
                      fontSize: 12,
                      fontWeight: 700,
                      display: 'grid',
                      placeItems: 'center',
                      opacity: 0.85,
                    }}
                  >
                    {i + 1}
                  </Box>
                </Box>
              ))}
            </Box>
            <Typography sx={{ mt: 1.5, textAlign: 'center', fontSize: 12.5, color: 'text.secondary' }}>
              {m.order} {format(m.pieceSize, { px: Math.round(list[0]?.w ?? 0) })}
            </Typography>
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <OptionsPanel onReset={reset} testId="grid-options">
              <ChoiceChips
                label={m.grid}
                value={values.grid}
                onChange={(grid) => set({ grid })}
                columns={3}
                choices={GRID_IDS.map((id) => ({ value: id, label: m[id] }))}
                testId="grid-kind"
              />
              {picture.width / cols > picture.height / rows ? (
                <SliderField
                  label={m.x}
                  value={values.x}
                  min={0}
                  max={100}
                  display={(v) => `${v}%`}
                  onChange={(x) => set({ x })}
                />
              ) : (
                <SliderField
                  label={m.y}
                  value={values.y}
                  min={0}
                  max={100}
                  display={(v) => `${v}%`}
                  onChange={(y) => set({ y })}
                />
              )}
              <ChoiceChips
                label={m.format}
                value={values.format}
                onChange={(f) => set({ format: f })}
                columns={2}
                choices={[
                  { value: 'jpeg', label: m.jpeg },
                  { value: 'png', label: m.png },
                ]}
              />
            </OptionsPanel>
            <LoadingButton
              variant="contained"
              size="large"
              startIcon={<SaveAltRounded />}
              loading={saver.saving}
              onClick={saveAll}
              data-testid="grid-save-all"
            >
              {format(m.saveAll, { n: list.length })}
            </LoadingButton>
            <Button startIcon={<ImageOutlined />} onClick={() => input.open()}>
              {m.change}
            </Button>
          </Box>
        </Split>
      )}
      {saver.ui}
    </ToolBody>
  );
}
