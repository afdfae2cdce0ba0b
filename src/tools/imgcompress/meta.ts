import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'imgcompress',
  name: { zh: '图片压缩', en: 'Image Compressor' },
  description: {
    zh: '批量压缩 JPG、PNG、WebP、AVIF、GIF 图片，使用 MozJPEG、OxiPNG 等专业编码器，在浏览器中完成，图片不会上传。',
    en: 'Compress many JPG, PNG, WebP, AVIF and GIF images at once with MozJPEG, OxiPNG and friends, right in your browser: nothing is uploaded.',
  },
  keywords: [
    '图片',
    '压缩',
    'png',
    '在线',
    '图片压缩',
    '压缩图片',
    'jpg压缩',
    '批量压缩',
    'compress',
    'image compressor',
  ],
  category: 'img',
  order: 1,
  added: '2026-11-22',
  intro: {
    zh: [
      '图片压缩可以在几乎不影响观感的前提下大幅减小图片体积。压缩使用 Squoosh 同款编码器（MozJPEG、libwebp、libavif、OxiPNG 和调色板量化），全部在你的浏览器中完成，图片不会上传到服务器。',
      '1、点击“点击上传图片”，或把图片拖入虚线框、直接粘贴，可以一次添加多张。',
      '2、选择压缩方案：“推荐”适合大多数情况；“极限压缩”文件更小；“高画质”几乎无损；也可以自定义质量、最大尺寸和输出格式。',
      '3、每张图片会显示压缩前后的大小和节省比例，点击缩略图可以拖动滑块对比效果；点击下载保存单张，或“全部下载”打包保存。',
      '如果压缩后的文件反而更大，会自动保留原图。默认会去除照片中的 EXIF 信息（包括拍摄位置），需要时可以选择保留。',
    ],
    en: [
      'The image compressor makes images much smaller while they look the same. It uses the codecs of Squoosh (MozJPEG, libwebp, libavif, OxiPNG with palette quantisation) and runs entirely in your browser: your images are never uploaded.',
      '1. Click “Upload images”, drop images into the dashed box or paste them; add as many as you like.',
      '2. Pick a preset: “Recommended” suits most images, “Smallest” makes smaller files, “High quality” is near lossless; or set quality, maximum size and output format yourself.',
      '3. Each image shows its size before and after and the saving; tap its thumbnail to compare with a slider. Download one, or all of them as a zip.',
      'When a compressed file would be larger, the original is kept. EXIF data (including location) is removed by default and can be kept on request.',
    ],
  },
});
