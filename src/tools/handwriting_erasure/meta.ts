import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'handwriting_erasure',
  name: { zh: '去手写', en: 'Handwriting Eraser' },
  description: {
    zh: '擦除试卷、作业照片上的手写笔迹：蓝笔、红笔按颜色整页擦除，黑色字可点选文字框或用画笔涂抹，照片上的文字也能去除，原图尺寸保存。',
    en: 'Erase handwriting from photos of test papers and homework: blue and red pen by colour over the page, black writing by picking its text boxes or painting, text on photos too; saved at full size.',
  },
  keywords: ['去手写', '擦除图片手写文字', '擦除手写文字', '试卷去手写', '试卷擦除', '去除文字', '图片去文字'],
  category: 'education',
  order: 10,
  intro: {
    zh: [
      '去手写在你的浏览器里完成，图片不会上传：先用 PP-OCR 文字检测模型找出图上的文字框，再把纸面的明暗除掉，按颜色区分黑色字、蓝色笔迹和红色笔迹，最后用 OpenCV 的图像修补把要擦掉的笔画用周围的纸面填平。',
      '1、上传试卷或作业的照片，稍等片刻，图上会标出找到的文字框。',
      '2、蓝色、红色笔迹默认按颜色整页擦除；黑色笔迹和印刷字颜色相同，请用“点选文字”点选要擦的文字框，或用画笔涂抹；橡皮可以把不想擦的地方擦回来。',
      '3、点击开始擦除，拖动对比线检查效果，可以在结果上继续修改，最后按原图尺寸保存。',
      '黑色笔迹、铅笔字无法和印刷字自动区分；与格线、图形重叠的笔迹擦除后，重叠处可能变淡。',
    ],
    en: [
      'Handwriting Eraser runs in your browser and never uploads the picture: the PP-OCR detection model finds the text boxes, the paper’s shading is divided out so black writing, blue pen and red pen can be told apart by colour, and OpenCV’s inpainting fills the strokes to erase from the paper around them.',
      '1. Upload a photo of a test paper or homework; the text boxes found are outlined after a moment.',
      '2. Blue and red pen are erased by colour over the whole page by default; black pen and print share one colour, so pick the boxes to erase with “Pick text” or paint over them; the eraser brings back what should stay.',
      '3. Erase, drag the split to check, keep editing the result if needed, and save at full size.',
      'Black pen and pencil cannot be told from print automatically; where writing crosses ruled lines or figures, those may fade.',
    ],
  },
});
