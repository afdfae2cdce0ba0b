import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_module_face_stylize',
  name: { zh: '美化你的头像', en: 'Stylise Your Avatar' },
  description: {
    zh: '自动找到人脸裁成方形头像，调整亮度、对比度、饱和度并磨皮，再选油画、水彩、日漫、卡通或素描风格。',
    en: 'The face is found and cropped to a square avatar; adjust brightness, contrast and saturation, smooth the skin, and pick oil paint, watercolour, anime, cartoon or sketch.',
  },
  keywords: [
    '美化你的头像',
    '在线制作艺术头像',
    '油画风格头像',
    '艺术唯美头像',
    '文艺头像',
    '头像美化',
    '调整亮度',
    '对比度和饱和度',
  ],
  category: 'img',
  order: 50,
  intro: {
    zh: [
      '美化你的头像先在你的浏览器里找出照片中的人脸（Human 人脸检测），以脸为中心裁出方形头像；然后可以调整亮度、对比度、饱和度，用保边平滑磨皮（减少肤色不均，眼睛和轮廓保持清楚），再选一种艺术风格：油画、水彩、日漫、卡通或素描，也可以只美化不加风格。',
      '1、上传照片（合照可选择其中一张脸）；2、选风格、调强度和各项参数，按住预览可对比；3、保存 512 或 1024 像素的 PNG/JPG 头像。',
      '这些都是传统图像处理，不是 AI 重绘，不会改变五官和脸型；照片不会上传。第一次使用要下载约 2 MB 的人脸模型，之后缓存在浏览器里。',
    ],
    en: [
      'Stylise Your Avatar first finds the face in your photo in the browser (Human face detection) and crops a square avatar around it; then adjust brightness, contrast and saturation, smooth the skin with edge-preserving smoothing (evens out skin tone while eyes and outlines stay crisp), and pick an art style: oil paint, watercolour, anime, cartoon or sketch, or just the touch-up.',
      '1. Upload a photo (pick one face of a group photo); 2. choose a style, its strength and the adjustments, hold the preview to compare; 3. save a 512 or 1024 px PNG/JPG avatar.',
      'All of it is classical image processing, not AI redrawing: features and face shape are not changed; the photo is never uploaded. The first time, about 2 MB of face models download and stay cached in your browser.',
    ],
  },
});
