import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'container_ocr',
  name: { zh: '集装箱识别', en: 'Container Number Reader' },
  description: {
    zh: '拍照识别集装箱箱门上的箱号和尺寸类型代码，按 ISO 6346 规则核对校验码，识别错一位就会提示；在浏览器中完成，照片不上传。',
    en: 'Read the container number and size-type code off a photo of the doors, checked with the ISO 6346 check digit so a misread character is flagged. In your browser, nothing uploaded.',
  },
  keywords: [
    '集装箱',
    '识别',
    '工具',
    '编号',
    '扫描',
    '集装箱识别',
    '箱号识别',
    '箱号校验',
    'ISO 6346',
    'container number',
  ],
  category: 'img',
  order: 55,
  added: '2026-11-23',
  intro: {
    zh: [
      '集装箱识别可以从箱门照片中读出箱号（如 CSQU 305438 3）和尺寸类型代码（如 22G1），并拆出箱主代码、设备类别、顺序号和校验码，每一项都可以单独复制。',
      '箱号按 ISO 6346 规则核对：由前 10 位算出的校验码必须与箱上印的最后一位一致。不一致说明有字符识别错了，我们会标红提示，不会替你猜测修改。箱上常把校验码印在方框里，我们会单独再读一次方框中的数字。',
      '1、点击“点击上传集装箱箱门照片”，让箱号完整、清晰地出现在照片里（也可以拖入或粘贴）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机。',
      '3、识别全部在你的浏览器中完成，照片不会上传。',
    ],
    en: [
      'The container reader reads the container number (e.g. CSQU 305438 3) and the size-type code (e.g. 22G1) off a photo of the doors, and splits the number into owner code, category, serial and check digit, each to copy on its own.',
      'The number is checked with ISO 6346: the check digit computed from the first ten characters must match the printed one. When it does not, a character is misread: the field is marked in red, never corrected by guessing. The check digit is often printed in a frame; that frame is read again on its own.',
      '1. Click “Upload a photo of the container doors” with the number whole and sharp (or drag or paste it).',
      '2. The first use downloads about 16 MB of recognition models, then kept on your device.',
      '3. Everything runs in your browser: the photo is never uploaded.',
    ],
  },
});
