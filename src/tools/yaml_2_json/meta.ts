import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'yaml_2_json',
  name: { zh: 'YAML/JSON互相转换', en: 'YAML ⇄ JSON' },
  description: {
    zh: 'YAML 转 JSON、JSON 转 YAML，支持多文档、锚点与引用、缩进和键排序；语法错误指出行号和列号。',
    en: 'Convert YAML to JSON and JSON to YAML: multiple documents, anchors and aliases, indent and key sorting; syntax errors show their line and column.',
  },
  keywords: [
    'json转换',
    'yaml转换',
    'json转换成yaml',
    'yaml转换成json',
    'json在线转换工具',
    'yaml在线转换工具',
    '开发工具',
    '语言转换',
    '形式转换',
    'XML',
    'JSON',
    'CSV',
    'HTML',
    '文本数据',
    '分类',
    '组合',
    'YAML to JSON',
  ],
  category: 'develop',
  order: 17,
  added: '2026-11-23',
  intro: {
    zh: [
      'YAML/JSON互相转换在 Kubernetes、Docker Compose、GitHub Actions 等 YAML 配置和接口使用的 JSON 之间来回转换。',
      '1、选择转换方向，在左侧粘贴 YAML 或 JSON，右侧立即显示结果。',
      '2、YAML 中的锚点（&）和引用（*）会展开；用 --- 分隔的多个文档会转换成一个 JSON 数组。',
      '3、可以选择缩进宽度和是否按键名排序；点“用结果继续转换”可以把结果反向转换回去核对。',
      '4、格式有误时会指出第几行第几列。所有转换都在浏览器中完成，数据不会上传。',
    ],
    en: [
      'YAML ⇄ JSON converts between YAML configuration (Kubernetes, Docker Compose, GitHub Actions) and the JSON that APIs use.',
      '1. Choose the direction and paste YAML or JSON on the left; the result appears at once.',
      '2. YAML anchors (&) and aliases (*) are expanded; several documents separated by --- become one JSON array.',
      '3. Choose the indent and whether keys are sorted; "Convert the result back" swaps sides to check the round trip.',
      '4. Errors show their line and column. Everything happens in your browser; nothing is uploaded.',
    ],
  },
});
