/**
 * Runs of keywords that the reference catalogue (the QQ Browser toolbox's public tool list, as captured in
 * March 2026: /work/shared/reference/catalogue.json) gives, word for word and in this order, to several
 * document tools; each tool's meta puts its own keywords first and then the run it shares.
 */

/** word_2_pdf and word_convert. */
export const WORD_KEYWORDS = [
  '文档转换',
  'word转换',
  '文档转换工具',
  '文件转换',
  '内容保存',
  '查看',
  '打印',
  '分享',
  '原有文件',
  '样式',
  '内容',
  '不同版本',
  'Word文件',
];

/** ppt_2_pdf and ppt_convert. */
export const PPT_KEYWORDS = [
  'PowerPoint',
  '文件转换',
  '帮助用户',
  '内容保存',
  '查看',
  '打印',
  '分享',
  '保留原文件',
  '样式',
  '内容',
  '多种版本PPT文件',
];

/** excel_convert, excel_to_pdf and pdf_2_excel. */
export const EXCEL_KEYWORDS = [
  '内容转换',
  '提取出原始数据',
  '有效整理',
  '节省时间',
  '节省工作量',
  '手动整理',
  '工作变简单',
];
