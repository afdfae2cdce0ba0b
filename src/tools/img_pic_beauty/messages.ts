import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '上传要美化的照片',
    tip: '人像、自拍、风景都可以，支持 JPG、PNG、WebP。照片只在你的浏览器里处理，不会上传。',
    failed: '这张照片无法读取，请换一张。',
    runFailed: '处理失败，请重试；如果照片很大，可以先缩小后再试。',
    strength: '美化强度',
    smooth: '磨皮',
    smoothHint: '只平滑肤色区域，眼睛、头发等边缘保持清晰',
    tone: '自动调色',
    toneHint: '自动调整亮度、对比度和饱和度',
    noSkin: '没有找到肤色区域，只调整了亮度、对比度和饱和度。',
    skin: '肤色区域约占 {p}%，已平滑并调色。',
    honest:
      '美化是按颜色找出肤色区域做保边平滑，再自动拉伸亮度和对比度，不会改变脸型、五官，也不做瘦脸、大眼；与肤色相近的背景（木头、沙地）也会被轻微平滑。',
  },
  en: {
    upload: 'Upload a photo to beautify',
    tip: 'Portraits, selfies and landscapes; JPG, PNG or WebP. Processed in your browser, never uploaded.',
    failed: 'This photo cannot be read; try another one.',
    runFailed: 'Processing failed; try again, or shrink a very large photo first.',
    strength: 'Strength',
    smooth: 'Smooth skin',
    smoothHint: 'Only skin tones are smoothed; eyes, hair and other edges stay sharp',
    tone: 'Auto tone',
    toneHint: 'Brightness, contrast and saturation adjusted automatically',
    noSkin: 'No skin tones found: only brightness, contrast and saturation were adjusted.',
    skin: 'Skin tones cover about {p}% of the photo; smoothed and toned.',
    honest:
      'Beautifying finds skin by its colour and smooths it with edges kept, then stretches brightness and contrast. It does not reshape faces or features (no slimming, no bigger eyes); backgrounds close to skin colour (wood, sand) are smoothed a little too.',
  },
});
