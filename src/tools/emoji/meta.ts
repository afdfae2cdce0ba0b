import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'emoji',
  name: { zh: '文本颜艺', en: 'Emoji & Kaomoji' },
  description: {
    zh: '按中文、拼音或英文搜索 Emoji 表情，按心情挑选颜文字，点一下就复制，可以一次拼好几个再复制。',
    en: 'Search emoji by Chinese, pinyin or English, pick kaomoji text faces by mood, and tap to copy, one or several at once.',
  },
  keywords: ['文本颜艺', '颜文字', '表情符号', 'emoji', '表情包', '可爱', '微笑', '聊天表情', '笑脸表情', '颜艺'],
  category: 'life',
  order: 62,
  added: '2026-11-23',
  intro: {
    zh: [
      '文本颜艺收录全部 Unicode Emoji 表情和一批常用颜文字（如 (＾▽＾)、╮(╯▽╰)╭），都是文字，可以直接粘贴到聊天、昵称和文档里。',
      '1、在“Emoji 表情”里输入中文（如“笑”“爱心”）、拼音、拼音首字母或英文（如 cat）搜索，不输入时按分类浏览。',
      '2、切换到“颜文字”，按开心、难过、无奈等心情挑选。',
      '3、点一下表情就会复制，同时加入“已选”，可以拼成一串后一起复制。',
    ],
    en: [
      'Emoji & Kaomoji has every Unicode emoji and a set of common kaomoji such as (＾▽＾) and ╮(╯▽╰)╭; all are text you can paste into chats, names and documents.',
      '1. Under Emoji, search in Chinese, pinyin, initials or English (such as cat); with an empty box, browse by group.',
      '2. Switch to Kaomoji and pick by mood: happy, sad, shrug and more.',
      '3. A tap copies the face and adds it to Picked, so you can build a string and copy it at once.',
    ],
  },
});
