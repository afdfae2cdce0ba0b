import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'periodic',
  name: { zh: '元素周期表', en: 'Periodic Table' },
  description: {
    zh: '交互式化学元素周期表：118 种元素的中文名、符号、原子序数、相对原子质量和周期、族、区，支持按名称、拼音、符号或序数查找。',
    en: 'An interactive periodic table: the Chinese name, symbol, atomic number, standard atomic weight, period, group and block of all 118 elements, searchable.',
  },
  keywords: [
    '元素周期表',
    '化学元素周期表',
    '化学元素表',
    '化学元素查询',
    '化学元素',
    '原子序数',
    '相对原子质量',
    '化学',
  ],
  category: 'education',
  order: 50,
  added: '2026-11-23',
  intro: {
    zh: [
      '元素周期表收录已命名的全部 118 种元素，按周期和族排列，镧系和锕系单列在下方，颜色区分 s、p、d、f 区。',
      '1、点表中任一元素，查看它的中文名和拼音、元素符号、英文名、原子序数、相对原子质量以及所在周期、族和区。',
      '2、也可以在搜索框输入中文名（铁）、拼音（tie）、元素符号（Fe）、英文名或原子序数（26）直接定位。',
      '相对原子质量取 IUPAC 2021 年简化标准原子量；锝、钷和钋以后多数放射性元素没有标准原子量，表中不给数值。',
    ],
    en: [
      'The Periodic Table shows all 118 named elements by period and group, with the lanthanides and actinides in their own rows and the s, p, d and f blocks in colour.',
      '1. Tap any element for its Chinese name and pinyin, symbol, English name, atomic number, standard atomic weight, period, group and block.',
      '2. Or type a Chinese name, pinyin, symbol, English name or atomic number to jump to it.',
      'Weights are the IUPAC 2021 abridged standard atomic weights; technetium, promethium and most radioactive elements from polonium on have none, so none is shown.',
    ],
  },
});
