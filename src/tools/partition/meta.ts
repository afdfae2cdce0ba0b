import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'partition',
  name: { zh: '硬盘分区', en: 'Partition Size Calculator' },
  description: {
    zh: '算出在 Windows 里分区时应输入多少 MB，资源管理器才显示整数 GB，并算硬盘实际可用容量。',
    en: 'Gives the MB to type into Windows so Explorer shows a whole number of GB, and what your disk really holds.',
  },
  keywords: [
    '硬盘分区',
    '重装系统',
    '电脑运算',
    '分区',
    '考虑时间效应',
    'I/O 效应',
    '安全性',
    '最优化设计',
    '操作系统',
    '文件系统',
    '硬盘',
    '容量',
  ],
  category: 'data',
  order: 13,
  added: '2026-11-23',
  intro: {
    zh: [
      '硬盘分区帮你算出在 Windows“磁盘管理”或 DiskPart 中新建 NTFS 分区时应输入的 MB 数，分好后资源管理器正好显示整数 GB（如 100 GB，而不是 99.9 GB）。',
      '1、输入想要的分区大小（GB，多个用逗号分隔），每个分区都给出应输入的 MB 数和资源管理器的显示。',
      '2、填入硬盘标称容量（如 1 TB），可看到它在 Windows 中的实际容量和分完后剩余的空间。',
      '3、同时给出旧版分区工具按柱面对齐时的数值，供使用老工具时参考。',
    ],
    en: [
      'Partition Size Calculator gives the MB to type into Windows Disk Management or DiskPart for a new NTFS partition so that Explorer shows a whole number of GB (100 GB rather than 99.9 GB).',
      '1. Enter the sizes you want in GB (several, separated by commas); each gets the MB to type and what Explorer will show.',
      '2. Add the disk size as sold (e.g. 1 TB) to see what Windows makes of it and what is left after your partitions.',
      '3. The values for old cylinder-aligned partition tools are given too.',
    ],
  },
});
