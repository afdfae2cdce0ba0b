import { defineMessages } from '../../i18n/index.js';

/** Strings of the kit's single-image tool and canvas parts. */
export const imageToolMessages = defineMessages({
  zh: {
    upload: '上传图片',
    tip: '支持 JPG、PNG、WebP、GIF 等常见格式，图片只在你的浏览器里处理，不会上传。',
    change: '换一张',
    original: '按住看原图',
    savePng: '保存 PNG',
    saveJpeg: '保存 JPG',
    unreadable: '这张图片无法读取，请换一张试试。',
    size: '{w}×{h} 像素',
    shrunk: '图片较大，已缩小到 {w}×{h} 像素处理。',
    result: '效果预览',
  },
  en: {
    upload: 'Upload an image',
    tip: 'JPG, PNG, WebP, GIF and other common formats. The image is processed in your browser and never uploaded.',
    change: 'Change image',
    original: 'Hold to see the original',
    savePng: 'Save PNG',
    saveJpeg: 'Save JPG',
    unreadable: 'This image cannot be read; please try another.',
    size: '{w}×{h} px',
    shrunk: 'A large image: processed at {w}×{h} px.',
    result: 'Preview',
  },
});
