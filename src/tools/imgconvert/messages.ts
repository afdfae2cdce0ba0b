import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '点击上传图片',
    tip: '支持 JPG、PNG、WebP、AVIF、GIF、BMP、HEIC、JPEG XL，可一次选择或拖入多张；转换在浏览器中完成，图片不会上传',
    target: '转换为',
    quality: '质量',
    maxSide: '最大尺寸',
    original: '原始尺寸',
    longSide: '长边 {n}px',
    webp2: 'WebP2',
    webp2Note: 'WebP2 仍是实验格式，浏览器中没有可用的编码器，暂时无法转换为 WebP2。',
    animNote: 'GIF 动画转换为 {format} 时只保留第一帧：浏览器里的 {format} 编码器不支持动画。转换为 GIF 可保留全部帧。',
    gifNote: '转换为 GIF 时最多 256 色；GIF 动画会保留全部帧。',
    jxlNote: '多数浏览器还不能直接显示 JPEG XL，转换后请用支持该格式的软件查看。',
    pngNote: 'PNG 为无损格式，使用 OxiPNG 优化体积。',
    bmpNote: 'BMP 不压缩，文件会比较大；带透明度的图片保存为 32 位 BMP。',
  },
  en: {
    upload: 'Upload images',
    tip: 'JPG, PNG, WebP, AVIF, GIF, BMP, HEIC and JPEG XL; pick or drop many at once. Converted in your browser, never uploaded',
    target: 'Convert to',
    quality: 'Quality',
    maxSide: 'Max size',
    original: 'Original size',
    longSide: 'Long side {n}px',
    webp2: 'WebP2',
    webp2Note: 'WebP2 is still experimental and no browser encoder exists, so converting to WebP2 is not possible yet.',
    animNote:
      'An animated GIF converted to {format} keeps its first frame only: the browser {format} encoder cannot animate. Convert to GIF to keep every frame.',
    gifNote: 'GIF holds up to 256 colours; animated GIFs keep every frame.',
    jxlNote: 'Most browsers cannot show JPEG XL yet; open the result in an app that supports it.',
    pngNote: 'PNG is lossless; OxiPNG makes it as small as it can.',
    bmpNote: 'BMP is uncompressed, so files are large; transparent images are saved as 32-bit BMP.',
  },
});
