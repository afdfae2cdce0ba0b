import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import {
  ChoiceChips,
  copyText,
  FileInput,
  format,
  formatBytes,
  LoadingButton,
  Notice,
  ToolBody,
  useFileInput,
  useMessages,
  useSaver,
  useToast,
  useUsageReport,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { exactPixels, pixelsToPng } from './pixels.js';
import { capacity, containerSize, embed, extract, pack, StegoError, unpack, type Rgba, type Secret } from './stego.js';

type Mode = 'hide' | 'reveal';

export default function ImageSecretMsgPage() {
  const m = useMessages(messages);
  const [mode, setMode] = useState<Mode>('hide');
  return (
    <ToolBody testId="image-secret">
      <ChoiceChips
        value={mode}
        onChange={setMode}
        columns={2}
        choices={[
          { value: 'hide', label: m.hide },
          { value: 'reveal', label: m.reveal },
        ]}
        testId="secret-mode"
      />
      {mode === 'hide' ? <Hide /> : <Reveal />}
    </ToolBody>
  );
}

function usePicture(onFile?: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [image, setImage] = useState<Rgba | null>(null);
  const [failed, setFailed] = useState(false);
  const input = useFileInput({ accept: 'image/*', maxSizeMb: 50, onFiles: (f) => setFile(f[0] ?? null) });
  useEffect(() => {
    if (!file) return;
    let live = true;
    setFailed(false);
    onFile?.();
    exactPixels(file).then(
      (img) => live && setImage(img),
      () => live && (setImage(null), setFailed(true)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);
  return { file, image, failed, input };
}

function Thumb({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url ? (
    <Box
      component="img"
      src={url}
      alt=""
      sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 2, bgcolor: 'surface.soft' }}
    />
  ) : null;
}

function Hide() {
  const m = useMessages(messages);
  const saver = useSaver();
  const report = useUsageReport();
  const { file, image, failed, input } = usePicture();
  const [what, setWhat] = useState<'text' | 'file'>('text');
  const [text, setText] = useState('');
  const [secretFile, setSecretFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const room = image ? capacity(image) : 0;
  const size =
    what === 'text'
      ? new TextEncoder().encode(text).length
      : secretFile
        ? secretFile.size + secretFile.name.length * 3 + 3 + secretFile.type.length
        : 0;
  const used = containerSize(size, password !== '') - containerSize(0, false);
  const tooBig = image !== null && used > room;
  const ready = image && !tooBig && (what === 'text' ? text !== '' : secretFile !== null);

  const save = () => {
    if (!image || !file) return;
    setError(null);
    void saver.save(async () => {
      try {
        const secret: Secret =
          what === 'text'
            ? { kind: 'text', text }
            : {
                kind: 'file',
                name: secretFile!.name,
                type: secretFile!.type,
                bytes: new Uint8Array(await secretFile!.arrayBuffer()),
              };
        const png = await pixelsToPng(embed(image, await pack(secret, password)));
        report(`${file.name}:${file.size}:${size}`);
        return [{ blob: png, name: `${file.name.replace(/\.[^.]+$/, '') || 'image'}-secret.png` }];
      } catch (e) {
        setError(e instanceof StegoError && e.code === 'tooBig' ? m.tooBig : m.failed);
        throw e;
      }
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FileInput input={input} collapsed={image !== null} buttonText={m.upload} tip={m.tip} />
      {failed && <Notice>{m.unreadable}</Notice>}
      {image && file && (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Thumb file={file} />
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap sx={{ fontWeight: 700 }}>
                {file.name}
              </Typography>
              <Typography
                sx={{ fontSize: 13, color: tooBig ? 'error.main' : 'text.secondary' }}
                data-testid="secret-capacity"
              >
                {format(m.capacity, { size: formatBytes(room), used: formatBytes(Math.max(0, used)) })}
              </Typography>
              <Button size="small" onClick={() => input.open()}>
                {m.change}
              </Button>
            </Box>
          </Box>
          <ChoiceChips
            label={m.what}
            value={what}
            onChange={setWhat}
            columns={2}
            choices={[
              { value: 'text', label: m.text },
              { value: 'file', label: m.file },
            ]}
            testId="secret-what"
          />
          {what === 'text' ? (
            <TextField
              label={m.textLabel}
              value={text}
              onChange={(e) => setText(e.target.value)}
              multiline
              minRows={4}
              slotProps={{ htmlInput: { 'data-testid': 'secret-text' } }}
            />
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Button variant="outlined" startIcon={<AttachFileRounded />} onClick={() => fileRef.current?.click()}>
                {m.chooseFile}
              </Button>
              <Typography noWrap sx={{ fontSize: 14, color: 'text.secondary' }}>
                {secretFile ? `${secretFile.name} · ${formatBytes(secretFile.size)}` : ''}
              </Typography>
              <input
                ref={fileRef}
                type="file"
                hidden
                data-testid="secret-file"
                onChange={(e) => setSecretFile(e.target.files?.[0] ?? null)}
              />
            </Box>
          )}
          <TextField
            label={m.password}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            helperText={m.passwordHint}
            autoComplete="new-password"
            slotProps={{
              htmlInput: { 'data-testid': 'secret-password' },
              input: { startAdornment: <LockOutlined sx={{ mr: 1, color: 'text.secondary' }} /> },
            }}
          />
          {tooBig && <Notice testId="secret-too-big">{m.tooBig}</Notice>}
          {error && <Notice>{error}</Notice>}
          <Notice testId="secret-jpeg-warning">{m.jpegWarning}</Notice>
          <LoadingButton
            variant="contained"
            size="large"
            startIcon={<SaveAltRounded />}
            disabled={!ready}
            loading={saver.saving}
            onClick={save}
            data-testid="secret-save"
          >
            {m.save}
          </LoadingButton>
        </Box>
      )}
      {saver.ui}
    </Box>
  );
}

function Reveal() {
  const m = useMessages(messages);
  const saver = useSaver();
  const toast = useToast();
  const report = useUsageReport();
  const [secret, setSecret] = useState<Secret | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [needsPassword, setNeedsPassword] = useState(false);
  const { file, image, failed, input } = usePicture(() => {
    setSecret(null);
    setProblem(null);
    setNeedsPassword(false);
  });

  const read = async (img: Rgba, pw: string) => {
    setProblem(null);
    try {
      const found = await unpack(extract(img), pw);
      setSecret(found);
      setNeedsPassword(false);
      report(`${file?.name}:${file?.size}`);
    } catch (e) {
      const code = e instanceof StegoError ? e.code : 'failed';
      if (code === 'password' || code === 'wrongPassword') setNeedsPassword(true);
      setProblem(
        code === 'none'
          ? m.none
          : code === 'password'
            ? m.needPassword
            : code === 'wrongPassword'
              ? m.wrongPassword
              : code === 'corrupt'
                ? m.corrupt
                : m.failed,
      );
    }
  };
  useEffect(() => {
    if (image) void read(image, '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [image]);

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <FileInput input={input} collapsed={image !== null} buttonText={m.uploadSecret} tip={m.tip} />
      {failed && <Notice>{m.unreadable}</Notice>}
      {image && file && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Thumb file={file} />
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 700 }}>
              {file.name}
            </Typography>
            <Button size="small" onClick={() => input.open()}>
              {m.change}
            </Button>
          </Box>
        </Box>
      )}
      {problem && <Notice testId="secret-problem">{problem}</Notice>}
      {needsPassword && image && (
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <TextField
            label={m.passwordReveal}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'reveal-password' } }}
          />
          <Button variant="contained" onClick={() => void read(image, password)} data-testid="reveal-read">
            {m.read}
          </Button>
        </Box>
      )}
      {secret?.kind === 'text' && (
        <Box sx={{ p: 2, borderRadius: 3, bgcolor: 'surface.soft', display: 'grid', gap: 1 }}>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{m.found}</Typography>
          <Typography
            data-testid="revealed-text"
            sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 16 }}
          >
            {secret.text}
          </Typography>
          <Button sx={{ justifySelf: 'start' }} onClick={() => void copyText(secret.text).then(() => toast(m.copy))}>
            {m.copy}
          </Button>
        </Box>
      )}
      {secret?.kind === 'file' && (
        <Box
          sx={{
            p: 2,
            borderRadius: 3,
            bgcolor: 'surface.soft',
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          <Typography sx={{ flex: 1, minWidth: 0 }} data-testid="revealed-file">
            {m.foundFile} {secret.name} · {formatBytes(secret.bytes.length)}
          </Typography>
          <LoadingButton
            variant="contained"
            startIcon={<SaveAltRounded />}
            loading={saver.saving}
            onClick={() =>
              void saver.save(() => [
                {
                  blob: new Blob([secret.bytes as Uint8Array<ArrayBuffer>], {
                    type: secret.type || 'application/octet-stream',
                  }),
                  name: secret.name || 'secret.bin',
                },
              ])
            }
            data-testid="revealed-save"
          >
            {m.saveFile}
          </LoadingButton>
        </Box>
      )}
      {saver.ui}
    </Box>
  );
}
