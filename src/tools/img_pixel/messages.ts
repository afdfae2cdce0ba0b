import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    block: '像素块大小',
    blockValue: '{n} 像素',
    palette: '调色板',
    original: '原色',
    gameboy: '掌机绿',
    pico8: 'PICO-8',
    gray4: '四级灰',
    bw: '黑白',
  },
  en: {
    block: 'Block size',
    blockValue: '{n} px',
    palette: 'Palette',
    original: 'Original',
    gameboy: 'Handheld green',
    pico8: 'PICO-8',
    gray4: '4 greys',
    bw: 'Black & white',
  },
});
