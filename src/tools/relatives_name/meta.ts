import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'relatives_name',
  name: { zh: '亲戚关系计算', en: 'Chinese Kinship Calculator' },
  description: {
    zh: '点按“爸爸、妈妈、哥哥…”或直接输入关系，算出亲戚该怎么称呼，同时给出对方怎么称呼你，支持北方、广东叫法。',
    en: 'Tap or type a chain like father’s brother to get the Chinese kinship term both ways, with northern and Guangdong forms.',
  },
  keywords: ['亲戚关系计算', '亲属关系', '亲戚称呼', '称呼计算器', '父母', '兄弟姐妹', '堂兄弟', '表姐妹'],
  category: 'education',
  order: 10,
  intro: {
    zh: [
      '过年走亲戚不知道怎么称呼？亲戚关系计算按“我的爸爸的妹妹的儿子”这样的关系链，算出应该叫“表哥/表弟”，以及对方该怎么称呼你。',
      '1、先选自己的性别（会影响对方对你的称呼），再选称呼习惯：通用、北方或广东。',
      '2、依次点按亲属按钮，或直接输入“爸爸的哥哥”，结果即时显示；关系不确定时（如年龄大小未知）会列出所有可能。',
    ],
    en: [
      'The Kinship Calculator turns a chain such as my father’s sister’s son into the Chinese term, and tells what that relative calls you.',
      '1. Choose your sex (it changes what they call you) and the regional usage.',
      '2. Tap relatives in order, or type 爸爸的哥哥; when a chain is ambiguous (older or younger) every possible term is shown.',
    ],
  },
});
