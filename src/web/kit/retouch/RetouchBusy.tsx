/** The retouch engine at work: its first use loads opencv.js (about 2 MB), later ones only compute. */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { defineMessages, useMessages } from '../../i18n/index.js';

const messages = defineMessages({
  zh: { working: '处理中，请耐心等待...', first: '首次使用需要加载约 2 MB 的图像引擎，之后会缓存在浏览器里。' },
  en: {
    working: 'Processing, please wait…',
    first: 'The first use loads the image engine (about 2 MB); it stays cached in your browser.',
  },
});

export function RetouchBusy(props: { text?: string }) {
  const m = useMessages(messages);
  return (
    <Box data-testid="retouch-busy" sx={{ py: 1 }}>
      <Typography sx={{ fontSize: 13.5, color: 'text.secondary' }}>{props.text ?? m.working}</Typography>
      <Typography sx={{ fontSize: 12, color: 'text.secondary', mb: 1 }}>{m.first}</Typography>
      <LinearProgress aria-label={props.text ?? m.working} />
    </Box>
  );
}
