import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'pdf_imagefy',
  name: { zh: '转纯图PDF', en: 'PDF to Image-only PDF' },
  description: {
    zh: '把PDF的每一页转成图片后重新生成PDF，内容无法被选择、复制或编辑，可选清晰度，在浏览器中完成。',
    en: 'Rebuild a PDF from pictures of its pages so its content cannot be selected, copied or edited; choose the resolution, in your browser.',
  },
  keywords: ['pdf', '图片', '转换', '纯图', 'pdf to image-only pdf'],
  category: 'pdf',
  order: 14,
  added: '2026-11-23',
  intro: {
    zh: [
      '转纯图PDF会把每一页渲染成图片，再把这些图片组成新的PDF。得到的文件看起来和原来一样，但文字不能再被选择、复制或修改，适合对外发送不希望被编辑的文件。可以选择清晰度，清晰度越高文件越大。',
      '1、上传PDF文件。',
      '2、选择清晰度（DPI）。',
      '3、点击“转为纯图PDF”，完成后下载。',
    ],
    en: [
      'This tool renders each page as a picture and builds a new PDF from them. It looks the same, but its text can no longer be selected, copied or edited: useful for files you send out but do not want changed. Higher resolutions look sharper and make larger files.',
      '1. Upload a PDF.',
      '2. Choose the resolution (DPI).',
      '3. Click “Make image-only PDF” and download it.',
    ],
  },
});
