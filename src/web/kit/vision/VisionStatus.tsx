/** What the vision engine is doing: the model download with its progress (first use), then the stages. */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { defineMessages, format, useMessages } from '../../i18n/index.js';
import type { VisionProgress } from './vision-types.js';

const messages = defineMessages({
  zh: {
    load: '正在准备识别模型…',
    model: '首次使用，正在下载识别模型 {loaded} MB{total}（之后会缓存在浏览器里）',
    run: '正在识别人像…',
    render: '正在生成图片…',
  },
  en: {
    load: 'Preparing the recognition model…',
    model: 'First use: downloading the recognition model, {loaded} MB{total} (kept in your browser afterwards)',
    run: 'Finding the person…',
    render: 'Drawing the picture…',
  },
});

const mb = (bytes: number) => (bytes / 1048576).toFixed(1);

export function VisionStatus(props: { progress: VisionProgress | null; rendering?: boolean }) {
  const m = useMessages(messages);
  const { progress, rendering } = props;
  const share = progress?.stage === 'model' && progress.total ? Math.min(progress.loaded / progress.total, 1) : null;
  const text = rendering
    ? m.render
    : progress?.stage === 'model'
      ? format(m.model, { loaded: mb(progress.loaded), total: progress.total ? ` / ${mb(progress.total)} MB` : '' })
      : progress?.stage === 'run'
        ? m.run
        : m.load;
  return (
    <Box data-testid="vision-status" data-stage={rendering ? 'render' : (progress?.stage ?? 'load')} sx={{ py: 1 }}>
      <Typography sx={{ fontSize: 13.5, color: 'text.secondary', mb: 1 }}>{text}</Typography>
      <LinearProgress
        variant={share === null ? 'indeterminate' : 'determinate'}
        value={share === null ? undefined : share * 100}
        aria-label={text}
      />
    </Box>
  );
}
