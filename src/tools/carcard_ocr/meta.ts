import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'carcard_ocr',
  name: { zh: '车辆证件识别', en: 'Vehicle Licence Reader' },
  description: {
    zh: '拍照识别机动车行驶证的号牌、车辆类型、所有人、品牌型号、车辆识别代号、发动机号和日期，VIN 用第 9 位校验位核对；逐项复制或下载 Excel、JSON，照片不上传。',
    en: 'Read a Chinese vehicle licence: plate, type, owner, model, VIN (checked with its check character), engine number and dates; copy each or save Excel or JSON. Nothing uploaded.',
  },
  keywords: ['车辆', '证件', '识别', '工具', '行驶证', '行驶证识别', 'VIN识别', '车架号识别', 'vehicle licence ocr'],
  category: 'img',
  order: 56.3,
  added: '2026-11-27',
  intro: {
    zh: [
      '车辆证件识别读取机动车行驶证正页：号牌号码、车辆类型、所有人、住址、使用性质、品牌型号、车辆识别代号（VIN，车架号）、发动机号码、注册日期和发证日期，每一项都可以单独复制，也可以下载 Excel 或 JSON。',
      '车辆识别代号按 GB 16735 / ISO 3779 的规则核对第 9 位校验位：17 位中任何一位识别错，校验通常就不会通过，我们会标红提示，而不是替你猜测修改（少数字母与数字在规则里取值相同，这种互换查不出来）。号牌按“省份简称 + 发牌机关字母 + 5 或 6 位”的格式核对，日期必须真实存在，发证日期不能早于注册日期。',
      '1、点击“点击上传行驶证照片”，选择一张清晰、完整、没有反光的照片（也可以拖入或粘贴）。',
      '2、第一次使用需要下载约 16MB 的识别模型，之后会缓存在本机。',
      '3、识别全部在你的浏览器中完成，照片和结果都不会上传或保存。',
    ],
    en: [
      'The vehicle licence reader reads the front page of a Chinese motor vehicle licence (行驶证): plate, vehicle type, owner, address, use, make and model, VIN, engine number, registration and issue dates. Copy each field, or download Excel or JSON.',
      'The VIN is checked with its 9th-position check character (GB 16735 / ISO 3779): a misread character almost always fails it and is marked in red rather than corrected (a few letters share a digit’s value in the rule, and such a swap cannot be caught). The plate must have a plate’s form, dates must exist, and the issue date cannot precede registration.',
      '1. Click “Upload a photo of the vehicle licence” and choose a sharp, whole photo without glare (or drag or paste it).',
      '2. The first use downloads about 16 MB of recognition models, then kept on your device.',
      '3. Everything runs in your browser: neither the photo nor the result is uploaded or kept.',
    ],
  },
});
