import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'zitie_new',
  name: { zh: '字帖生成', en: 'Copybook Maker' },
  description: {
    zh: '输入汉字生成可打印的 A4 字帖：田字格、米字格或方格，楷体范字加描红，可显示一笔一笔的笔顺，下载 PDF。',
    en: 'Type Chinese characters to make a printable A4 copybook: tian, mi or plain grids, Kai models with tracing copies and stroke order, as a PDF.',
  },
  keywords: ['字帖生成', '字帖生成器', '田字格', '米字格', '汉字笔顺', '字帖打印', '描红', '小学字帖', '练字'],
  category: 'education',
  order: 20,
  added: '2026-11-23',
  intro: {
    zh: [
      '字帖生成把你输入的汉字排成 A4 练字纸：每个字先写一个黑色范字，后面是浅灰色的描红字，再留出空格自己练。',
      '1、输入要练的字（最多 60 个），选择田字格、米字格或方格，以及每行格数。',
      '2、设置描红个数和每个字练几行；打开“显示笔顺”时，每个字上方会先列出一笔一笔的写法，新写的一笔为红色。',
      '3、预览满意后点“下载 PDF 字帖”，用 A4 纸直接打印。',
    ],
    en: [
      'Copybook Maker lays out the characters you type on A4 practice paper: a black model, light grey copies to trace, then empty cells.',
      '1. Type up to 60 characters and choose a tian (田), mi (米) or plain grid and the cells per row.',
      '2. Set the tracing copies and rows per character; with stroke order on, each character first shows its strokes one by one, the new one in red.',
      '3. Check the preview and download the PDF to print on A4.',
    ],
  },
});
