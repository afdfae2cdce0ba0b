import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ShuffleRounded from '@mui/icons-material/ShuffleRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import {
  ChoiceChips,
  copyText,
  format,
  LoadingButton,
  SelectField,
  ToolBody,
  trackEvent,
  useDebounced,
  useMessages,
  useSaver,
  useToast,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { CATEGORIES, findDesign, type Category } from './generator.js';
import { messages } from './messages.js';
import { paint, wallpaperPng } from './render.js';
import { devicePixels, EVENTS, fileName, galleryItems, SCHEMA, SIZE_IDS, sizeOf, type SizeId } from './wallpaper.js';

function WallpaperCanvas(props: {
  design: string;
  seed: number;
  text: string;
  width: number;
  height: number;
  testId?: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { design, seed, text, width, height } = props;
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    canvas.width = width;
    canvas.height = height;
    void paint(canvas, design, seed, text);
  }, [design, seed, text, width, height]);
  return (
    <Box
      component="canvas"
      ref={ref}
      data-testid={props.testId}
      sx={{ display: 'block', width: '100%', height: '100%' }}
    />
  );
}

export default function WallpaperPage() {
  const m = useMessages(messages);
  const saver = useSaver();
  const toast = useToast();
  const report = useUsageReport();
  const { values, set } = useToolOptions(SCHEMA);
  const [device, setDevice] = useState<[number, number]>([1170, 2532]);
  const [query, setQuery] = useState('');
  const shownQuery = useDebounced(query, 300);
  const [batch, setBatch] = useState(0);
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState<number[]>([]);
  const [frame, setFrame] = useState<'phone' | 'desktop'>('phone');

  useEffect(() => {
    setDevice(devicePixels(screen.width, screen.height, devicePixelRatio));
    trackEvent(EVENTS.open);
    // A link with a design and seed opens that wallpaper.
    if (new URLSearchParams(location.search).has('seed')) {
      setOpen(true);
      trackEvent(EVENTS.sharedOpen, { design: values.design, seed: values.seed });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const items = useMemo(
    () => galleryItems(shownQuery, values.category, batch, 2),
    [shownQuery, values.category, batch],
  );
  useEffect(() => {
    if (!shownQuery) return;
    trackEvent(items.length ? EVENTS.search : EVENTS.searchEmpty, { query: shownQuery, results: items.length });
  }, [shownQuery, items.length]);

  const [w, h] = sizeOf(values.size, device);
  const thumbAspect = w / h;
  const design = findDesign(values.design);
  useEffect(() => setFrame(w >= h ? 'desktop' : 'phone'), [w, h]);

  const openPreview = (id: string, seed: number) => {
    set({ design: id, seed });
    setHistory([]);
    setOpen(true);
    trackEvent(EVENTS.preview, { design: id, seed });
  };
  const another = () => {
    setHistory((hs) => [...hs, values.seed]);
    const seed = Math.floor(Math.random() * 2 ** 31);
    set({ seed });
    trackEvent(EVENTS.next, { design: values.design, seed });
  };
  const previous = () => {
    const prev = history[history.length - 1];
    if (prev === undefined) return;
    setHistory((hs) => hs.slice(0, -1));
    set({ seed: prev });
    trackEvent(EVENTS.previous, { design: values.design, seed: prev });
  };
  const save = async () => {
    trackEvent(EVENTS.save, { design: values.design, seed: values.seed, width: w, height: h });
    report(`${values.design}:${values.seed}:${w}x${h}`);
    const outcome = await saver.save(async () => [
      {
        blob: await wallpaperPng(values.design, values.seed, w, h, values.text),
        name: fileName(values.design, values.seed, w, h),
      },
    ]);
    trackEvent(outcome ? EVENTS.saved : EVENTS.saveFailed, {
      design: values.design,
      channel: outcome?.channel ?? 'none',
    });
  };
  const share = async () => {
    const url = new URL(location.href);
    url.searchParams.set('design', values.design);
    url.searchParams.set('seed', String(values.seed));
    url.searchParams.delete('size');
    await copyText(url.toString());
    toast(m.copied);
    trackEvent(EVENTS.share, { design: values.design, seed: values.seed });
  };

  const cat = (c: Category | 'all') => (c === 'all' ? m.all : m[c]);
  const frameW = frame === 'phone' ? 280 : 560;
  const frameH =
    frame === 'phone' ? Math.round(280 / Math.min(thumbAspect, 0.75)) : Math.round(560 / Math.max(thumbAspect, 1.2));

  return (
    <ToolBody testId="wallpaper" data-items={items.length}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={m.search}
            size="small"
            sx={{ flex: '1 1 240px' }}
            slotProps={{
              htmlInput: { 'data-testid': 'wallpaper-search', 'aria-label': m.search },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ flex: '0 1 240px', minWidth: 200 }}>
            <SelectField<SizeId>
              label={m.size}
              value={values.size}
              onChange={(size) => {
                set({ size });
                trackEvent(EVENTS.size, { size });
              }}
              items={SIZE_IDS.map((id) => ({
                value: id,
                label: id === 'device' ? format(m.device, { w: device[0], h: device[1] }) : m[id],
              }))}
              testId="wallpaper-size"
            />
          </Box>
          <Button
            variant="outlined"
            startIcon={<ShuffleRounded />}
            onClick={() => {
              setBatch((b) => b + 1);
              trackEvent(EVENTS.shuffle);
            }}
            data-testid="wallpaper-shuffle"
          >
            {m.shuffle}
          </Button>
        </Box>
        <ChoiceChips
          value={values.category}
          onChange={(category) => {
            set({ category });
            trackEvent(EVENTS.category, { category });
          }}
          columns={5}
          choices={(['all', ...CATEGORIES] as const).map((c) => ({ value: c, label: cat(c) }))}
          testId="wallpaper-category"
        />
      </Box>
      {items.length === 0 && (
        <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {format(m.empty, { q: shownQuery })}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.25, md: 2 },
          gridTemplateColumns:
            thumbAspect < 1
              ? { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' }
              : { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {items.map(({ design: d, seed }) => (
          <ButtonBase
            key={`${d.id}-${seed}`}
            onClick={() => openPreview(d.id, seed)}
            aria-label={format(m.open, { name: d.name.zh })}
            data-testid="wallpaper-item"
            sx={{
              display: 'block',
              borderRadius: 2.5,
              overflow: 'hidden',
              aspectRatio: `${thumbAspect}`,
              boxShadow: 1,
              transition: 'transform .15s',
              '&:hover': { transform: 'translateY(-2px)', boxShadow: 3 },
            }}
          >
            <WallpaperCanvas
              design={d.id}
              seed={seed}
              text=""
              width={thumbAspect < 1 ? 180 : 320}
              height={Math.round((thumbAspect < 1 ? 180 : 320) / thumbAspect)}
            />
          </ButtonBase>
        ))}
      </Box>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          trackEvent(EVENTS.previewClose);
        }}
        maxWidth="md"
        fullWidth
        aria-label={m.preview}
        data-testid="wallpaper-dialog"
        slotProps={{ paper: { sx: { borderRadius: 4, bgcolor: 'surface.soft' } } }}
      >
        <Box
          sx={{
            position: 'relative',
            p: { xs: 2, md: 3 },
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr)' },
            alignItems: 'center',
          }}
        >
          <IconButton
            aria-label={m.close}
            onClick={() => setOpen(false)}
            sx={{ position: 'absolute', right: 8, top: 8, zIndex: 1 }}
          >
            <CloseRounded />
          </IconButton>
          <Box
            sx={{
              justifySelf: 'center',
              width: { xs: frame === 'phone' ? 220 : '100%', md: frameW },
              maxWidth: '100%',
              aspectRatio: `${frameW} / ${frameH}`,
              p: frame === 'phone' ? 1.25 : 1,
              borderRadius: frame === 'phone' ? 6 : 2,
              bgcolor: 'surface.dark',
              boxShadow: 6,
              position: 'relative',
            }}
          >
            <Box
              sx={{
                width: '100%',
                height: '100%',
                borderRadius: frame === 'phone' ? 5 : 1,
                overflow: 'hidden',
                bgcolor: 'common.black',
              }}
            >
              {open && design && (
                <WallpaperCanvas
                  design={design.id}
                  seed={values.seed}
                  text={values.text}
                  width={frameW * 2}
                  height={frameH * 2}
                  testId="wallpaper-preview"
                />
              )}
            </Box>
            {frame === 'phone' && (
              <Box
                sx={{
                  position: 'absolute',
                  top: 18,
                  left: '50%',
                  transform: 'translateX(-50%)',
                  width: 64,
                  height: 18,
                  borderRadius: 9,
                  bgcolor: 'surface.dark',
                }}
              />
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
            <Typography sx={{ fontSize: 20, fontWeight: 700 }}>{design?.name.zh}</Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }} data-testid="wallpaper-resolution">
              {format(m.resolution, { w, h, seed: values.seed })}
            </Typography>
            {design?.text && (
              <TextField
                label={m.text}
                value={values.text}
                onChange={(e) => set({ text: [...e.target.value].slice(0, 12).join('') })}
                onBlur={() => trackEvent(EVENTS.text, { design: values.design })}
                helperText={m.textHint}
                size="small"
                slotProps={{ htmlInput: { 'data-testid': 'wallpaper-text' } }}
              />
            )}
            <ChoiceChips
              label={m.frame}
              value={frame}
              onChange={(f) => {
                setFrame(f);
                trackEvent(EVENTS.frame, { frame: f });
              }}
              columns={2}
              choices={[
                { value: 'phone', label: m.framePhone },
                { value: 'desktop', label: m.frameDesktop },
              ]}
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="outlined" startIcon={<UndoRounded />} disabled={history.length === 0} onClick={previous}>
                {m.previous}
              </Button>
              <Button
                variant="outlined"
                startIcon={<CasinoOutlined />}
                onClick={another}
                data-testid="wallpaper-another"
              >
                {m.another}
              </Button>
              <Button startIcon={<LinkRounded />} onClick={() => void share()} data-testid="wallpaper-share">
                {m.copyLink}
              </Button>
            </Box>
            <LoadingButton
              variant="contained"
              size="large"
              startIcon={<SaveAltRounded />}
              loading={saver.saving}
              onClick={() => void save()}
              data-testid="wallpaper-save"
            >
              {m.save}
            </LoadingButton>
          </Box>
        </Box>
      </Dialog>
      {saver.ui}
    </ToolBody>
  );
}
