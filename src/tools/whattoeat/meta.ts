import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'whattoeat',
  name: { zh: '今天吃什么', en: 'What to Eat Today' },
  description: {
    zh: '不知道吃什么？从 300 道家常菜中随机抽一道，可按荤菜、素菜、水产、主食、汤、早餐、甜品、饮品筛选，附做菜难度。',
    en: "Can't decide? Draw one of 300 home-style dishes at random, by category (meat, vegetables, seafood, staples, soups, breakfast, desserts, drinks), with how hard it is to cook.",
  },
  keywords: ['今天吃什么', '吃什么', '随机', '抽签', '美食', '吃饭', '早餐', '晚餐', '家常菜', '菜谱'],
  category: 'life',
  order: 5,
  intro: {
    zh: [
      '今天吃什么帮你解决选择困难：菜单来自开源菜谱项目 HowToCook 的 302 道家常菜，随机结果由浏览器的安全随机数产生。',
      '1、选择想吃的类别（可多选，不选即全部）。',
      '2、点击“吃什么？”抽一道菜，不满意就再抽一次，不会连着抽到同一道。',
    ],
    en: [
      'What to Eat Today ends the dithering: the menu is the 302 home-style dishes of the open recipe project HowToCook, drawn with the browser’s secure random numbers.',
      '1. Pick the kinds you fancy (several, or none for all).',
      '2. Press “What to eat?” to draw a dish; draw again if you like, never the same one twice in a row.',
    ],
  },
});
