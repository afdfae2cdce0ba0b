import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'byte_cal',
  name: { zh: '字节数换算', en: 'Byte Converter' },
  description: {
    zh: 'B、KB、MB、GB、TB 与 KiB、MiB、GiB 以及比特之间精确换算，分清 1000 和 1024 进制。',
    en: 'Converts bytes, bits and the decimal (kB, MB, GB) and binary (KiB, MiB, GiB) units exactly.',
  },
  keywords: [
    'GB',
    'KB',
    '换算',
    '字节数',
    '1字节=8位',
    '字节数转',
    '单位数量',
    '1Kilobyte (KB)=1024Byte (B)',
    '1Megabyte (MB)=1024KB',
    '1Gigabyte(GB)=1024MB',
    '2^10=1024(十进制) ',
    '1KB(二进制)',
  ],
  category: 'data',
  order: 12,
  added: '2026-11-23',
  intro: {
    zh: [
      '字节数换算在位（bit）、字节（B）、十进制单位（kB、MB、GB、TB…，按 1000 进位）和二进制单位（KiB、MiB、GiB、TiB…，按 1024 进位）之间换算。',
      '1、输入数值，选择原单位和目标单位，所有单位的结果同时显示。',
      '2、硬盘容量和网速按 1000 进位，Windows 显示的 KB、MB、GB 按 1024 进位，这就是 1 TB 硬盘只显示约 931 GB 的原因。',
    ],
    en: [
      'Byte Converter converts between bits, bytes, decimal units (kB, MB, GB, TB…, steps of 1000) and binary units (KiB, MiB, GiB, TiB…, steps of 1024).',
      '1. Type a value and pick its unit and the target unit; every unit is shown at once.',
      '2. Disk sizes and network speeds count in 1000s, Windows counts "KB, MB, GB" in 1024s: that is why a 1 TB disk shows about 931 GB.',
    ],
  },
});
