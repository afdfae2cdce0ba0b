import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_face_anime',
  name: { zh: '头像二次元', en: 'Anime Avatar' },
  description: {
    zh: '上传照片，自动找到人脸裁成方形头像，再画成二次元日漫风格：平滑的皮肤、鲜明的色彩和细轮廓线。',
    en: 'Upload a photo: the face is found and cropped to a square avatar, then drawn in an anime style with smooth skin, bright colour and thin outlines.',
  },
  keywords: ['头像二次元', '二次元头像', '制作日漫头像', '在线照片转漫画', '日本动画风', '卡通人物', '动漫头像'],
  category: 'img',
  order: 49,
  intro: {
    zh: [
      '头像二次元先在你的浏览器里找出照片中的人脸（Human 人脸检测），以脸为中心裁出方形头像，再用传统图像算法画成日漫风格：保边平滑让皮肤干净、色彩更鲜明、明暗分成几层色阶，并沿着轮廓勾出细线。它不是 AI 重绘，五官、发型都保持你本来的样子；照片不会上传。',
      '1、上传照片（合照可以选择其中一张脸）；2、调整线条、色阶、色彩和取景远近；3、保存 512 或 1024 像素的 PNG/JPG 头像。',
      '第一次使用要下载约 2 MB 的人脸模型，之后缓存在浏览器里。找不到人脸时会取照片中间的正方形。',
    ],
    en: [
      'Anime Avatar first finds the face in your photo in the browser (Human face detection), crops a square avatar around it, and then draws it in an anime style with classical image processing: edge-preserving smoothing for clean skin, brighter colour, light and shade in a few bands and thin outlines. It is not AI redrawing: your features and hair stay your own; the photo is never uploaded.',
      '1. Upload a photo (pick one face of a group photo); 2. adjust lines, bands, colour and framing; 3. save a 512 or 1024 px PNG/JPG avatar.',
      'The first time, about 2 MB of face models download and stay cached in your browser. Without a face, the square in the middle of the photo is used.',
    ],
  },
});
