import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '上传要修复的图片',
    tip: '支持 JPG、PNG、WebP，手机拍的大图也可以。图片只在你的浏览器里处理，不会上传。',
    failed: '这张图片无法读取，请换一张。',
    runFailed: '修复失败，请重试；如果图片很大，可以先缩小后再试。',
    hint: '用画笔涂满划痕、污点、水印或不想要的小物体，涂抹范围略大于目标效果更好。',
    method: '修复方式',
    telea: '快速（边缘清晰）',
    ns: '平滑（大块区域）',
    radius: '取样范围',
    run: '开始修复',
    empty: '先用画笔在图片上涂抹要修复的区域。',
    honest:
      '修复是根据周围的颜色和纹理把涂抹区域填平，适合划痕、斑点、文字水印和背景里的小物体；大面积缺失、人脸五官或复杂图案无法“凭空”还原，也不能把模糊照片变清晰。',
  },
  en: {
    upload: 'Upload a picture to repair',
    tip: 'JPG, PNG or WebP, big phone photos too. The picture is processed in your browser and never uploaded.',
    failed: 'This picture cannot be read; try another one.',
    runFailed: 'Repair failed; try again, or shrink a very large picture first.',
    hint: 'Paint over scratches, spots, watermarks or small unwanted objects; covering a little more than the mark works best.',
    method: 'Method',
    telea: 'Fast (crisp edges)',
    ns: 'Smooth (large areas)',
    radius: 'Sampling range',
    run: 'Repair',
    empty: 'Paint over the areas to repair first.',
    honest:
      'Repair fills the painted area from the colours and texture around it: good for scratches, spots, text watermarks and small objects in the background. It cannot invent large missing parts, facial features or complex patterns, and it does not make a blurred photo sharp.',
  },
});
