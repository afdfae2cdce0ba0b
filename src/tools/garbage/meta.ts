import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'garbage',
  name: { zh: '垃圾分类查询', en: 'Garbage Sorting Lookup' },
  description: {
    zh: '输入物品名称（汉字、拼音或首字母），查询它属于可回收物、有害垃圾、厨余垃圾还是其他垃圾，收录 2000 余种常见物品。',
    en: 'Type an item (characters, pinyin or initials) to see whether it is recyclable, hazardous, kitchen or other waste; over 2,000 everyday items.',
  },
  keywords: [
    '垃圾分类查询',
    '有害垃圾分类',
    '干垃圾分类',
    '湿垃圾分类',
    '可回收垃圾分类',
    '垃圾分类',
    '回收利用',
    '可回收物分类',
  ],
  category: 'life',
  order: 10,
  intro: {
    zh: [
      '垃圾分类查询按国家标准《生活垃圾分类标志》（GB/T 19095-2019）的四类——可回收物、有害垃圾、厨余垃圾（湿垃圾）、其他垃圾（干垃圾）——告诉你手里的东西该投哪个桶。',
      '1、在搜索框输入物品名称，支持汉字、全拼和拼音首字母，打错一个字也能找到。',
      '2、结果卡片显示所属类别和投放要求；不输入时可以浏览四个类别的说明。',
      '物品清单来自上海市绿化和市容管理局分类查询整理的公开数据（2019 年），各地细则可能略有不同，请以当地规定为准。',
    ],
    en: [
      'Garbage Sorting Lookup tells you which of the four national categories (GB/T 19095-2019) an item belongs to: recyclable, hazardous, kitchen (wet) or other (dry) waste.',
      '1. Type the item in characters, full pinyin or initials; one wrong character still finds it.',
      '2. Each result shows its category and how to put it out; with an empty box you can read about the four categories.',
      'The item list comes from public data gathered from the Shanghai sorting lookup (2019); local rules may differ slightly.',
    ],
  },
});
