import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'id_photo',
  name: { zh: '证件照生成', en: 'ID Photo Maker' },
  description: {
    zh: '用一张正面照片制作一寸、二寸、护照、签证等标准尺寸证件照：自动换红、蓝、白底，按规格放好头部位置，还能生成 6 寸相纸排版。',
    en: 'Make standard ID photos (1-inch, 2-inch, passport, visa …) from one front-facing photo: red, blue or white background, head placed per the size’s rule, and a 6-inch print sheet.',
  },
  keywords: [
    '证件照生成',
    '在线制作证件照',
    '证件照制作',
    '制作证件照',
    '证件照换底色',
    '证件照模板',
    '证件照尺寸',
    '证件照裁剪',
    '一寸照片',
    '二寸照片',
  ],
  category: 'img',
  order: 41,
  intro: {
    zh: [
      '证件照生成在你的浏览器里找出照片中的人像和人脸（Human 库的 MediaPipe 人像分割与 BlazeFace 人脸检测模型），换上纯色背景，再按所选尺寸的规格裁剪、放好头部。照片不会上传；模型第一次使用时下载（约 1 MB），之后缓存在浏览器里。',
      '1、上传一张正面、免冠、光线均匀的半身照，头顶以上和肩膀最好都在照片里。',
      '2、选择尺寸（一寸 295×413 像素、二寸 413×579 像素、小二寸、护照、签证等，均标明毫米和 DPI）和背景色；如果头部大小或位置不合适，拖动“头部大小”“上下位置”微调。',
      '3、保存单张证件照，或保存 6 寸相纸排版（按实际尺寸排好多张，带裁切线），可直接拿去冲印。',
      '护照、美国签证、申根签证按其公布的头部尺寸要求放置；一寸、二寸等没有统一规定的尺寸按护照的比例放置。办理证件前请以受理机构的最新要求为准，部分证件需到指定照相馆拍摄。',
    ],
    en: [
      'Finds the person and the face in your photo in your browser (the Human library’s MediaPipe segmentation and BlazeFace face detection models), puts them on a plain background and crops to the chosen size with the head where its rule says. The photo is never uploaded; the models (about 1 MB) download on first use and stay cached.',
      '1. Upload a front-facing, evenly lit head-and-shoulders photo without a hat, with some space above the head.',
      '2. Pick a size (1-inch 295×413 px, 2-inch 413×579 px, small 2-inch, passport, visas …, each with its mm and DPI) and a background; nudge “Head size” and “Vertical position” if needed.',
      '3. Save the photo, or a 6-inch print sheet with several copies at their real size and cutting lines, ready to print.',
      'Passport, US visa and Schengen photos follow their published head-size rules; sizes without one (1-inch, 2-inch …) use the passport’s proportions. Check the issuing office’s current rules: some documents require a photo taken by an approved studio.',
    ],
  },
});
