import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'img_edit_canvas',
  name: { zh: '图片编辑器', en: 'Image Editor' },
  description: {
    zh: '在线图片编辑：按比例裁剪、旋转翻转、改尺寸、加中文文字和贴纸、画笔涂鸦、马赛克、滤镜，随时撤销重做，在浏览器中完成。',
    en: 'Edit pictures online: crop to a ratio, rotate and flip, resize, add Chinese text and stickers, draw, mosaic and filters, with undo and redo, all in your browser.',
  },
  keywords: ['图片编辑', '图片裁剪', '图片滤镜', '画图', '添加文字', '图片旋转', '图片变色', '马赛克', '贴纸'],
  category: 'img',
  order: 2,
  intro: {
    zh: [
      '图片编辑器在你的浏览器里完成常用的图片编辑，图片不会上传。',
      '1、上传图片后，从工具栏选择功能：裁剪（原比例、1:1、4:3、3:4、16:9、9:16）、旋转和翻转、调整尺寸、文字、贴纸、画笔、马赛克和滤镜。',
      '2、文字和贴纸：设置好内容、字体、颜色和大小后，点击图片上的位置放置。中文字体来自我们自己的服务器。',
      '3、画笔和马赛克：直接在图片上拖动涂抹；马赛克适合遮挡人脸、车牌和隐私信息。',
      '4、每一步都可以撤销和重做；完成后保存为 PNG 或 JPG，手机上保存到相册。',
    ],
    en: [
      'Everyday picture edits in your browser; the picture is never uploaded.',
      '1. Upload a picture and pick a tool: crop (original, 1:1, 4:3, 3:4, 16:9, 9:16), rotate and flip, resize, text, stickers, draw, mosaic and filters.',
      '2. Text and stickers: set the content, font, colour and size, then tap the picture where it goes. Chinese fonts are served from our own server.',
      '3. Draw and mosaic: drag over the picture; mosaic hides faces, number plates and private details.',
      '4. Undo and redo any step; save as PNG or JPG (to the gallery on phones).',
    ],
  },
});
