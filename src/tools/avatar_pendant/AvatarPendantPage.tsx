import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import {
  canvasToBlob,
  FieldLabel,
  FileInput,
  format,
  loadBitmap,
  LoadingButton,
  makeCanvas,
  Notice,
  OptionsPanel,
  SliderField,
  ToolBody,
  useFacePhoto,
  useMessages,
  useSaver,
  VisionStatus,
  PhotoColumns,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { DECORATIONS, decorationById, GROUPS, type Decoration } from './decorations.js';
import { moveItem, placeFree, placeOnFace, resizeItem, toDegrees, toRadians, type Item } from './avatar-pendant.js';

/** Faces are found on a copy this size; the saved PNG is at most SAVE_SIDE on the long side. */
const MODEL_SIDE = 1280;
const SAVE_SIDE = 2048;

const svgUrl = (d: Decoration) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(d.svg)}`;

async function loadImage(src: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.src = src;
  await img.decode();
  return img;
}

async function compose(file: File, items: Item[]): Promise<Blob> {
  const bitmap = await loadBitmap(file);
  const k = Math.min(1, SAVE_SIDE / Math.max(bitmap.width, bitmap.height));
  const { canvas, ctx } = makeCanvas(bitmap.width * k, bitmap.height * k);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const item of items) {
    const d = decorationById(item.decoration);
    if (!d) continue;
    const img = await loadImage(svgUrl(d));
    const w = item.width * k;
    const h = (w * d.size[1]) / d.size[0];
    ctx.save();
    ctx.translate(item.cx * k, item.cy * k);
    ctx.rotate(item.angle);
    ctx.drawImage(img, -w / 2, -h / 2, w, h);
    ctx.restore();
  }
  return canvasToBlob(canvas, 'image/png');
}

export default function AvatarPendantPage() {
  const m = useMessages(messages);
  const saver = useSaver();
  const [items, setItems] = useState<Item[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const nextKey = useRef(1);
  const stage = useRef<HTMLDivElement | null>(null);
  const drag = useRef<{ key: number; x: number; y: number } | null>(null);
  const { input, file, progress, analysis } = useFacePhoto({
    attributes: false,
    maxSide: MODEL_SIDE,
    onNewPhoto: () => {
      setItems([]);
      setSelected(null);
    },
  });
  const result = analysis.result;
  const photo = result?.source ?? null;
  const ready = photo !== null || analysis.status === 'error';

  useEffect(() => {
    if (!file) return;
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);

  // Without the engine's answer, the photo's own size (for free placement).
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const size = photo ?? natural;

  const add = (d: Decoration) => {
    if (!size) return;
    const faces = result?.faces ?? [];
    const placed =
      faces.length > 0
        ? faces.map((f) => placeOnFace(d, f, nextKey.current++))
        : [placeFree(d, size, nextKey.current++)];
    setItems((list) => [...list, ...placed]);
    setSelected(placed[placed.length - 1]!.key);
  };
  const update = (key: number, change: (item: Item) => Item) =>
    setItems((list) => list.map((i) => (i.key === key ? change(i) : i)));

  const onPointerDown = (e: React.PointerEvent, key: number) => {
    e.preventDefault();
    (e.target as Element).setPointerCapture(e.pointerId);
    drag.current = { key, x: e.clientX, y: e.clientY };
    setSelected(key);
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const d = drag.current;
    const box = stage.current?.getBoundingClientRect();
    if (!d || !box || !size) return;
    const k = size.width / box.width;
    const dx = (e.clientX - d.x) * k;
    const dy = (e.clientY - d.y) * k;
    drag.current = { ...d, x: e.clientX, y: e.clientY };
    update(d.key, (i) => moveItem(i, dx, dy, size));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const current = items.find((i) => i.key === selected) ?? null;
  const save = () => {
    if (!file) return;
    void saver.save(async () => [
      { blob: await compose(file, items), name: `${file.name.replace(/\.[^.]+$/, '')}-pendant.png` },
    ]);
  };

  return (
    <ToolBody
      testId="avatar_pendant"
      data-ready={ready ? 'true' : 'false'}
      data-faces={result ? result.faces.length : undefined}
      data-items={items.length}
    >
      <FileInput input={input} collapsed={file !== null} buttonText={m.upload} tip={m.tip} />
      {analysis.status === 'busy' && <VisionStatus progress={progress} />}
      {analysis.status === 'error' && <Notice severity="warning">{m.failed}</Notice>}
      {result && result.faces.length === 0 && <Notice testId="no-face">{m.noFace}</Notice>}
      {file && url && (
        <PhotoColumns
          label={m.preview}
          preview={
            <>
              <Box
                ref={stage}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
                sx={{
                  position: 'relative',
                  display: 'inline-block',
                  maxWidth: '100%',
                  overflow: 'hidden',
                  borderRadius: 2,
                }}
              >
                <Box
                  component="img"
                  src={url}
                  alt={m.preview}
                  draggable={false}
                  onLoad={(e: React.SyntheticEvent<HTMLImageElement>) =>
                    setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })
                  }
                  onPointerDown={() => setSelected(null)}
                  sx={{ display: 'block', maxWidth: '100%', maxHeight: { xs: 440, md: 600 }, userSelect: 'none' }}
                />
                {size &&
                  items.map((item) => {
                    const d = decorationById(item.decoration)!;
                    return (
                      <Box
                        key={item.key}
                        component="img"
                        src={svgUrl(d)}
                        alt={m[d.id as keyof typeof m]}
                        draggable={false}
                        data-testid="pendant-item"
                        data-cx={Math.round(item.cx)}
                        data-cy={Math.round(item.cy)}
                        data-width={Math.round(item.width)}
                        onPointerDown={(e: React.PointerEvent) => onPointerDown(e, item.key)}
                        sx={{
                          position: 'absolute',
                          left: `${(item.cx / size.width) * 100}%`,
                          top: `${(item.cy / size.height) * 100}%`,
                          width: `${(item.width / size.width) * 100}%`,
                          transform: `translate(-50%, -50%) rotate(${item.angle}rad)`,
                          cursor: 'grab',
                          touchAction: 'none',
                          userSelect: 'none',
                          outline: item.key === selected ? 2 : 0,
                          outlineStyle: 'dashed',
                          outlineColor: 'primary.main',
                          outlineOffset: 2,
                        }}
                      />
                    );
                  })}
              </Box>
            </>
          }
          side={
            <>
              {result && result.faces.length > 0 && (
                <Typography sx={{ fontSize: 13.5, color: 'text.secondary' }}>
                  {format(m.faces, { n: result.faces.length })}
                </Typography>
              )}
              <OptionsPanel testId="pendant-options">
                <FieldLabel>{m.pick}</FieldLabel>
                {GROUPS.map((g) => (
                  <Box key={g}>
                    <Typography sx={{ fontSize: 12.5, color: 'text.secondary', mb: 0.5 }}>{m[g]}</Typography>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                      {DECORATIONS.filter((d) => d.group === g).map((d) => (
                        <ButtonBase
                          key={d.id}
                          disabled={!ready || !size}
                          onClick={() => add(d)}
                          data-testid={`pendant-${d.id}`}
                          aria-label={m[d.id as keyof typeof m]}
                          title={m[d.id as keyof typeof m]}
                          sx={{
                            width: 64,
                            height: 56,
                            borderRadius: 2,
                            border: 1,
                            borderColor: 'divider',
                            bgcolor: 'background.paper',
                            p: 0.75,
                            '&:hover': { borderColor: 'primary.main' },
                            '&.Mui-disabled': { opacity: 0.5 },
                          }}
                        >
                          <Box
                            component="img"
                            src={svgUrl(d)}
                            alt=""
                            sx={{ maxWidth: '100%', maxHeight: '100%', display: 'block' }}
                          />
                        </ButtonBase>
                      ))}
                    </Box>
                  </Box>
                ))}
              </OptionsPanel>
              {current && size && (
                <OptionsPanel title={m.selected} testId="pendant-selected">
                  <SliderField
                    label={m.size}
                    value={Math.round((current.width / Math.max(size.width, size.height)) * 100)}
                    min={2}
                    max={150}
                    display={(v) => `${v}%`}
                    onChange={(v) =>
                      update(current.key, (i) => resizeItem(i, (v / 100) * Math.max(size.width, size.height), size))
                    }
                    testId="pendant-size"
                  />
                  <SliderField
                    label={m.angle}
                    value={toDegrees(current.angle)}
                    min={-180}
                    max={180}
                    display={(v) => `${v}°`}
                    onChange={(v) => update(current.key, (i) => ({ ...i, angle: toRadians(v) }))}
                    testId="pendant-angle"
                  />
                  <Button
                    startIcon={<DeleteOutline />}
                    color="error"
                    onClick={() => {
                      setItems((list) => list.filter((i) => i.key !== current.key));
                      setSelected(null);
                    }}
                    data-testid="pendant-remove"
                  >
                    {m.remove}
                  </Button>
                </OptionsPanel>
              )}
              {items.length > 0 && <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{m.hint}</Typography>}
              <LoadingButton
                variant="contained"
                size="large"
                startIcon={<SaveAltRounded />}
                loading={saver.saving}
                disabled={items.length === 0}
                onClick={save}
                data-testid="pendant-save"
              >
                {m.save}
              </LoadingButton>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button startIcon={<ImageOutlined />} onClick={() => input.open()} sx={{ flex: 1 }}>
                  {m.change}
                </Button>
                <Button
                  disabled={items.length === 0}
                  onClick={() => {
                    setItems([]);
                    setSelected(null);
                  }}
                  sx={{ flex: 1 }}
                >
                  {m.clear}
                </Button>
              </Box>
            </>
          }
        />
      )}
      {saver.ui}
    </ToolBody>
  );
}
