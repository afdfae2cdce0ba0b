import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'textdiff',
  name: { zh: '文本比较', en: 'Text Compare' },
  description: {
    zh: '比较两段文本的差异：左右对照或合并显示，按行、按词（识别中文词语）或按字比较，可忽略空白和大小写。',
    en: 'Compare two texts side by side or inline, by line, word (Chinese-aware) or character, ignoring whitespace or case if you like.',
  },
  keywords: [
    '文本',
    '对比',
    '差异化',
    '在线工具',
    '相同内容',
    '查重',
    '不同之处',
    'diff',
    '比较',
    '文本差异',
    '新信息更新旧文档',
    '不同文档相似之处',
  ],
  category: 'text',
  order: 3,
  added: '2026-11-23',
  intro: {
    zh: [
      '文本比较找出两段文本之间新增、删除和修改的内容，适合核对合同修订、文章改稿、配置文件和代码的改动。',
      '1、在左边粘贴修改前的文本，右边粘贴修改后的文本，下方立即标出差异：绿色为新增，红色删除线为删除。',
      '2、按行比较适合代码和清单；按词比较会识别中文词语，适合文章和合同；按字比较最细，连一个标点的改动也能看出。',
      '3、可以忽略空白差异（空格、缩进、换行符 CRLF/LF）和英文大小写，只看真正的内容改动。',
      '4、结果可复制或下载，用 [-删除-] 和 {+新增+} 标记差异。所有比较都在浏览器中完成，文本不会上传。',
    ],
    en: [
      'Text Compare finds what was added, removed and changed between two texts: contract revisions, article edits, configuration files and code.',
      '1. Paste the text before the change on the left and after it on the right; the differences appear below, added in green, removed struck out in red.',
      '2. By line suits code and lists; by word recognises Chinese words and suits articles and contracts; by character shows even a changed punctuation mark.',
      '3. Optionally ignore whitespace (spaces, indentation, CRLF/LF line ends) and letter case to see only real changes.',
      '4. Copy or download the result, marked with [-removed-] and {+added+}. Everything happens in your browser; nothing is uploaded.',
    ],
  },
});
