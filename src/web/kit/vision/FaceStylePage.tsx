/**
 * A whole avatar stylisation page (头像二次元, 美化你的头像): the faces found in the photo (Worker), a
 * square around the chosen one at the avatar size, and the tool's style and tone run on it in the style
 * Worker as the options change. Without a face, the middle of the photo. Test ids: `<testId>-page`,
 * `<testId>-tool` (data-ready="1" once the avatar of the current options is shown), `<testId>-options`.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { format, useMessages } from '../../i18n/index.js';
import { useSaver } from '../../save/Saver.js';
import { loadBitmap } from '../canvas/canvas.js';
import { FileInput } from '../inputs/FileInput.js';
import { Notice } from '../layout/Notice.js';
import { ToolBody } from '../layout/Split.js';
import { ChoiceChips, OptionsPanel } from '../options/controls.js';
import type { Schema, Values } from '../options/schema.js';
import { useToolOptions, type ToolOptions } from '../options/use-tool-options.js';
import { imageToolMessages } from '../tools/image-tool-messages.js';
import { VisionStatus as VisionStatusBar } from './VisionStatus.js';
import { useFacePhoto } from './face-client.js';
import { avatarSquare, inReadingOrder, type Square } from './face-geometry.js';
import type { Pixels } from './pixels.js';
import type { StyleJob } from './style-client.js';
import { styleMessages } from './style-messages.js';
import { encodePixels, StylePreview } from './StylePreview.js';
import { useStyled } from './use-styled.js';

const MODEL_SIDE = 1280;

/** The square of the photo drawn at `size`×`size`. */
async function squarePixels(file: File, square: Square, size: number): Promise<Pixels> {
  const bitmap = await loadBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, square.x, square.y, square.side, square.side, 0, 0, size, size);
  bitmap.close();
  const data = ctx.getImageData(0, 0, size, size);
  return { data: data.data, width: size, height: size };
}

export function FaceStylePage<S extends Schema>(props: {
  schema: S;
  testId: string;
  suffix: string;
  job: (values: Values<S>) => Omit<StyleJob, 'image'>;
  /** Avatar side in pixels and framing (face box sides across the square) from the values. */
  size: (values: Values<S>) => number;
  zoom: (values: Values<S>) => number;
  controls: (options: ToolOptions<S>) => ReactNode;
  note?: ReactNode;
}) {
  const m = useMessages(imageToolMessages);
  const s = useMessages(styleMessages);
  const saver = useSaver();
  const options = useToolOptions(props.schema);
  const { values, reset } = options;
  const [chosen, setChosen] = useState(0);
  const { input, file, progress, analysis } = useFacePhoto({
    attributes: false,
    maxSide: MODEL_SIDE,
    onNewPhoto: () => setChosen(0),
  });
  const result = analysis.result;
  const faces = useMemo(() => (result ? inReadingOrder(result.faces) : []), [result]);
  const size = props.size(values);
  const zoom = props.zoom(values);
  const face = faces[Math.min(chosen, faces.length - 1)];
  const square = useMemo(() => {
    if (!result) return null;
    const { width, height } = result.source;
    if (face) return avatarSquare(face.box, result.source, zoom);
    const side = Math.min(width, height);
    return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), side };
  }, [result, face, zoom]);

  const [avatar, setAvatar] = useState<Pixels | null>(null);
  useEffect(() => {
    if (!file || !square) return;
    let live = true;
    squarePixels(file, square, size).then(
      (p) => live && setAvatar(p),
      (error: unknown) => console.error('avatar crop failed', error),
    );
    return () => {
      live = false;
    };
  }, [file, square, size]);

  const job = props.job(values);
  const key = JSON.stringify(values);
  const styled = useStyled(job, avatar, key);
  const ready = styled.result !== null && styled.resultKey === key && !styled.busy;

  const save = (type: 'png' | 'jpeg') => {
    if (!styled.result || !file) return;
    const result = styled.result;
    void saver.save(async () => [
      {
        blob: await encodePixels(result, type),
        name: `${file.name.replace(/\.[^.]+$/, '')}-${props.suffix}.${type === 'jpeg' ? 'jpg' : 'png'}`,
      },
    ]);
  };

  return (
    <ToolBody testId={`${props.testId}-page`}>
      <Box
        data-testid={`${props.testId}-tool`}
        data-ready={ready ? '1' : undefined}
        data-faces={result ? faces.length : undefined}
        sx={{ display: 'grid', gap: 2 }}
      >
        <FileInput input={input} collapsed={file !== null} buttonText={m.upload} tip={m.tip} />
        {analysis.status === 'busy' && <VisionStatusBar progress={progress} />}
        {analysis.status === 'error' && <Notice severity="error">{s.failed}</Notice>}
        {result && faces.length === 0 && <Notice testId="no-face">{s.noFace}</Notice>}
        {styled.failed && <Notice severity="error">{s.failed}</Notice>}
        {avatar && (
          <StylePreview
            original={avatar}
            result={styled.result}
            busy={styled.busy}
            caption={
              <>
                {m.original} · {format(m.size, { w: avatar.width, h: avatar.height })}
              </>
            }
            saving={saver.saving}
            onSave={save}
            onChange={() => input.open()}
            options={
              <>
                {faces.length > 1 && (
                  <ChoiceChips
                    label={s.faces}
                    value={String(Math.min(chosen, faces.length - 1))}
                    choices={faces.map((_, i) => ({ value: String(i), label: format(s.face, { n: i + 1 }) }))}
                    onChange={(v) => setChosen(Number(v))}
                    testId={`${props.testId}-face`}
                  />
                )}
                <OptionsPanel onReset={reset} testId={`${props.testId}-options`}>
                  {props.controls(options)}
                </OptionsPanel>
                {props.note && <Notice>{props.note}</Notice>}
              </>
            }
          />
        )}
        {saver.ui}
      </Box>
    </ToolBody>
  );
}
