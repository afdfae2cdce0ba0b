/** The editor's example documents (our own text). */
export const EXAMPLES = {
  note: `# 读书笔记

**书名**：《示例之书》
*作者*：佚名

## 摘录

> 学而不思则罔，思而不学则殆。

## 待办

1. 读完第三章
2. 整理 ~~全部~~ 重点
3. 分享给朋友 https://example.com
`,
  table: `## 本周数据

| 日期 | 访问量 | 转化率 |
| --- | ---: | :---: |
| 周一 | 1,024 | 3.2% |
| 周二 | 1,388 | 3.6% |

\`\`\`js
function hello(name) {
  return \`你好，\${name}\`;
}
\`\`\`

行内代码：\`npm install\`
`,
  readme: `# my-project

一个简单的示例项目。

## 安装

\`\`\`bash
npm install my-project
\`\`\`

## 使用

- 第一步：引入
- 第二步：调用 \`run()\`

---

MIT License
`,
};
