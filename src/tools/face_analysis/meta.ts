import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'face_analysis',
  name: { zh: '人脸分析', en: 'Face Analysis' },
  description: {
    zh: '找出照片里的每一张人脸并标在图上，估计每个人的年龄、性别和表情；合照也可以，全部在浏览器里完成。',
    en: 'Find every face in a photo and mark it, with an estimate of each person’s age, gender and expression; group photos too, all in your browser.',
  },
  keywords: ['人脸分析', '人脸识别', '人脸检测', '年龄识别', '性别识别', '表情识别', '测年龄', '颜值分析'],
  category: 'img',
  order: 47,
  intro: {
    zh: [
      '人脸分析在你的浏览器里运行开源的人脸模型（Human：BlazeFace 人脸检测、人脸网格、FaceRes 年龄性别估计、表情分类），找出照片里的每一张脸，按从左到右编号并框在图上，再给出每个人的年龄、性别和表情估计。照片不会上传到服务器。',
      '1、上传照片（合照也可以）；2、第一次使用会下载约 10 MB 的模型，之后缓存在浏览器里；3、查看每张脸的估计结果，可保存带标注的图片。',
      '请注意：年龄、性别和表情是模型根据外貌做出的估计，不是事实，常常会有偏差，只适合娱乐参考。侧脸、遮挡、很小或很暗的脸可能找不到。',
    ],
    en: [
      'Face Analysis runs open-source face models in your browser (Human: BlazeFace detection, the face mesh, FaceRes age and gender estimation and an expression classifier). It finds every face in the photo, numbers them left to right and marks them, then estimates each person’s age, gender and expression. The photo is never uploaded.',
      '1. Upload a photo (group photos work); 2. the first time, about 10 MB of models download and stay cached in your browser; 3. read each face’s estimates and save the marked photo if you like.',
      'Please note: age, gender and expression are a model’s guesses from appearance, not facts, and are often off; treat them as entertainment. Faces in profile, covered, very small or very dark may not be found.',
    ],
  },
});
