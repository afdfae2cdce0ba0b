/**
 * Writes the small real PDFs the PDF kit's tests use (src/web/kit/pdf/fixtures/): a page of ours printed
 * by Chromium (Chinese text, headings as bookmarks, links inside the document and out of it), and a
 * three-page document with rotated and cropped pages. Run once: `npx tsx bench/pdf-fixtures.ts`.
 */
import { writeFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts, degrees } from 'pdf-lib';
import { launchBrowser } from '../e2e/support.js';

const DIR = 'src/web/kit/pdf/fixtures';

const html = `<!doctype html><html lang="zh"><meta charset="utf-8"><title>工具箱说明</title>
<style>body{font-family:"Noto Sans CJK SC",sans-serif;margin:40px} h1{page-break-before:always} h1:first-child{page-break-before:auto}</style>
<h1 id="one">第一章 概述</h1><p>这是我们自己的页面，由 Chromium 打印成 PDF。Toolbox test page one.</p>
<p><a href="#three">跳到第三章</a> · <a href="https://example.com/docs">外部链接</a></p>
<h2 id="one-a">1.1 小节</h2><p>第一页的正文。</p>
<h1 id="two">第二章 使用</h1><p>第二页：上传文件，选择选项，下载结果。Page two.</p>
<h1 id="three">第三章 结尾</h1><p>第三页：谢谢阅读。Page three. <a href="#one">回到第一章</a></p></html>`;

async function chromiumPdf(): Promise<Uint8Array> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.setContent(html);
    return await page.pdf({ format: 'A4', outline: true, tagged: true, printBackground: true });
  } finally {
    await browser.close();
  }
}

async function shapes(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const sizes: [number, number][] = [
    [595.28, 841.89],
    [841.89, 595.28],
    [612, 792],
  ];
  sizes.forEach(([w, h], i) => {
    const page = doc.addPage([w, h]);
    page.drawText(`Shapes page ${i + 1}`, { x: 60, y: h - 100, size: 28, font });
    page.drawRectangle({ x: 60, y: 60, width: w - 120, height: 40, borderWidth: 2 });
    if (i === 1) page.setRotation(degrees(90));
  });
  doc.setTitle('Shapes');
  return doc.save();
}

await writeFile(`${DIR}/chromium.pdf`, await chromiumPdf());
await writeFile(`${DIR}/shapes.pdf`, await shapes());
console.log('written');
