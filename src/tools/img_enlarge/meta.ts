import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_enlarge',
  name: { zh: '增加图片大小', en: 'Enlarge Image' },
  description: {
    zh: '把图片放大 2 倍、3 倍或 4 倍：用 Lanczos 高质量插值算出新像素，可选锐化让边缘更清楚，保存为 PNG 或 JPG。',
    en: 'Enlarge a picture 2×, 3× or 4× with high-quality Lanczos resampling and optional sharpening; save as PNG or JPG.',
  },
  keywords: ['增加图片大小', '图片放大', '放大图片', '图片分辨率', '提高分辨率', '放大体积', '增加图片'],
  category: 'img',
  order: 42,
  intro: {
    zh: [
      '增加图片大小把图片的宽和高放大到 2 倍、3 倍或 4 倍。新像素用 Lanczos-3 插值从周围像素算出（比常见的双线性插值更清楚，不会出现马赛克），再可选用“锐化”（反锐化掩模）让边缘更分明。全部在你的浏览器里完成，图片不会上传。',
      '1、上传图片，选择放大倍数；2、拖动“锐化”调整清晰度，按住预览可对比原图；3、保存为 PNG 或 JPG。',
      '说明：插值放大不能凭空恢复原图没有的细节，照片放大后会比原图柔和；放大后最长边不超过 4096 像素，更大的图片会自动降低倍数。',
    ],
    en: [
      'Enlarges a picture’s width and height 2×, 3× or 4×. New pixels are computed from their neighbours with Lanczos-3 resampling (sharper than the usual bilinear, no blocks), then optionally sharpened with an unsharp mask. Everything runs in your browser: the picture is never uploaded.',
      '1. Upload a picture and pick the scale; 2. move “Sharpen” to taste, hold the preview to compare with the original; 3. save as PNG or JPG.',
      'Note: resampling cannot invent detail the picture does not have, so enlarged photos look softer than the original; the result is at most 4096 px on its long side, and the scale is lowered for bigger pictures.',
    ],
  },
});
