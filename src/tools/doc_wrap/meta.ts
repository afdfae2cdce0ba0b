import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'doc_wrap',
  name: { zh: '文档图片扭曲恢复', en: 'Straighten Document Photo' },
  description: {
    zh: '把斜着拍的文档照片拉平成正面扫描件：自动找出页面四角（可拖动微调），校正透视和倾斜，去除阴影，输出彩色、灰度或黑白的 JPG、PNG。',
    en: 'Turn a photo of a document taken at an angle into a flat, scan-like page: the page’s corners are found (and can be dragged), perspective and tilt corrected, shadows removed; save colour, grey or black-and-white JPG or PNG.',
  },
  keywords: [
    '文档图片扭曲恢复',
    '扭曲图片',
    '扭曲文档图片',
    '图片扭曲怎么变正',
    '纠正扭曲照片',
    '在线调正图片',
    '在线纠正图片',
    '数字图像处理',
    '光学识别技术',
    '还原扭曲',
    '变形文件图片',
    '原始信息保留',
  ],
  category: 'img',
  order: 100,
  added: '2026-11-28',
  intro: {
    zh: [
      '文档图片扭曲恢复把斜着拍的文件、合同、作业、票据照片还原成正面、平整的扫描件。页面边缘用 OpenCV 自动识别，透视校正后再把略微倾斜的文字行转正，并去掉拍照时的阴影和光线不均。全部在你的浏览器中完成，照片不会上传。',
      '1、上传一张文档照片（不超过 30MB，手机拍的大照片也可以）；2、检查自动找到的页面四角，不准的地方直接拖动圆点对准页面的四个角，松手后右侧预览随即更新；3、选择彩色、灰度或黑白效果，点击“下载图片”保存为 JPG 或 PNG（按原照片的清晰度输出）。',
      '说明：本工具校正的是拍摄角度造成的透视变形（页面看起来是梯形）和倾斜；书本装订处那种弯曲成弧形的页面，目前只能按四角拉平，弧形部分不会被展平，建议拍照时把纸张压平。第一次使用需要下载约 2MB（压缩后）的处理引擎，之后会缓存在浏览器里。',
    ],
    en: [
      'Straighten Document Photo turns a photo of a document, contract, homework or receipt taken at an angle into a flat, upright scan. OpenCV finds the page’s edges, corrects the perspective, levels slightly tilted text and lifts shadows and uneven light. Everything runs in your browser: the photo is never uploaded.',
      '1. Upload a photo of a document (up to 30 MB; large phone photos are fine). 2. Check the corners found: drag any dot onto the page’s corner; the preview on the right follows when you let go. 3. Pick colour, grey or black and white, then click “Download image” to save a JPG or PNG at the photo’s full sharpness.',
      'Note: this corrects the perspective of a flat page photographed at an angle (a page that looks like a trapezoid) and tilt. A page curved near a book’s spine is flattened only to its four corners; its curve stays, so press the paper flat when you take the photo. The first use downloads the engine (about 2 MB compressed), then it is kept in your browser.',
    ],
  },
});
