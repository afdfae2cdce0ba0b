import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import {
  ChoiceChips,
  ColorField,
  encodeGifFrames,
  FileInput,
  GifLoopChoice,
  GifMakeButton,
  GifSideChoice,
  format,
  GifResult,
  loadBitmap,
  loopCount,
  makeCanvas,
  OptionsPanel,
  SliderField,
  ToolBody,
  useFileInput,
  useMessages,
  useToolOptions,
  useToolRun,
  VideoGifMaker,
  type MadeGif,
  Split,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { MAX_IMAGES, move, outputSize, placement, SCHEMA } from './sequence.js';

interface Picture {
  id: number;
  file: File;
  url: string;
}
let ids = 0;

export default function GifcreatePage() {
  const m = useMessages(messages);
  const [mode, setMode] = useState<'images' | 'video'>('images');
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [video, setVideo] = useState<File | null>(null);
  const images = useFileInput({
    accept: 'image/*',
    multiple: true,
    maxSizeMb: 50,
    maxCount: MAX_IMAGES,
    onFiles: (files) =>
      setPictures((list) =>
        [...list, ...files.map((file) => ({ id: ++ids, file, url: URL.createObjectURL(file) }))].slice(0, MAX_IMAGES),
      ),
  });
  const videoInput = useFileInput({ accept: 'video/*', maxSizeMb: 500, onFiles: (f) => setVideo(f[0] ?? null) });
  useEffect(() => () => pictures.forEach((p) => URL.revokeObjectURL(p.url)), []); // eslint-disable-line react-hooks/exhaustive-deps

  const make = useToolRun(async (list: Picture[], { progress }): Promise<MadeGif> => {
    const started = performance.now();
    const bitmaps = await Promise.all(list.map((p) => loadBitmap(p.file)));
    const size = outputSize(bitmaps[0].width, bitmaps[0].height, values.side);
    const frames = bitmaps.map((b) => {
      const { ctx } = makeCanvas(size.width, size.height);
      ctx.fillStyle = values.background;
      ctx.fillRect(0, 0, size.width, size.height);
      const r = placement(b.width, b.height, size.width, size.height, values.fit);
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(b, r.x, r.y, r.w, r.h);
      b.close();
      return { data: ctx.getImageData(0, 0, size.width, size.height).data, ...size, delay: values.delay };
    });
    const blob = await encodeGifFrames(frames, { loop: loopCount(values.loop) }, progress);
    return { blob, ...size, frames: frames.length, ms: performance.now() - started, name: 'animation.gif' };
  });

  return (
    <ToolBody testId="gifcreate" data-mode={mode}>
      <ChoiceChips
        value={mode}
        onChange={setMode}
        columns={2}
        choices={[
          { value: 'images', label: m.images },
          { value: 'video', label: m.video },
        ]}
        testId="gifcreate-mode"
      />
      {mode === 'video' && (
        <>
          <FileInput input={videoInput} collapsed={video !== null} buttonText={m.uploadVideo} tip={m.videoTip} />
          {video && (
            <VideoGifMaker
              file={video}
              settings={{ side: values.side, fps: values.fps, loop: values.loop }}
              onSettings={(p) => set(p)}
              onChange={() => videoInput.open()}
            />
          )}
        </>
      )}
      {mode === 'images' && (
        <>
          <FileInput input={images} collapsed={pictures.length > 0} buttonText={m.uploadImages} tip={m.imagesTip} />
          {pictures.length > 0 && (
            <Split panel>
              <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ flex: 1, fontWeight: 600 }}>{format(m.count, { n: pictures.length })}</Typography>
                  <Button startIcon={<AddRounded />} onClick={() => images.open()}>
                    {m.addMore}
                  </Button>
                  <Button color="inherit" onClick={() => setPictures([])}>
                    {m.clear}
                  </Button>
                </Box>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 1.25,
                    gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
                  }}
                >
                  {pictures.map((p, i) => (
                    <Box
                      key={p.id}
                      data-testid="gif-picture"
                      sx={{
                        position: 'relative',
                        borderRadius: 2,
                        overflow: 'hidden',
                        border: 1,
                        borderColor: 'line.main',
                        bgcolor: 'background.paper',
                      }}
                    >
                      <Box
                        component="img"
                        src={p.url}
                        alt={p.file.name}
                        sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover' }}
                      />
                      <Box
                        sx={{
                          position: 'absolute',
                          left: 6,
                          top: 6,
                          px: 0.75,
                          borderRadius: 1,
                          bgcolor: 'surface.dark',
                          color: 'common.white',
                          fontSize: 12,
                          fontWeight: 700,
                          opacity: 0.85,
                        }}
                      >
                        {i + 1}
                      </Box>
                      <Box sx={{ display: 'flex', justifyContent: 'space-between', '& button': { p: 0.5 } }}>
                        <IconButton
                          aria-label={m.up}
                          disabled={i === 0}
                          onClick={() => setPictures((l) => move(l, i, i - 1))}
                        >
                          <ArrowBackRounded fontSize="small" />
                        </IconButton>
                        <IconButton
                          aria-label={m.remove}
                          onClick={() => setPictures((l) => l.filter((x) => x.id !== p.id))}
                        >
                          <CloseRounded fontSize="small" />
                        </IconButton>
                        <IconButton
                          aria-label={m.down}
                          disabled={i === pictures.length - 1}
                          onClick={() => setPictures((l) => move(l, i, i + 1))}
                        >
                          <ArrowForwardRounded fontSize="small" />
                        </IconButton>
                      </Box>
                    </Box>
                  ))}
                </Box>
              </Box>
              <Box sx={{ display: 'grid', gap: 2 }}>
                <OptionsPanel onReset={reset} testId="gifcreate-options">
                  <SliderField
                    label={m.delay}
                    value={values.delay}
                    min={20}
                    max={2000}
                    step={10}
                    display={(ms) => format(m.delayValue, { ms })}
                    onChange={(delay) => set({ delay })}
                    testId="gif-delay"
                  />
                  <GifSideChoice value={values.side} onChange={(side) => set({ side })} testId="gifcreate-side" />
                  <ChoiceChips
                    label={m.fit}
                    value={values.fit}
                    onChange={(fit) => set({ fit })}
                    columns={2}
                    choices={[
                      { value: 'contain', label: m.contain },
                      { value: 'cover', label: m.cover },
                    ]}
                  />
                  {values.fit === 'contain' && (
                    <ColorField
                      label={m.background}
                      value={values.background}
                      onChange={(background) => set({ background })}
                      testId="gif-background"
                    />
                  )}
                  <GifLoopChoice value={values.loop} onChange={(loop) => set({ loop })} />
                </OptionsPanel>
                <GifMakeButton run={make} onMake={() => void make.run(pictures)} testId="gifcreate-make" />
              </Box>
            </Split>
          )}
          {make.status === 'done' && make.result && <GifResult gif={make.result} />}
        </>
      )}
    </ToolBody>
  );
}
