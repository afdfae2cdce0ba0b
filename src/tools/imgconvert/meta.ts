import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'imgconvert',
  name: { zh: '图片格式转换', en: 'Image Converter' },
  description: {
    zh: '在 JPG、PNG、WebP、AVIF、JPEG XL、BMP、GIF 之间批量转换图片格式，支持读取 HEIC，在浏览器中完成，图片不会上传。',
    en: 'Convert many images between JPG, PNG, WebP, AVIF, JPEG XL, BMP and GIF (HEIC too) right in your browser: nothing is uploaded.',
  },
  keywords: [
    '图片格式转换',
    'JPG格式转换',
    'PNG格式转换',
    'BMP格式转换',
    'WEBP格式转换',
    '在线转换图片格式',
    '图片格式互转',
    '格式转换',
    '图像',
    'JPEG',
    'PNG',
    'GIF',
    'HEIC转JPG',
    'AVIF',
    'image converter',
  ],
  category: 'img',
  order: 22,
  added: '2026-11-22',
  intro: {
    zh: [
      '图片格式转换可以在 JPG、PNG、WebP、AVIF、JPEG XL、BMP 和 GIF 之间互相转换，也能读取苹果手机拍摄的 HEIC 照片。转换使用 Squoosh 同款编码器，全部在你的浏览器中完成，图片不会上传。',
      '1、选择要转换成的格式，有损格式（JPG、WebP、AVIF、JPEG XL）可以调节质量，也可以限制最大尺寸。',
      '2、点击“点击上传图片”，或把图片拖入虚线框、直接粘贴，可以一次添加多张。',
      '3、转换完成后单张下载，或点击“全部下载”打包保存；在手机上会调起系统分享，可以直接存入相册。',
      'GIF 动画转换为 GIF 时保留全部帧，转换为其他格式时只保留第一帧。WebP2 目前没有浏览器可用的编码器，暂不支持。',
    ],
    en: [
      'The image converter turns images into JPG, PNG, WebP, AVIF, JPEG XL, BMP or GIF, and reads iPhone HEIC photos too. It uses the codecs of Squoosh and runs entirely in your browser: your images are never uploaded.',
      '1. Pick the format to convert to; lossy formats (JPG, WebP, AVIF, JPEG XL) have a quality setting, and you can limit the size.',
      '2. Click “Upload images”, drop images into the dashed box or paste them; add as many as you like.',
      '3. Download each result, or all of them as a zip; on phones the share sheet lets you save them to your photos.',
      'Animated GIFs keep every frame when converted to GIF and their first frame otherwise. WebP2 has no browser encoder yet, so it is not offered.',
    ],
  },
});
