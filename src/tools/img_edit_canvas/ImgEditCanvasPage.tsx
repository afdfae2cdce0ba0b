import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Crop from '@mui/icons-material/Crop';
import RotateRight from '@mui/icons-material/RotateRight';
import RotateLeft from '@mui/icons-material/RotateLeft';
import PhotoSizeSelectLarge from '@mui/icons-material/PhotoSizeSelectLarge';
import TextFields from '@mui/icons-material/TextFields';
import EmojiEmotionsOutlined from '@mui/icons-material/EmojiEmotionsOutlined';
import Brush from '@mui/icons-material/Brush';
import BlurOn from '@mui/icons-material/BlurOn';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Undo from '@mui/icons-material/Undo';
import Redo from '@mui/icons-material/Redo';
import Flip from '@mui/icons-material/Flip';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import {
  canvasToBlob,
  ChoiceChips,
  ColorField,
  FileInput,
  format,
  LoadingButton,
  makeCanvas,
  Notice,
  NumberField,
  SliderField,
  ToolBody,
  useImageUpload,
  useMessages,
  useSaver,
  useUsageReport,
  Split,
} from '../../web/kit/index.js';
import {
  applied,
  canRedo,
  canUndo,
  cropRect,
  DEFAULT_COLOR,
  EMPTY_HISTORY,
  FILTERS,
  finalSize,
  keepRatio,
  push,
  RATIOS,
  redo,
  simplify,
  undo,
  type EditOp,
  type FilterName,
  type FontName,
  type Point,
  type RatioId,
} from './edit.js';
import { messages } from './messages.js';
import { renderEdit } from './render.js';
import { STICKERS } from './stickers.js';

const MAX_SIDE = 2560;
const TOOLS = [
  ['crop', Crop],
  ['rotate', RotateRight],
  ['resize', PhotoSizeSelectLarge],
  ['text', TextFields],
  ['sticker', EmojiEmotionsOutlined],
  ['draw', Brush],
  ['mosaic', BlurOn],
  ['filter', AutoAwesome],
] as const;
type Tool = (typeof TOOLS)[number][0];
const FONTS: FontName[] = ['sans', 'black', 'round', 'brush'];

