import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'compilation',
  name: { zh: '开发语言输出hello world', en: 'Hello World in Every Language' },
  description: {
    zh: '26 种编程语言的 Hello World 程序：C、Java、Python、Go、Rust、汇编等，附文件名和运行命令，一键复制或下载。',
    en: 'Hello World in 26 programming languages, from C, Java, Python, Go and Rust to assembly, with the file name and the command to run it; copy or download.',
  },
  keywords: [
    '开发',
    '程序员',
    '入门',
    '机器语言',
    '寄存器',
    '指令',
    '汇编器',
    '端口',
    '调试',
    '编程',
    '计算机指令',
    '结果输出',
    '调试器',
  ],
  category: 'develop',
  order: 19,
  added: '2026-11-23',
  intro: {
    zh: [
      '“Hello, World!”是学习一门编程语言时写的第一个程序。这里收录了 26 种常用语言的写法，都按各语言官方教程的惯用风格编写，运行后都只输出 Hello, World!。',
      '1、点选语言（可以按名称、用途或扩展名搜索），下方显示代码、文件名和运行命令。',
      '2、“复制代码”或“下载文件”后，按运行方法中的命令在终端执行即可（需要先安装该语言的编译器或解释器）。',
      '3、选中的语言会记在链接里，可以直接分享给别人。',
    ],
    en: [
      '"Hello, World!" is the first program you write in a new language. Here it is in 26 common languages, each in the style its own tutorial uses, each printing exactly Hello, World!.',
      '1. Pick a language (search by name, use or file extension) to see the code, the file name and the command that runs it.',
      '2. Copy the code or download the file, then run the command in a terminal (with the language installed).',
      '3. The chosen language is kept in the link, to share.',
    ],
  },
});
