import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'makename',
  name: { zh: '古诗词取名', en: 'Names from Classical Poems' },
  description: {
    zh: '输入姓氏，从《诗经》《楚辞》和唐诗名篇的原句中随机挑出两个字组成名字，并列出出处诗句、篇名、作者和朝代。',
    en: 'Type a surname and get given names whose two characters come from one real line of the Book of Songs, the Songs of Chu or a well-known Tang poem, with the line, title, poet and dynasty.',
  },
  keywords: ['古诗词取名', '取名', '诗经取名', '楚辞取名', '唐诗取名', '宝宝取名', '起名', '诗意名字'],
  category: 'life',
  order: 65,
  added: '2026-11-23',
  intro: {
    zh: [
      '古诗词取名从古诗原句里找名字：两个字出自同一句诗，名字下面列出这句诗、篇名、作者和朝代，方便你读懂它的来历。',
      '1、输入姓氏（一个或两个汉字，如“李”“欧阳”），可选男孩、女孩偏好和出处（诗经、楚辞、唐诗）。',
      '2、点“生成名字”，不满意就“换一批”；点名字即可复制。',
      '诗句来自开源的 chinese-poetry 古诗词数据库（MIT 许可）。名字是随机挑字，避开了含义不好的字、生僻字和与姓相同的字，不做任何“测名打分”，用前请自己读一读出处。',
    ],
    en: [
      'Names from Classical Poems finds given names in real lines of old poetry: both characters come from one line, and the line, title, poet and dynasty are shown under the name.',
      '1. Type a surname (one or two Chinese characters, e.g. 李 or 欧阳); optionally prefer boys’ or girls’ names and pick the source (Book of Songs, Songs of Chu, Tang poems).',
      '2. Press Make names, or Another batch; tap a name to copy it.',
      'The lines come from the open chinese-poetry database (MIT). Picks are random; characters with bad meanings, rare characters and the surname’s own characters are skipped. Nothing is scored: read the source line before you choose.',
    ],
  },
});
