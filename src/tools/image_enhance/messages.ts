import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    upload: '上传有摩尔纹的图片',
    tip: '翻拍屏幕、印刷品扫描出现的波纹和彩色条纹。支持 JPG、PNG、WebP；图片只在你的浏览器里处理，不会上传。',
    failed: '这张图片无法读取，请换一张。',
    runFailed: '处理失败，请重试；如果图片很大，可以先缩小后再试。',
    strength: '去除强度',
    strengthHint: '越强去掉的纹理越多，细节也会更柔和',
    pattern: '已找到并去除周期性纹理，同时平滑了彩色条纹和噪点。',
    none: '没有找到明显的周期性纹理，只平滑了彩色条纹和噪点；可以调高强度再试。',
    honest:
      '去摩尔纹在频域里找出规则的周期性条纹并把它们滤掉，再平滑伪彩色和噪点。对规则的网纹、屏幕翻拍条纹效果最好；不规则的条纹、很粗的波纹或与画面细节频率相同的纹理无法完全去掉，强度过高时细节会变软。',
  },
  en: {
    upload: 'Upload a picture with moiré',
    tip: 'The ripples and colour bands of photographed screens and scanned prints. JPG, PNG or WebP; processed in your browser, never uploaded.',
    failed: 'This picture cannot be read; try another one.',
    runFailed: 'Processing failed; try again, or shrink a very large picture first.',
    strength: 'Strength',
    strengthHint: 'Stronger removes more pattern and softens detail more',
    pattern: 'A periodic pattern was found and removed; colour bands and noise were smoothed.',
    none: 'No clear periodic pattern was found; only colour bands and noise were smoothed. Try a higher strength.',
    honest:
      'Moiré removal finds regular periodic stripes in the frequency domain and filters them out, then smooths false colour and noise. It works best on regular screens and halftone patterns; irregular, very coarse ripples or patterns as fine as the picture’s own detail cannot be removed completely, and high strength softens detail.',
  },
});