export default function ImgEditCanvasPage() {
  const m = useMessages(messages);
  const saver = useSaver();
  const report = useUsageReport();
  const { input, file, canvas: base, failed, stem } = useImageUpload(MAX_SIDE);
  const [history, setHistory] = useState(EMPTY_HISTORY);
  const [result, setResult] = useState<HTMLCanvasElement | null>(null);
  const [tool, setTool] = useState<Tool>('crop');
  const view = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<Point[] | null>(null);
  // Tool settings.
  const [ratio, setRatio] = useState<RatioId>('free');
  const [crop, setCrop] = useState({ scale: 100, x: 50, y: 50 });
  const [width, setWidth] = useState(0);
  const [text, setText] = useState('');
  const [font, setFont] = useState<FontName>('black');
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [textSize, setTextSize] = useState(10);
  const [sticker, setSticker] = useState(STICKERS[0].id);
  const [stickerSize, setStickerSize] = useState(25);
  const [brush, setBrush] = useState(2);
  const [block, setBlock] = useState(3);
  const [filter, setFilter] = useState<FilterName | 'none'>('none');
  const [tone, setTone] = useState({ brightness: 0, contrast: 0 });
  // A new picture starts a new edit.
  useEffect(() => setHistory(EMPTY_HISTORY), [base]);

  const ops = applied(history);
  useEffect(() => {
    if (!base) return;
    let live = true;
    void renderEdit(base, ops).then((c) => live && setResult(c));
    return () => {
      live = false;
    };
  }, [base, history]); // eslint-disable-line react-hooks/exhaustive-deps

  const size = base ? finalSize(base, ops) : { width: 0, height: 0 };
  useEffect(() => setWidth(size.width), [size.width]);
  const cropBox =
    tool === 'crop' && result
      ? cropRect(result.width, result.height, RATIOS[ratio], crop.scale / 100, crop.x / 100, crop.y / 100)
      : null;

  // The view: the result, and while cropping the crop box.
  useEffect(() => {
    const c = view.current;
    if (!c || !result) return;
    c.width = result.width;
    c.height = result.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(result, 0, 0);
    if (cropBox) {
      ctx.save();
      ctx.fillStyle = 'rgba(0,0,0,0.5)';
      ctx.beginPath();
      ctx.rect(0, 0, c.width, c.height);
      ctx.rect(cropBox.x, cropBox.y + cropBox.h, cropBox.w, -cropBox.h);
      ctx.fill('evenodd');
      ctx.strokeStyle = 'white';
      ctx.lineWidth = Math.max(2, c.width / 300);
      ctx.strokeRect(cropBox.x, cropBox.y, cropBox.w, cropBox.h);
      ctx.restore();
    }
  }, [result, cropBox?.x, cropBox?.y, cropBox?.w, cropBox?.h]); // eslint-disable-line react-hooks/exhaustive-deps

  const add = (op: EditOp) => setHistory((h) => push(h, op));
  const at = (e: ReactPointerEvent<HTMLCanvasElement>): Point => {
    const r = e.currentTarget.getBoundingClientRect();
    return [
      Math.min(1, Math.max(0, (e.clientX - r.left) / r.width)),
      Math.min(1, Math.max(0, (e.clientY - r.top) / r.height)),
    ];
  };
  const onDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const p = at(e);
    if (tool === 'text')
      add({ op: 'text', text: text || m.textDefault, x: p[0], y: p[1], size: textSize / 100, color, font });
    else if (tool === 'sticker') add({ op: 'sticker', id: sticker, x: p[0], y: p[1], size: stickerSize / 100 });
    else if (tool === 'draw' || tool === 'mosaic') {
      e.currentTarget.setPointerCapture(e.pointerId);
      stroke.current = [p];
    }
  };
  const onMove = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!stroke.current || !view.current) return;
    const p = at(e);
    const last = stroke.current[stroke.current.length - 1];
    stroke.current.push(p);
    // Live feedback while dragging; the operation is rendered properly on release.
    const c = view.current;
    const ctx = c.getContext('2d')!;
    const mm = Math.min(c.width, c.height);
    ctx.strokeStyle = tool === 'draw' ? color : 'rgba(128,128,128,0.6)';
    ctx.lineWidth = (tool === 'draw' ? brush / 100 : (block * 2.5) / 100) * mm;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(last[0] * c.width, last[1] * c.height);
    ctx.lineTo(p[0] * c.width, p[1] * c.height);
    ctx.stroke();
  };
  const onUp = () => {
    const points = stroke.current;
    stroke.current = null;
    if (!points) return;
    const path = simplify(points, 0.002);
    if (tool === 'draw') add({ op: 'draw', points: path, color, width: brush / 100 });
    if (tool === 'mosaic') add({ op: 'mosaic', points: path, radius: (block * 1.25) / 100, block: block / 100 });
  };

  const save = (type: 'png' | 'jpeg') => {
    if (!result) return;
    report(`${file?.name}:${history.at}`);
    void saver.save(async () => {
      const { canvas, ctx } = makeCanvas(result.width, result.height);
      if (type === 'jpeg') {
        ctx.fillStyle = 'white';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
      }
      ctx.drawImage(result, 0, 0);
      const name = stem('image') + '-edited';
      return [
        { blob: await canvasToBlob(canvas, `image/${type}`, 0.92), name: `${name}.${type === 'jpeg' ? 'jpg' : 'png'}` },
      ];
    });
  };

  const panel = () => {
    switch (tool) {
      case 'crop':
        return (
          <>
            <ChoiceChips
              label={m.ratio}
              value={ratio}
              onChange={setRatio}
              columns={3}
              choices={(Object.keys(RATIOS) as RatioId[]).map((r) => ({ value: r, label: r === 'free' ? m.free : r }))}
              testId="edit-ratio"
            />
            <SliderField
              label={m.cropSize}
              value={crop.scale}
              min={10}
              max={100}
              display={(v) => `${v}%`}
              onChange={(scale) => setCrop((c) => ({ ...c, scale }))}
            />
            <SliderField
              label={m.cropX}
              value={crop.x}
              min={0}
              max={100}
              display={(v) => `${v}%`}
              onChange={(x) => setCrop((c) => ({ ...c, x }))}
            />
            <SliderField
              label={m.cropY}
              value={crop.y}
              min={0}
              max={100}
              display={(v) => `${v}%`}
              onChange={(y) => setCrop((c) => ({ ...c, y }))}
            />
            <Button
              variant="contained"
              startIcon={<Crop />}
              onClick={() => cropBox && (add({ op: 'crop', ...cropBox }), setCrop({ scale: 100, x: 50, y: 50 }))}
              data-testid="edit-apply-crop"
            >
              {m.applyCrop}
            </Button>
          </>
        );
      case 'rotate':
        return (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<RotateLeft />}
              onClick={() => add({ op: 'rotate', turns: 3 })}
              data-testid="edit-rotate-left"
            >
              {m.left}
            </Button>
            <Button
              variant="outlined"
              startIcon={<RotateRight />}
              onClick={() => add({ op: 'rotate', turns: 1 })}
              data-testid="edit-rotate-right"
            >
              {m.right}
            </Button>
            <Button
              variant="outlined"
              startIcon={<Flip />}
              onClick={() => add({ op: 'flip', axis: 'h' })}
              data-testid="edit-flip-h"
            >
              {m.flipH}
            </Button>
            <Button
              variant="outlined"
              startIcon={<Flip sx={{ transform: 'rotate(90deg)' }} />}
              onClick={() => add({ op: 'flip', axis: 'v' })}
            >
              {m.flipV}
            </Button>
          </Box>
        );
      case 'resize': {
        const target = keepRatio(size.width, size.height, width || size.width);
        return (
          <>
            <NumberField
              label={m.width}
              value={width}
              min={1}
              max={8000}
              onChange={(v) => setWidth(v ?? 0)}
              testId="edit-width"
            />
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {m.height}: {target.height}
            </Typography>
            <Button
              variant="contained"
              startIcon={<PhotoSizeSelectLarge />}
              disabled={target.width === size.width}
              onClick={() => add({ op: 'resize', ...target })}
              data-testid="edit-apply-resize"
            >
              {m.applyResize}
            </Button>
          </>
        );
      }
      case 'text':
        return (
          <>
            <TextField
              label={m.textValue}
              value={text}
              placeholder={m.textDefault}
              onChange={(e) => setText(e.target.value)}
              multiline
              maxRows={3}
              size="small"
              slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'edit-text' } }}
            />
            <ChoiceChips
              label={m.font}
              value={font}
              onChange={setFont}
              columns={4}
              choices={FONTS.map((f) => ({ value: f, label: m[f] }))}
              testId="edit-font"
            />
            <ColorField label={m.color} value={color} onChange={setColor} testId="edit-color" />
            <SliderField label={m.size} value={textSize} min={3} max={30} onChange={setTextSize} />
            <Notice>{m.tapToPlace}</Notice>
          </>
        );
      case 'sticker':
        return (
          <>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
              {STICKERS.map((s) => (
                <ButtonBase
                  key={s.id}
                  aria-label={s.id}
                  aria-pressed={s.id === sticker}
                  onClick={() => setSticker(s.id)}
                  sx={{
                    p: 1,
                    borderRadius: 2,
                    border: 2,
                    borderColor: s.id === sticker ? 'primary.main' : 'line.main',
                    bgcolor: 'background.paper',
                  }}
                >
                  <Box
                    component="img"
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(s.svg)}`}
                    alt=""
                    sx={{ width: '100%', aspectRatio: '1' }}
                  />
                </ButtonBase>
              ))}
            </Box>
            <SliderField label={m.size} value={stickerSize} min={5} max={60} onChange={setStickerSize} />
            <Notice>{m.tapToPlace}</Notice>
          </>
        );
      case 'draw':
        return (
          <>
            <ColorField label={m.color} value={color} onChange={setColor} testId="edit-brush-color" />
            <SliderField label={m.brushSize} value={brush} min={1} max={10} onChange={setBrush} />
            <Notice>{m.dragToPaint}</Notice>
          </>
        );
      case 'mosaic':
        return (
          <>
            <SliderField label={m.block} value={block} min={1} max={8} onChange={setBlock} />
            <Notice>{m.dragToPaint}</Notice>
          </>
        );
      case 'filter':
        return (
          <>
            <ChoiceChips
              label={m.filter}
              value={filter}
              onChange={setFilter}
              columns={4}
              choices={(['none', ...FILTERS] as const).map((f) => ({ value: f, label: m[f] }))}
              testId="edit-filter"
            />
            <SliderField
              label={m.brightness}
              value={tone.brightness}
              min={-100}
              max={100}
              onChange={(brightness) => setTone((t) => ({ ...t, brightness }))}
            />
            <SliderField
              label={m.contrast}
              value={tone.contrast}
              min={-100}
              max={100}
              onChange={(contrast) => setTone((t) => ({ ...t, contrast }))}
            />
            <Button
              variant="contained"
              startIcon={<AutoAwesome />}
              disabled={filter === 'none' && !tone.brightness && !tone.contrast}
              onClick={() => add({ op: 'filter', name: filter, ...tone })}
              data-testid="edit-apply-filter"
            >
              {m.applyFilter}
            </Button>
          </>
        );
    }
  };

  return (
    <ToolBody testId="img-edit" data-ops={history.at} data-size={`${size.width}x${size.height}`}>
      <FileInput input={input} collapsed={base !== null} buttonText={m.upload} tip={m.tip} />
      {failed && <Notice>{m.unreadable}</Notice>}
      {base && (
        <Split panel>
          <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', overflowX: 'auto', pb: 0.5 }} role="toolbar">
              {TOOLS.map(([id, Icon]) => (
                <Button
                  key={id}
                  onClick={() => setTool(id)}
                  variant={tool === id ? 'contained' : 'text'}
                  color={tool === id ? 'primary' : 'inherit'}
                  data-testid={`edit-tool-${id}`}
                  sx={{
                    flexDirection: 'column',
                    minWidth: 58,
                    py: 0.5,
                    px: 1,
                    fontSize: 12,
                    gap: 0.25,
                    borderRadius: 2,
                    flexShrink: 0,
                  }}
                >
                  <Icon fontSize="small" />
                  {m[id]}
                </Button>
              ))}
              <Box sx={{ flex: 1 }} />
              <Tooltip title={m.undo}>
                <span>
                  <IconButton
                    aria-label={m.undo}
                    disabled={!canUndo(history)}
                    onClick={() => setHistory(undo)}
                    data-testid="edit-undo"
                  >
                    <Undo />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={m.redo}>
                <span>
                  <IconButton
                    aria-label={m.redo}
                    disabled={!canRedo(history)}
                    onClick={() => setHistory(redo)}
                    data-testid="edit-redo"
                  >
                    <Redo />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
            <Box
              sx={{
                bgcolor: 'surface.soft',
                borderRadius: 3,
                p: { xs: 1, md: 2 },
                display: 'grid',
                placeItems: 'center',
                minHeight: 240,
              }}
            >
              <Box
                component="canvas"
                ref={view}
                aria-label={m.canvas}
                data-testid="edit-canvas"
                onPointerDown={onDown}
                onPointerMove={onMove}
                onPointerUp={onUp}
                onPointerCancel={onUp}
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: { xs: '55vh', md: '64vh' },
                  borderRadius: 1,
                  boxShadow: 2,
                  touchAction: tool === 'draw' || tool === 'mosaic' ? 'none' : 'auto',
                  cursor:
                    tool === 'text' || tool === 'sticker' || tool === 'draw' || tool === 'mosaic'
                      ? 'crosshair'
                      : 'default',
                }}
              />
            </Box>
            <Typography sx={{ fontSize: 12.5, color: 'text.secondary', textAlign: 'center' }}>
              {size.width}×{size.height}
            </Typography>
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                p: 2,
                borderRadius: 3,
                border: 1,
                borderColor: 'line.main',
                bgcolor: 'background.paper',
              }}
              data-testid="edit-panel"
            >
              {panel()}
            </Box>
            <Box sx={{ display: 'flex', gap: 1.25, '& > button': { flex: 1 } }}>
              <LoadingButton
                variant="contained"
                size="large"
                startIcon={<SaveAltRounded />}
                loading={saver.saving}
                onClick={() => save('png')}
                data-testid="edit-save-png"
              >
                {m.savePng}
              </LoadingButton>
              <Button
                variant="outlined"
                size="large"
                onClick={() => save('jpeg')}
                disabled={saver.saving}
                data-testid="edit-save-jpeg"
              >
                {m.saveJpeg}
              </Button>
            </Box>
            <Button startIcon={<ImageOutlined />} onClick={() => input.open()}>
              {m.change}
            </Button>
            {file && base && Math.max(base.width, base.height) >= MAX_SIDE && (
              <Notice>{format(m.shrunk, { w: base.width, h: base.height })}</Notice>
            )}
          </Box>
        </Split>
      )}
      {saver.ui}
    </ToolBody>
  );
}
