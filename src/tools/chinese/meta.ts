import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'chinese',
  name: { zh: '简体繁体转换', en: 'Simplified/Traditional Chinese' },
  description: {
    zh: '简体与繁体中文互相转换，采用 OpenCC 规则：繁体、台湾正体、香港繁体，台湾用语（软件→軟體、鼠标→滑鼠）一并转换。',
    en: 'Convert between Simplified and Traditional Chinese with OpenCC rules: Traditional, Taiwan and Hong Kong standards, with Taiwan phrases (软件→軟體, 鼠标→滑鼠).',
  },
  keywords: ['中文', '繁体', '简体', '在线转换', '汉字', '繁体字识别', '简体字转换', '简繁', '语文', '识字', 'OpenCC'],
  category: 'text',
  order: 2,
  added: '2026-11-23',
  intro: {
    zh: [
      '简体繁体转换按 OpenCC 开源词库逐词转换，不是逐字替换，“头发”“干燥”“干什么”中的“发”“干”会按词义分别转成“髮”“乾”“幹”。',
      '1、输入或粘贴文本，选择转换方式，右侧立即显示结果。',
      '2、台湾正体、香港繁体按当地用字习惯；选择“含用语”时，软件→軟體、鼠标→滑鼠、内存→記憶體等词语也会一并转换，反向亦然。',
      '3、点击“反向转换”可把结果转回去核对；复制结果或下载为文本文件。',
      '4、转换在浏览器中的独立线程完成，几 MB 的文本也不会卡住页面，数据不会上传。',
    ],
    en: [
      'This converter follows the OpenCC dictionaries word by word, not character by character, so 发 and 干 become 髮, 乾 or 幹 according to the word they are in.',
      '1. Type or paste text and pick the conversion; the result appears at once.',
      '2. Taiwan and Hong Kong standards use local character forms; "with phrases" also converts words such as 软件→軟體, 鼠标→滑鼠 and 内存→記憶體, both ways.',
      '3. "Convert back" turns the result around to check it; copy it or download it as a text file.',
      '4. Conversion runs in a separate thread of your browser, so megabytes of text do not freeze the page; nothing is uploaded.',
    ],
  },
});
