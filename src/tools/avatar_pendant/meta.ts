import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'avatar_pendant',
  name: { zh: '头像挂饰', en: 'Avatar Decorations' },
  description: {
    zh: '给头像戴上新年帽、红灯笼、生日帽、皇冠、猫耳朵、眼镜等挂饰：自动找到人脸戴好，可拖动、缩放、旋转，保存 PNG。',
    en: 'Put a New Year hat, lanterns, a party hat, a crown, cat ears or glasses on an avatar: placed on each face automatically, then drag, resize, turn and save a PNG.',
  },
  keywords: ['头像挂饰', 'DIY定制头像', '编辑头像', '节日问候', '节日祝福', '照片挂饰', '新年头像', '生日头像'],
  category: 'img',
  order: 48,
  intro: {
    zh: [
      '头像挂饰会在你的浏览器里找出照片中的人脸（Human 人脸检测与人脸网格），按眼睛、额头的位置和脸的倾斜角度，把挂饰自动戴到合适的地方：帽子和耳朵戴在头顶，眼镜架在眼睛上，腮红贴在脸颊。合照里每张脸都会戴上。挂饰是本站自己绘制的矢量图，放大也清楚。',
      '1、上传头像或照片；2、点选挂饰（新春、生日、萌系、眼镜）；3、拖动挂饰微调位置，用滑块调整大小和角度；4、保存 PNG。',
      '照片不会上传；第一次使用要下载约 2 MB 的人脸模型，之后会缓存在浏览器里。找不到人脸时，挂饰会放在图片中间，由你拖到合适的位置。',
    ],
    en: [
      'Avatar Decorations finds the faces in your photo in the browser (Human face detection and face mesh) and puts each decoration where it belongs, from the eyes, the forehead and the tilt of the face: hats and ears on top of the head, glasses over the eyes, blush on the cheeks, on every face of a group photo. The decorations are vector art drawn for this site, sharp at any size.',
      '1. Upload an avatar or photo; 2. pick decorations (New Year, birthday, cute, glasses); 3. drag to fine-tune and use the sliders for size and angle; 4. save a PNG.',
      'The photo is never uploaded; the first time, about 2 MB of face models download and stay cached in your browser. When no face is found, decorations go in the middle for you to drag into place.',
    ],
  },
});
