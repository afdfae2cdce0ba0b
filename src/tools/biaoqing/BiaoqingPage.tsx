import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import {
  canvasToBlob,
  ChoiceChips,
  encodeGifFrames,
  FieldLabel,
  loadBitmap,
  LoadingButton,
  makeCanvas,
  Notice,
  OptionsPanel,
  SliderField,
  ToolBody,
  useMessages,
  useSaver,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { drawMeme, loadFonts, type MemeScene } from './draw.js';
import { ANIMATIONS, animationFrames, FONTS, OUTPUT_SIDE, SCHEMA } from './layout.js';
import { messages } from './messages.js';
import { findTemplate, TEMPLATES } from './templates.js';

type Picture = MemeScene['picture'];

function svgImage(svg: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return img.decode().then(() => img);
}

export default function BiaoqingPage() {
  const m = useMessages(messages);
  const saver = useSaver();
  const report = useUsageReport();
  const { values, set } = useToolOptions(SCHEMA);
  const template = findTemplate(values.template) ?? TEMPLATES[0];
  const [own, setOwn] = useState<ImageBitmap | null>(null);
  const [picture, setPicture] = useState<Picture | null>(null);
  const [top, setTop] = useState(template.top);
  const [bottom, setBottom] = useState(template.bottom);
  const [failed, setFailed] = useState(false);
  const [fontsReady, setFontsReady] = useState(0);
  const canvas = useRef<HTMLCanvasElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (own) return setPicture(own);
    let live = true;
    void svgImage(template.svg).then((img) => live && setPicture(img));
    return () => {
      live = false;
    };
  }, [template, own]);

  const scene: MemeScene | null = picture
    ? { picture, top, bottom, font: values.font, color: values.color, size: values.size, animation: values.animation }
    : null;
  useEffect(() => {
    let live = true;
    void loadFonts({ font: values.font, top, bottom }).then(() => live && setFontsReady((n) => n + 1));
    return () => {
      live = false;
    };
  }, [values.font, top, bottom]);

  // Live preview, animated like the GIF will be.
  useEffect(() => {
    const c = canvas.current;
    if (!c || !scene) return;
    const ctx = c.getContext('2d');
    if (!ctx) return;
    const { count, delay } = animationFrames(scene.animation);
    let i = 0;
    drawMeme(ctx, OUTPUT_SIDE, scene, 0);
    if (count < 2) return;
    const timer = setInterval(() => drawMeme(ctx, OUTPUT_SIDE, scene, (i = (i + 1) % count)), delay);
    return () => clearInterval(timer);
  }, [scene?.picture, top, bottom, values, fontsReady]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = () => {
    if (!scene) return;
    report(`${values.template}:${top}:${bottom}:${values.animation}`);
    void saver.save(async () => {
      await loadFonts(scene);
      const { count, delay } = animationFrames(scene.animation);
      const { canvas: c, ctx } = makeCanvas(OUTPUT_SIDE, OUTPUT_SIDE);
      if (count === 1) {
        drawMeme(ctx, OUTPUT_SIDE, scene, 0);
        return [{ blob: await canvasToBlob(c), name: `表情包-${top || template.name.zh}.png` }];
      }
      const frames = Array.from({ length: count }, (_, i) => {
        drawMeme(ctx, OUTPUT_SIDE, scene, i);
        return {
          data: ctx.getImageData(0, 0, OUTPUT_SIDE, OUTPUT_SIDE).data,
          width: OUTPUT_SIDE,
          height: OUTPUT_SIDE,
          delay,
        };
      });
      return [{ blob: await encodeGifFrames(frames, { loop: 0 }), name: `表情包-${top || template.name.zh}.gif` }];
    });
  };

  return (
    <ToolBody testId="biaoqing" data-ready={picture ? '1' : undefined}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2.5, md: 3 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Box
            component="section"
            aria-label={m.preview}
            sx={{
              bgcolor: 'surface.soft',
              borderRadius: 3,
              p: { xs: 1.5, md: 2.5 },
              display: 'grid',
              justifyItems: 'center',
            }}
          >
            <Box
              component="canvas"
              ref={canvas}
              width={OUTPUT_SIDE}
              height={OUTPUT_SIDE}
              data-testid="meme-preview"
              sx={{
                width: '100%',
                maxWidth: 420,
                aspectRatio: '1',
                borderRadius: 2,
                boxShadow: 2,
                bgcolor: 'background.paper',
              }}
            />
          </Box>
          <Box>
            <FieldLabel>{m.templates}</FieldLabel>
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: 'repeat(4, minmax(0, 1fr))', sm: 'repeat(9, minmax(0, 1fr))' },
              }}
            >
              {TEMPLATES.map((t) => (
                <ButtonBase
                  key={t.id}
                  aria-label={t.name.zh}
                  aria-pressed={!own && t.id === template.id}
                  onClick={() => {
                    setOwn(null);
                    set({ template: t.id });
                    setTop(t.top);
                    setBottom(t.bottom);
                  }}
                  data-testid={`meme-template-${t.id}`}
                  sx={{
                    borderRadius: 2,
                    overflow: 'hidden',
                    border: 2,
                    borderColor: !own && t.id === template.id ? 'primary.main' : 'transparent',
                    display: 'grid',
                  }}
                >
                  <Box
                    component="img"
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(t.svg)}`}
                    alt=""
                    sx={{ width: '100%', aspectRatio: '1', display: 'block' }}
                  />
                  <Typography sx={{ fontSize: 11.5, py: 0.25, bgcolor: 'background.paper' }}>{t.name.zh}</Typography>
                </ButtonBase>
              ))}
              <ButtonBase
                onClick={() => fileRef.current?.click()}
                aria-pressed={own !== null}
                data-testid="meme-own"
                sx={{
                  borderRadius: 2,
                  border: 2,
                  borderStyle: 'dashed',
                  borderColor: own ? 'primary.main' : 'line.strong',
                  display: 'grid',
                  placeItems: 'center',
                  aspectRatio: '1',
                  color: 'primary.main',
                  gap: 0.5,
                  p: 0.5,
                }}
              >
                <AddPhotoAlternateOutlined />
                <Typography sx={{ fontSize: 11.5 }}>{m.own}</Typography>
              </ButtonBase>
              <input
                ref={fileRef}
                type="file"
                accept="image/*"
                hidden
                data-testid="meme-own-input"
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  e.target.value = '';
                  if (!f) return;
                  setFailed(false);
                  loadBitmap(f).then(setOwn, () => setFailed(true));
                }}
              />
            </Box>
            {failed && <Notice>{m.unreadable}</Notice>}
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={m.top}
            value={top}
            onChange={(e) => setTop(e.target.value)}
            multiline
            maxRows={3}
            slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'meme-top' } }}
          />
          <TextField
            label={m.bottom}
            value={bottom}
            onChange={(e) => setBottom(e.target.value)}
            multiline
            maxRows={3}
            slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'meme-bottom' } }}
          />
          <OptionsPanel testId="meme-options">
            <ChoiceChips
              label={m.font}
              value={values.font}
              onChange={(font) => set({ font })}
              columns={3}
              choices={FONTS.map((f) => ({ value: f, label: m[f] }))}
              testId="meme-font"
            />
            <ChoiceChips
              label={m.color}
              value={values.color}
              onChange={(color) => set({ color })}
              columns={2}
              choices={[
                { value: 'black', label: m.blackColor },
                { value: 'white', label: m.white },
              ]}
            />
            <SliderField
              label={m.size}
              value={values.size}
              min={60}
              max={160}
              display={(v) => `${v}%`}
              onChange={(size) => set({ size })}
            />
            <ChoiceChips
              label={m.animation}
              value={values.animation}
              onChange={(animation) => set({ animation })}
              columns={4}
              choices={ANIMATIONS.map((a) => ({ value: a, label: m[a] }))}
              testId="meme-animation"
            />
          </OptionsPanel>
          <LoadingButton
            variant="contained"
            size="large"
            startIcon={<SaveAltRounded />}
            loading={saver.saving}
            disabled={!scene}
            onClick={save}
            data-testid="meme-save"
          >
            {values.animation === 'none' ? m.savePng : m.saveGif}
          </LoadingButton>
          {own && (
            <Button onClick={() => setOwn(null)} sx={{ justifySelf: 'center' }}>
              {m.templates}
            </Button>
          )}
        </Box>
      </Box>
      {saver.ui}
    </ToolBody>
  );
}
