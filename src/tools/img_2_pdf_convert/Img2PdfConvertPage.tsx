import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import {
  ChoiceChips,
  FileInput,
  IMAGE_ACCEPT,
  OptionsPanel,
  SliderField,
  ToolBody,
  format,
  formatBytes,
  useFileInput,
  useMessages,
  useToolOptions,
} from '../../web/kit/index.js';
import { OrderList, PdfRunArea, moveItem, pdfJob, pdfMessages, usePdfRun } from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import { PAPERS, pageOptions, pdfName, SCHEMA } from './pictures.js';

interface Picture {
  key: string;
  file: File;
  url: string;
}

let keys = 0;

function PictureRow({ picture }: { picture: Picture }) {
  const [broken, setBroken] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: 2,
          bgcolor: 'surface.soft',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          flexShrink: 0,
        }}
      >
        {broken ? (
          <ImageOutlined sx={{ color: 'text.secondary' }} />
        ) : (
          <Box
            component="img"
            src={picture.url}
            alt=""
            onError={() => setBroken(true)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography noWrap title={picture.file.name} sx={{ fontSize: 14.5, fontWeight: 600 }}>
          {picture.file.name}
        </Typography>
        <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>{formatBytes(picture.file.size)}</Typography>
      </Box>
    </Box>
  );
}

export default function Img2PdfConvertPage() {
  const m = useMessages(messages);
  const k = useMessages(pdfMessages);
  const { values: o, set } = useToolOptions(SCHEMA);
  const [pictures, setPictures] = useState<Picture[]>([]);
  const job = usePdfRun(async (list: Picture[], { signal, progress }) =>
    pdfJob(
      {
        op: 'pictures-to-pdf',
        files: list.map((p) => p.file),
        options: pageOptions(o),
        name: pdfName(list.map((p) => p.file.name)),
      },
      { signal, onProgress: progress },
    ),
  );
  const busy = job.status === 'busy';
  const input = useFileInput({
    accept: IMAGE_ACCEPT,
    multiple: true,
    maxSizeMb: 100,
    maxCount: 300,
    disabled: busy,
    onFiles: (files) => {
      job.reset();
      setPictures((list) => [
        ...list,
        ...files.map((file) => ({ key: `p${++keys}`, file, url: URL.createObjectURL(file) })),
      ]);
    },
  });
  const urls = useMemo(() => new Set<string>(), []);
  useEffect(() => {
    for (const p of pictures) urls.add(p.url);
  }, [pictures, urls]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  const change = (next: Picture[]) => {
    job.reset();
    setPictures(next);
  };

  return (
    <ToolBody testId="img-2-pdf" data-status={job.status} data-files={pictures.length}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FileInput input={input} collapsed={pictures.length > 0} buttonText={m.upload} tip={m.tip} />
        {pictures.length > 0 && (
          <>
            <OrderList
              testId="picture-list"
              disabled={busy}
              rows={pictures.map((p) => ({ key: p.key, content: <PictureRow picture={p} /> }))}
              onMove={(from, to) => change(moveItem(pictures, from, to))}
              onRemove={(i) => change(pictures.filter((_, j) => j !== i))}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<AddRounded />}
                onClick={input.open}
                disabled={busy}
                data-testid="picture-add"
                sx={{ borderRadius: 5 }}
              >
                {k.addMore}
              </Button>
              <Typography data-testid="picture-total" sx={{ fontSize: 13, color: 'text.secondary' }}>
                {format(m.total, { n: pictures.length })}
              </Typography>
            </Box>
          </>
        )}
        <OptionsPanel testId="picture-options">
          <ChoiceChips
            label={m.paper}
            value={o.paper}
            onChange={(paper) => set({ paper })}
            testId="picture-paper"
            columns={{ xs: 3, sm: 5 }}
            choices={PAPERS.map((p) => ({ value: p, label: p === 'fit' ? m.fit : p }))}
          />
          {o.paper !== 'fit' && (
            <ChoiceChips
              label={m.orientation}
              value={o.orientation}
              onChange={(orientation) => set({ orientation })}
              testId="picture-orientation"
              choices={[
                { value: 'auto', label: m.auto },
                { value: 'portrait', label: m.portrait },
                { value: 'landscape', label: m.landscape },
              ]}
            />
          )}
          <SliderField
            label={m.margin}
            value={o.margin}
            min={0}
            max={50}
            display={(v) => `${v} mm`}
            onChange={(margin) => set({ margin })}
            testId="picture-margin"
          />
        </OptionsPanel>
        <PdfRunArea
          job={job}
          ready={pictures.length > 0}
          blocked={null}
          primary={{
            label: m.run,
            icon: <PictureAsPdfOutlined />,
            testId: 'pdf-run',
            onRun: () => void job.run(pictures),
          }}
          zipName="images"
        />
      </Box>
    </ToolBody>
  );
}
