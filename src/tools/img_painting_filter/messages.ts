import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    radius: '笔触大小',
    px: '{n} 像素',
    levels: '色阶',
    levelsHint: '色阶越少，色块越大、越像油画；越多越接近原图。',
  },
  en: {
    radius: 'Brush size',
    px: '{n} px',
    levels: 'Levels',
    levelsHint: 'Fewer levels give broader, more painterly patches; more stay closer to the photo.',
  },
});
