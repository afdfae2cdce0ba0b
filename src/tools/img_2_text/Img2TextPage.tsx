import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import {
  ChoiceChips,
  FileInput,
  format,
  LoadingButton,
  Notice,
  OptionsPanel,
  SwitchField,
  TextResult,
  ToolBody,
  useFileInput,
  useMessages,
  useSaver,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { CHARSET_IDS, CHARSETS, gridSize, imageToText, type RgbaPixels } from './ascii.js';
import { DETAILS, SCHEMA } from './options.js';
import { ART_FONT, pixelsForArt, textToPng } from './render.js';

export default function Img2TextPage() {
  const m = useMessages(messages);
  const saver = useSaver();
  const { values, set } = useToolOptions(SCHEMA);
  const [file, setFile] = useState<File | null>(null);
  const [pixels, setPixels] = useState<RgbaPixels | null>(null);
  const [failed, setFailed] = useState(false);
  const input = useFileInput({ accept: 'image/*', maxSizeMb: 50, onFiles: (files) => setFile(files[0] ?? null) });
  const report = useUsageReport();

  useEffect(() => {
    if (!file) return;
    let live = true;
    setFailed(false);
    pixelsForArt(file, values.detail).then(
      (p) => live && setPixels(p),
      (error: unknown) => {
        console.error('text art: image unreadable', error);
        if (live) {
          setPixels(null);
          setFailed(true);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [file, values.detail]);

  const text = useMemo(
    () => (pixels ? imageToText(pixels, CHARSETS[values.charset], values.invert) : ''),
    [pixels, values.charset, values.invert],
  );
  const grid = pixels ? gridSize(pixels.width, pixels.height) : null;
  // One use per picture made into art.
  useEffect(() => {
    if (text && file) report(`${file.name}:${file.size}:${file.lastModified}`);
  }, [text, file, report]);

  const baseName = (file?.name.replace(/\.[^.]+$/, '') || 'image') + '-ascii';
  const savePng = () =>
    void saver.save(async () => [{ blob: await textToPng(text, values.invert), name: `${baseName}.png` }]);

  return (
    <ToolBody testId="img2text" data-ready={text ? '1' : undefined}>
      <FileInput input={input} collapsed={file !== null} buttonText={m.upload} tip={m.tip} />
      <OptionsPanel testId="art-options" columns={3}>
        <ChoiceChips
          label={m.charset}
          value={values.charset}
          onChange={(charset) => set({ charset })}
          choices={CHARSET_IDS.map((id) => ({ value: id, label: m[id] }))}
          testId="charset"
        />
        <ChoiceChips
          label={m.detail}
          value={values.detail}
          onChange={(detail) => set({ detail })}
          choices={DETAILS.map((d) => ({ value: d, label: m[d] }))}
          testId="detail"
        />
        <SwitchField
          label={m.invert}
          checked={values.invert}
          onChange={(invert) => set({ invert })}
          testId="invert-switch"
        />
      </OptionsPanel>
      {failed && (
        <Notice severity="error" testId="art-error">
          {m.failed}
        </Notice>
      )}
      {file && text && grid && (
        <TextResult
          text={text}
          label={<span data-testid="art-size">{format(m.size, grid)}</span>}
          filename={`${baseName}.txt`}
          testId="art"
          bare
          onUse={() => report(`${file.name}:${file.size}:${file.lastModified}`)}
          actions={
            <>
              <Button startIcon={<ImageOutlined />} onClick={input.open} data-testid="art-change" size="small">
                {m.change}
              </Button>
              <LoadingButton
                size="small"
                variant="outlined"
                startIcon={<SaveAltRounded />}
                onClick={savePng}
                loading={saver.saving}
                data-testid="art-png"
              >
                {m.savePng}
              </LoadingButton>
            </>
          }
        >
          <ArtView text={text} columns={grid.columns} dark={values.invert} label={m.preview} />
        </TextResult>
      )}
      {saver.ui}
    </ToolBody>
  );
}

/** The art, its font sized so every column fits the width (a monospace cell is ~0.6 em wide). */
function ArtView({ text, columns, dark, label }: { text: string; columns: number; dark: boolean; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const fontSize = width > 0 ? Math.max(2, Math.min(14, width / (columns * 0.6))) : 6;
  return (
    <Box ref={box} sx={{ bgcolor: dark ? 'surface.dark' : 'background.paper', p: 1.5, minHeight: '100%' }}>
      <Box
        component="pre"
        aria-label={label}
        data-testid="art-text"
        sx={{
          m: 0,
          fontFamily: ART_FONT,
          fontSize,
          lineHeight: 1.2,
          letterSpacing: 0,
          color: dark ? 'grey.100' : 'surface.dark',
          whiteSpace: 'pre',
        }}
      >
        {text}
      </Box>
    </Box>
  );
}
