import { useEffect, useState } from 'react';
import {
  FileInput,
  ToolBody,
  trackEvent,
  useFileInput,
  useMessages,
  useToolOptions,
  VIDEO_TITLE_EVENT,
  VideoGifMaker,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { SCHEMA, VIDEO_ACCEPT } from './options.js';

export default function Video2GifPage() {
  const m = useMessages(messages);
  const { values, set } = useToolOptions(SCHEMA);
  const [file, setFile] = useState<File | null>(null);
  const input = useFileInput({ accept: VIDEO_ACCEPT, maxSizeMb: 500, onFiles: (f) => setFile(f[0] ?? null) });
  useEffect(() => trackEvent(VIDEO_TITLE_EVENT, { tool: 'video_2_gif' }), []);
  return (
    <ToolBody testId="video-2-gif">
      <FileInput input={input} collapsed={file !== null} buttonText={m.upload} tip={m.tip} />
      {file && <VideoGifMaker file={file} settings={values} onSettings={set} onChange={() => input.open()} />}
    </ToolBody>
  );
}
