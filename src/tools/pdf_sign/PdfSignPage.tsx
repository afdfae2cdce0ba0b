import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import {
  ChoiceChips,
  ColorField,
  FileInput,
  NumberField,
  OptionsPanel,
  Split,
  SwitchField,
  format,
  makeCanvas,
  useDebounced,
  useFileInput,
  useMessages,
  useToolOptions,
} from '../../web/kit/index.js';
import { PageBoxEditor, PdfTool, pdfJob, pdfMessages, type FracBox, type PdfDoc } from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { fracAspect, initialBox, reshape, SCHEMA, signatureStamp, type Signature } from './sign.js';
import { SignaturePad } from './SignaturePad.js';

interface Drawn {
  sig: Signature;
  url: string;
  aspect: number;
}

const TEXT_PX = 96;

/** Typed text drawn for the preview, with the shape the PDF text will have (its width over its size). */
function typedPreview(text: string, color: string): Drawn | null {
  const t = text.trim();
  if (!t) return null;
  const font = `${TEXT_PX}px "Droid Sans Fallback", "PingFang SC", "Microsoft YaHei", sans-serif`;
  const probe = makeCanvas(1, 1).ctx;
  probe.font = font;
  const width = Math.max(1, Math.ceil(probe.measureText(t).width));
  const { canvas, ctx } = makeCanvas(width, TEXT_PX);
  ctx.font = font;
  ctx.fillStyle = color;
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(t, 0, TEXT_PX * 0.78);
  return { sig: { kind: 'text', text: t, color }, url: canvas.toDataURL('image/png'), aspect: width / TEXT_PX };
}

export default function PdfSignPage() {
  const m = useMessages(messages);
  const k = useMessages(pdfMessages);
  const { values: o, set } = useToolOptions(SCHEMA);
  const wide = useMediaQuery('(min-width:600px)');
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [uploaded, setUploaded] = useState<Drawn | null>(null);
  const [page, setPage] = useState(0);
  const [box, setBox] = useState<FracBox | null>(null);
  const [doc, setDoc] = useState<PdfDoc | null>(null);
  const typedText = useDebounced(o.text, 200);
  const [typed, setTyped] = useState<Drawn | null>(null);
  useEffect(() => setTyped(typedPreview(typedText, o.color)), [typedText, o.color]);

  const imageInput = useFileInput({
    accept: 'image/png,image/jpeg',
    maxSizeMb: 20,
    onFiles: async ([file]) => {
      if (!file) return;
      const bitmap = await createImageBitmap(file);
      const aspect = bitmap.width / bitmap.height;
      bitmap.close();
      setUploaded({
        sig: { kind: 'image', bytes: new Uint8Array(await file.arrayBuffer()) },
        url: URL.createObjectURL(file),
        aspect,
      });
    },
  });

  const current = o.source === 'draw' ? drawn : o.source === 'type' ? typed : uploaded;
  const seen = doc ? (doc.pages[page] ?? doc.pages[0]) : null;
  // A new signature (or page) gets a box of its shape.
  useEffect(() => {
    if (!current || !seen) return;
    setBox((b) => (b ? reshape(b, current.aspect, seen) : initialBox(current.aspect, seen)));
  }, [current, seen]);

  return (
    <PdfTool
      testId="pdf-sign"
      runLabel={m.run}
      runIcon={<DrawOutlined />}
      onOpen={(d) => {
        setDoc(d);
        setPage(0);
        setBox(null);
      }}
      editor={(d) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <PageBoxEditor
            doc={d}
            page={page}
            size={wide ? 560 : 340}
            alt={format(k.page, { n: page + 1 })}
            box={current ? box : null}
            onChange={setBox}
            aspect={current && seen ? fracAspect(current.aspect, seen) : undefined}
            testId="sign-area"
          >
            {current && (
              <Box component="img" src={current.url} alt="" sx={{ width: '100%', height: '100%', display: 'block' }} />
            )}
          </PageBoxEditor>
          {current && <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{m.placeHint}</Typography>}
        </Box>
      )}
      blocked={() => (current && box ? null : m.need)}
      run={(d, { signal, progress }) =>
        pdfJob(
          {
            op: 'stamp',
            file: { data: d.file, password: d.password },
            name: d.name.replace(/\.pdf$/i, '') + '-签名.pdf',
            stamps: [signatureStamp(current!.sig, box!, seen!, page, o.every, d.pages.length)],
          },
          { signal, onProgress: progress },
        )
      }
      options={(d) => (
        <OptionsPanel testId="sign-options">
          <ChoiceChips
            label={m.source}
            value={o.source}
            onChange={(source) => set({ source })}
            testId="sign-source"
            choices={[
              { value: 'draw', label: m.draw },
              { value: 'type', label: m.type },
              { value: 'upload', label: m.upload },
            ]}
          />
          {o.source === 'draw' && (
            <SignaturePad
              color={o.color}
              onInk={(ink) =>
                setDrawn(ink && { sig: { kind: 'image', bytes: ink.bytes }, url: ink.url, aspect: ink.aspect })
              }
            />
          )}
          {o.source === 'type' && (
            <TextField
              fullWidth
              size="small"
              label={m.text}
              value={o.text}
              onChange={(e) => set({ text: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'sign-text', maxLength: 40 } }}
            />
          )}
          {o.source === 'upload' && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <FileInput input={imageInput} collapsed />
              <Button
                variant="outlined"
                startIcon={<ImageOutlined />}
                onClick={imageInput.open}
                data-testid="sign-image"
                sx={{ borderRadius: 5 }}
              >
                {uploaded ? m.imageChange : m.image}
              </Button>
              <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{m.imageTip}</Typography>
            </Box>
          )}
          <Split>
            {o.source !== 'upload' && (
              <ColorField label={m.color} value={o.color} onChange={(color) => set({ color })} testId="sign-color" />
            )}
            {d && d.pages.length > 1 && (
              <NumberField
                label={m.page}
                value={page + 1}
                min={1}
                max={d.pages.length}
                integer
                onChange={(n) => n !== null && setPage(Math.min(d.pages.length, Math.max(1, n)) - 1)}
                testId="sign-page"
              />
            )}
          </Split>
          {d && d.pages.length > 1 && (
            <SwitchField label={m.every} checked={o.every} onChange={(every) => set({ every })} testId="sign-every" />
          )}
        </OptionsPanel>
      )}
    />
  );
}
